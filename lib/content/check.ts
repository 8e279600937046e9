import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { frontmatterIssuesOf, listContentFiles, readDocument, displayPath, type RawDocument } from './frontmatter';
import { COLLECTION_LAYOUT, COLLECTIONS, computeSlugAndUrl, type ImageRef, type PriceItem } from './schema';
import { SITE_ROUTES } from './site-routes';
import { campaignStatusAt, validityWindow } from '../time';
import type { ContentIssue } from './validate';
import { asIssue, documentFindings, factFindings, textFindings } from './launch-gate';
import { operatorFactsSchema } from './operator-schema';


export interface CheckOptions {
  contentDir: string;
  publicDir: string;
  /** app/ directory scanned for static routes (page files outside dynamic segments); optional. */
  appDir?: string;
  /** Instant for "expired" (epoch ms). */
  now: number;
  /**
   * 'production' makes every launch-gate finding (lib/content/launch-gate.ts) an error; 'staging'
   * (the default) lists them as warnings.
   */
  stage?: 'production' | 'staging';
}

export interface CheckReport {
  errors: ContentIssue[];
  warnings: ContentIssue[];
  /** 'file: key (label) amount' lines for every placeholder figure. */
  placeholders: string[];
  /** Campaigns whose validUntil has passed: candidates for removal. */
  expired: string[];
  documents: number;
}

/** Static routes of app/: directories holding page.tsx, route groups removed, dynamic segments skipped. */
export function scanAppRoutes(appDir: string): string[] {
  if (!fs.existsSync(appDir)) return [];
  const routes: string[] = [];
  for (const f of fs.readdirSync(appDir, { recursive: true }) as string[]) {
    const parts = f.split(path.sep);
    if (!/^page\.(tsx|ts|jsx|js|mdx)$/.test(parts.at(-1) ?? '')) continue;
    const segs = parts.slice(0, -1).filter((s) => !/^\(.*\)$/.test(s));
    if (segs.some((s) => s.startsWith('[') || s.startsWith('_') || s.startsWith('@'))) continue;
    routes.push(segs.length ? `/${segs.join('/')}/` : '/');
  }
  return routes;
}

const LINK_PATTERNS = [/\]\((\/[^)\s]*)\)/g, /href=["'](\/[^"']*)["']/g, /href=\{["'](\/[^"']*)["']\}/g];

/** Internal links (starting with '/') in an MDX body, with their 1-based line in the body. */
export function findInternalLinks(body: string): { link: string; line: number }[] {
  const links: { link: string; line: number }[] = [];
  for (const re of LINK_PATTERNS)
    for (const m of body.matchAll(re)) links.push({ link: m[1]!, line: body.slice(0, m.index).split('\n').length });
  return links.sort((a, b) => a.line - b.line);
}

/**
 * The route table internal links are checked against: the spec's shell routes (SITE_ROUTES), the
 * static pages of `appDir` when given, and the URL of every document that is not a draft.
 * `docs` are read documents (null for one that cannot be read).
 */
export function routeTable(docs: readonly (Pick<RawDocument, 'collection' | 'inner' | 'data'> | null)[], appDir?: string): Set<string> {
  const routes = new Set<string>([...SITE_ROUTES.map((r) => r.path), ...(appDir ? scanAppRoutes(appDir) : [])]);
  for (const d of docs) if (d?.collection && d.data.draft !== true) routes.add(computeSlugAndUrl(d.collection, d.inner).url);
  return routes;
}

/**
 * Problems of internal links (`[field, link]` pairs, links starting with '/'): a page link must end
 * with '/' and be in `routes` (routeTable); a file link under /images/ must exist (`fileExists`
 * gets the path under public/). Messages as the content check words them (issues-ja.ts rewords).
 */
export function internalLinkIssues(links: readonly [string, string][], routes: ReadonlySet<string>, fileExists: (publicPath: string) => boolean): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const [field, link] of links) {
    const pathname = link.split(/[?#]/)[0]!;
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      if (pathname.startsWith('/images/') && !fileExists(pathname)) out.push({ field, message: `file not found: ${link}` });
      continue;
    }
    if (!pathname.endsWith('/')) out.push({ field, message: `internal link '${link}' must end with '/' (write '${pathname}/${link.slice(pathname.length)}')` });
    else if (!routes.has(pathname)) out.push({ field, message: `internal link '${link}' points to no route (no page or document for ${pathname})` });
  }
  return out;
}

/** The image references of a document's frontmatter, by key. */
export function imageRefs(data: Record<string, unknown>): [string, ImageRef][] {
  return (['banner', 'thumbnail', 'tab', 'hero'] as const)
    .filter((k) => data[k] && typeof data[k] === 'object')
    .map((k) => [k, data[k] as ImageRef]);
}

/**
 * The editor's check: schema, dates in order, images exist with the declared size,
 * internal links exist and end with '/', layouts known and matching the collection's route group,
 * `excludes` naming real campaigns; lists placeholder prices and expired campaigns.
 * Every issue names the file (as a path from the working directory) and the field.
 */
