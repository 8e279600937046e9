import 'server-only';
import { getActiveCampaigns, getOptions, getPlans, getServices, getSetWaris, getSpecials } from './index';
import { systemClock, type Clock } from '../time';
import { SITE_ROUTES } from './site-routes';

/**
 * Every indexable path of the site at clock() (Japan-time validity): the spec's general routes,
 * every non-draft content document, and only the campaigns active now (ended ones are noindex,
 * upcoming ones 404). Paths end with '/'.
 */
export function getIndexablePaths(clock: Clock = systemClock): string[] {
  const paths = new Set<string>(SITE_ROUTES.filter((r) => r.indexable).map((r) => r.path));
  for (const c of getActiveCampaigns(clock)) paths.add(c.url);
  paths.add('/option/');
  for (const d of [...getOptions(), ...getPlans(), ...getServices(), ...getSpecials(), ...getSetWaris()]) paths.add(d.url);
  return [...paths].sort();
}
