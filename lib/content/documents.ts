import 'server-only';
import {
  allCampaigns,
  allOptions,
  allPlans,
  allServices,
  allSpecials,
  allSetWaris,
} from 'contentlayer/generated';
import {
  COLLECTIONS,
  type Campaign,
  type CollectionName,
  type Computed,
  type Option,
  type Plan,
  type Service,
  type SetWari,
  type Special,
} from './schema';
import { validityWindow } from '../time';
import { byOrder } from './validity';

const META_KEYS = new Set(['_id', '_raw', 'type', 'body', 'slug', 'url', 'startsAt', 'endsAt']);

interface GeneratedDoc {
  _raw: { sourceFilePath: string };
  body: { code: string };
  slug: string;
  url: string;
  [key: string]: unknown;
}

/** A document's plain data (no body) and its compiled MDX, for the route that renders it. */
export interface DocumentPage<T> {
  doc: T;
  /** Compiled MDX (contentlayer body.code); pass only to components/content/mdx-content. */
  code: string;
}

function toPlain<T>(collection: CollectionName, raw: GeneratedDoc): { doc: T; code: string } {
  const frontmatter = Object.fromEntries(Object.entries(raw).filter(([k]) => !META_KEYS.has(k)));
  const parsed = COLLECTIONS[collection].schema.parse(frontmatter);
  const computed: Computed = {
    collection,
    slug: raw.slug,
    url: raw.url,
    sourcePath: `${COLLECTIONS[collection].dir}/${raw._raw.sourceFilePath.slice(COLLECTIONS[collection].dir.length + 1)}`,
  };
  return { doc: { ...parsed, ...computed } as T, code: raw.body.code };
}

function load<T extends { draft: boolean; order: number; slug: string }>(collection: CollectionName, docs: readonly unknown[], extend?: (d: T) => T) {
  const pages = (docs as GeneratedDoc[])
    .map((d) => toPlain<T>(collection, d))
    .map((p) => ({ ...p, doc: extend ? extend(p.doc) : p.doc }))
    .filter((p) => !p.doc.draft);
  pages.sort((a, b) => byOrder(a.doc, b.doc));
  return pages;
}

let cache: ReturnType<typeof build> | null = null;
function build() {
  return {
    Campaign: load<Campaign>('Campaign', allCampaigns, (c) => ({
      ...c,
      ...validityWindow(c.validFrom, c.validUntil),
    })),
    Option: load<Option>('Option', allOptions),
    Plan: load<Plan>('Plan', allPlans),
    Service: load<Service>('Service', allServices),
    Special: load<Special>('Special', allSpecials),
    SetWari: load<SetWari>('SetWari', allSetWaris),
  };
}

/** Every non-draft document of every collection, parsed with the zod schemas (defaults applied), ordered. */
export function loadCollections() {
  cache ??= build();
  return cache;
}
