import 'server-only';
import { loadCollections, type DocumentPage } from './documents';
import { campaignStatusAt, systemClock, type CampaignStatus, type Clock } from '../time';
import { selectActive } from './validity';
import type { Campaign, Option, Plan, Service, SetWari, Special } from './schema';

export type { DocumentPage } from './documents';

/*
 * The only reader of content (ARCHITECTURE "One reader per source"). Everything returned is a plain,
 * serialisable object; compiled MDX bodies are returned only by the *Page getters, for route files.
 */

/** All non-draft campaigns, active or not, ordered (for the fee engine and the content check). */
export function getAllCampaigns(): Campaign[] {
  return loadCollections().Campaign.map((p) => p.doc);
}

/** Campaigns active at clock() (Japan-time windows), ordered by `order`. Source: content/campaigns/. */
export function getActiveCampaigns(clock: Clock = systemClock): Campaign[] {
  return selectActive(getAllCampaigns(), clock());
}

/**
 * A campaign page and where now falls in its window: 'upcoming' pages must answer 404,
 * 'ended' pages say so, link /campaign/ and are noindex. null = no such document.
 */
export function getCampaignPage(slug: string, clock: Clock = systemClock): (DocumentPage<Campaign> & { status: CampaignStatus }) | null {
  const page = loadCollections().Campaign.find((p) => p.doc.slug === slug);
  return page ? { ...page, status: campaignStatusAt(page.doc, clock()) } : null;
}

/** Options except the index document, ordered. Source: content/options/. */
export function getOptions(): Option[] {
  return loadCollections().Option.map((p) => p.doc).filter((o) => o.slug !== 'index');
}
/** Option page by slug ('index' = /option/). */
export function getOptionPage(slug: string): DocumentPage<Option> | null {
  return loadCollections().Option.find((p) => p.doc.slug === slug) ?? null;
}

/** Plan documents (index, home, mansion), ordered. Source: content/plans/. */
export function getPlans(): Plan[] {
  return loadCollections().Plan.map((p) => p.doc);
}
/** Plan page by slug ('index' = /plan/). */
export function getPlanPage(slug: string): DocumentPage<Plan> | null {
  return loadCollections().Plan.find((p) => p.doc.slug === slug) ?? null;
}

/** Service pages. Source: content/service/ (slugs may be nested: 'construction/home'). */
export function getServices(): Service[] {
  return loadCollections().Service.map((p) => p.doc);
}
export function getServicePage(slug: string): DocumentPage<Service> | null {
  return loadCollections().Service.find((p) => p.doc.slug === slug) ?? null;
}

/** Landing pages. Source: content/special/. */
export function getSpecials(): Special[] {
  return loadCollections().Special.map((p) => p.doc);
}
/** A landing page with the campaigns it features that are active at clock() (in its `campaigns` order). */
export function getSpecialPage(slug: string, clock: Clock = systemClock): (DocumentPage<Special> & { campaigns: Campaign[] }) | null {
  const page = loadCollections().Special.find((p) => p.doc.slug === slug);
  if (!page) return null;
  const active = new Map(getActiveCampaigns(clock).map((c) => [c.slug, c]));
  return { ...page, campaigns: page.doc.campaigns.flatMap((s) => active.get(s) ?? []) };
}

/** Set discounts (auスマートバリュー, 自宅セット割). Source: content/set-wari/. */
export function getSetWaris(): SetWari[] {
  return loadCollections().SetWari.map((p) => p.doc);
}
export function getSetWariPage(slug: string): DocumentPage<SetWari> | null {
  return loadCollections().SetWari.find((p) => p.doc.slug === slug) ?? null;
}

/**
 * Everything the fee simulation (lib/pricing) reads: every campaign (with its window, so
 * the engine judges the window at the application's instant itself), options, plans and set discounts. No bodies.
 */
export function getPricingCatalog(): { campaigns: Campaign[]; options: Option[]; plans: Plan[]; setWaris: SetWari[] } {
  return { campaigns: getAllCampaigns(), options: getOptions(), plans: getPlans(), setWaris: getSetWaris() };
}