export async function checkContent(options: CheckOptions): Promise<CheckReport> {
  const { contentDir, publicDir, now } = options;
  const files = listContentFiles(contentDir);
  const errors: ContentIssue[] = [];
  const warnings: ContentIssue[] = [];
  const placeholders: string[] = [];
  const expired: string[] = [];
  const docs = files.map((f) => ({ relative: f, file: displayPath(contentDir, f), raw: safeRead(contentDir, f) }));
  const stage = options.stage ?? 'staging';

  const factsFile = path.join(contentDir, 'site', 'operator.json');
  if (fs.existsSync(factsFile)) {
    const shown = displayPath(contentDir, 'site/operator.json');
    const text = fs.readFileSync(factsFile, 'utf8');
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch (e) {
      errors.push({ file: shown, field: '(json)', message: (e as Error).message, severity: 'error' });
    }
    const parsed = json === null ? null : operatorFactsSchema.safeParse(json);
    if (parsed && !parsed.success)
      for (const i of parsed.error.issues)
        errors.push({ file: shown, field: i.path.map(String).join('.'), message: i.message, severity: 'error' });
    if (parsed?.success) {
      const facts = factFindings(shown, text, parsed.data);
      (stage === 'production' ? errors : warnings).push(...facts.map((f) => asIssue(f, stage)));
      placeholders.push(...facts.map((f) => `${f.file}:${f.line}: ${f.message}`));
    }
  }

  const routes = routeTable(docs.map((d) => d.raw), options.appDir);
  const campaignSlugs = new Set<string>();
  for (const d of docs) {
    if (d.raw?.collection === 'Campaign') campaignSlugs.add(computeSlugAndUrl(d.raw.collection, d.raw.inner).slug);
  }

  for (const d of docs) {
    const fmIssues = frontmatterIssuesOf(contentDir, d.relative);
    errors.push(...fmIssues);
    const raw = d.raw;
    if (!raw?.collection) continue;
    const data = raw.data;
    const issue = (field: string, message: string, severity: 'error' | 'warning' = 'error') =>
      (severity === 'error' ? errors : warnings).push({ file: d.file, field, message, severity });

    const expected = COLLECTION_LAYOUT[raw.collection];
    if (typeof data.layout === 'string' && data.layout !== expected && !fmIssues.some((i) => i.field === 'layout'))
      issue('layout', `'${data.layout}' is not the layout of ${COLLECTIONS[raw.collection].dir}/ documents: use '${expected}'`);

    for (const [field, img] of imageRefs(data)) {
      if (typeof img.src !== 'string') continue;
      const file = path.join(publicDir, img.src);
      if (!fs.existsSync(file)) {
        issue(`${field}.src`, `image not found: ${path.join(publicDir, img.src).split(path.sep).join('/')} (add the file or run npm run content:banners)`);
        continue;
      }
      const meta = await sharp(file).metadata();
      if (meta.width !== img.width || meta.height !== img.height)
        issue(`${field}.width`, `declared ${img.width}x${img.height} but ${img.src} is ${meta.width}x${meta.height}`);
    }

    const bodyStart = frontmatterLineCount(contentDir, d.relative);
    const links: [string, string][] = findInternalLinks(raw.body).map((l) => [`body (line ${l.line + bodyStart})`, l.link]);
    const cta = data.cta as { href?: unknown } | undefined;
    if (cta && typeof cta.href === 'string' && cta.href.startsWith('/')) links.push(['cta.href', cta.href]);
    for (const p of internalLinkIssues(links, routes, (f) => fs.existsSync(path.join(publicDir, f)))) issue(p.field, p.message);

    const benefit = data.benefit as { excludes?: unknown } | undefined;
    if (benefit && Array.isArray(benefit.excludes))
      benefit.excludes.forEach((s, i) => {
        if (!campaignSlugs.has(String(s))) issue(`benefit.excludes.${i}`, `no campaign '${String(s)}' in ${COLLECTIONS.Campaign.dir}/`);
      });
    for (const key of ['excludes', 'campaigns'] as const) {
      if (raw.collection === 'Campaign' || !Array.isArray(data[key])) continue;
      (data[key] as unknown[]).forEach((s, i) => {
        if (!campaignSlugs.has(String(s))) issue(`${key}.${i}`, `no campaign '${String(s)}' in ${COLLECTIONS.Campaign.dir}/`);
      });
    }

    const text = fs.readFileSync(path.join(contentDir, d.relative), 'utf8');
    for (const f of [...textFindings(d.file, text), ...documentFindings(d.file, text, raw.collection, data, raw.body)])
      (stage === 'production' ? errors : warnings).push(asIssue(f, stage));

    if (data.priceStatus === 'placeholder') placeholders.push(`${d.file}: priceStatus placeholder (${String(data.title)})`);
    const prices = Array.isArray(data.prices) ? (data.prices as Partial<PriceItem>[]) : [];
    for (const p of prices)
      if (p.priceStatus === 'placeholder') placeholders.push(`${d.file}: prices ${p.key} (${p.label}) ${p.amount}円`);

    if (raw.collection === 'Campaign' && fmIssues.length === 0 && typeof data.validFrom === 'string') {
      const window = validityWindow(data.validFrom, typeof data.validUntil === 'string' ? data.validUntil : null);
      if (campaignStatusAt(window, now) === 'ended') expired.push(`${d.file}: ended (validUntil ${String(data.validUntil)}), remove it when no longer linked`);
    }
  }
  return { errors, warnings, placeholders, expired, documents: files.length };
}

/** Number of lines the frontmatter block (with its fences) takes, so body lines map to file lines. */
function frontmatterLineCount(contentDir: string, relative: string): number {
  const text = fs.readFileSync(path.join(contentDir, relative), 'utf8');
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return m ? m[0].split('\n').length - 1 : 0;
}

function safeRead(contentDir: string, file: string) {
  try {
    return readDocument(contentDir, file);
  } catch {
    return null;
  }
}
