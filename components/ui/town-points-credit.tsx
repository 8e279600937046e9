import { TOWN_POINTS_CREDIT } from '@/lib/area/map-config';

/**
 * The credit of the town points data set (lib/area/map-config.ts TOWN_POINTS_CREDIT: name and
 * licence linked, then its note), as the map under the pin picker and /company/'s data credits
 * both print it.
 */
export function TownPointsCredit() {
  return (
    <>
      <a href={TOWN_POINTS_CREDIT.url} target="_blank" rel="noopener noreferrer">
        {TOWN_POINTS_CREDIT.name}
      </a>
      （
      <a href={TOWN_POINTS_CREDIT.licenceUrl} target="_blank" rel="noopener noreferrer">
        {TOWN_POINTS_CREDIT.licence}
      </a>
      ）、{TOWN_POINTS_CREDIT.note}
    </>
  );
}
