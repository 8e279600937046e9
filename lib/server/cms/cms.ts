import 'server-only';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeImageCatalogue } from '@/lib/content/images';
import { cmsStorage } from '@/lib/cms/storage';
import { frontmatterProblemsJa } from './problems-ja';
import { listContentFiles, parseDocument, readDocument } from '@/lib/content/frontmatter';
import { findInternalLinks, imageRefs, internalLinkIssues, routeTable } from '@/lib/content/check';
import { issueInJapanese } from '@/lib/content/issues-ja';
import { COLLECTIONS, computeSlugAndUrl, type CollectionName } from '@/lib/content/schema';

export { isCmsEnabled } from './enabled';

/*
 * The editors' CMS on the server: whether it is on, where local mode reads and writes, and what a
 * local save must pass before it is written. Keystatic itself is mounted in app/(keystatic)/.
 */

/** 'github' when NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO ('owner/name') is set, else 'local' (lib/cms/storage.ts). */
export function cmsStorageKind(): 'local' | 'github' {
  return cmsStorage(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO).kind;
}

/**
 * The repository root local mode reads and writes (content/ and public/images/ below it):
 * KEYSTATIC_LOCAL_DIR, else the working directory. Tests point it at a temporary copy.
 */
export function cmsLocalRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.KEYSTATIC_LOCAL_DIR ?? process.cwd());
}

/** The collection of a collection folder name ('campaigns' -> Campaign), or null. */
export function collectionOfDir(dir: string): CollectionName | null {
  return (
    (Object.keys(COLLECTIONS) as CollectionName[]).find((n) => COLLECTIONS[n].dir === dir) ?? null
  );
}

/** One file of a Keystatic save (path from the repository root, contents). */
export interface SavedFile {
  path: string;
  contents: Uint8Array;
}

/** Where the save-time checks read the site: the local root's content/ and public/, and app/ for its pages. */
export interface SaveSite {
  root: string;
  appDir: string;
}

/**
 * Problems that refuse a save, in Japanese ('<field>: <reason>', the field as the editor sees it):
 * every MDX document written under content/ must pass its collection's zod schema
 * (lib/content/schema.ts), including the rules that span fields (終了日 not before 開始日, a
 * benefit's months / paidInMonth / optionSlug), which Keystatic's per-field checks cannot see; its
 * images must exist (in the save or under public/); its internal links (body and メインボタン) must
 * lead to a page of the route table, the same check as `npm run content:check`
 * (lib/content/check.ts routeTable, internalLinkIssues); and no file may be an SVG (an image that
 * can carry a script, served from our own origin) by name or by content (isMarkup).
 */
export function saveProblems(
  files: readonly SavedFile[],
  site: SaveSite = { root: cmsLocalRoot(), appDir: path.join(process.cwd(), 'app') },
): string[] {
  const problems: string[] = [];
  const saved = new Set(files.map((f) => f.path));
  const inPublic = (publicPath: string) =>
    saved.has(`public${publicPath}`) ||
    fsSync.existsSync(path.join(site.root, 'public', publicPath));
  let routes: Set<string> | null = null;
  for (const f of files) {
    if (!f.path.endsWith('.mdx') && (/\.svgz?$/i.test(f.path) || isMarkup(f.contents))) {
      problems.push(
        `${f.path}: SVG などのマークアップはアップロードできません（PNG・JPEG・WebP の画像を使ってください）`,
      );
      continue;
    }
    const m = /^content\/(.+\.mdx)$/.exec(f.path);
    if (!m) continue;
    const relative = m[1]!;
    const text = new TextDecoder().decode(f.contents);
    let doc;
    try {
      doc = parseDocument(relative, text);
    } catch (e) {
      problems.push(
        `${relative}: フロントマターが読めません（${(e as Error).message.split('\n')[0]}）`,
      );
      continue;
    }
    if (!doc.collection) continue;
    for (const p of frontmatterProblemsJa(doc.collection, doc.data))
      problems.push(`${p.field}: ${p.message}`);
    const issues: { field: string; message: string }[] = [];
    for (const [field, img] of imageRefs(doc.data))
      if (typeof img.src === 'string' && !inPublic(img.src))
        issues.push({ field, message: `image not found: ${img.src}` });
    routes ??= routeTable(
      listContentFiles(path.join(site.root, 'content')).map((r) => {
        try {
          return readDocument(path.join(site.root, 'content'), r);
        } catch {
          return null;
        }
      }),
      site.appDir,
    );
    // The saved document's own page counts (a link to itself), whatever the tree holds.
    const own = doc.data.draft === true ? [] : [computeSlugAndUrl(doc.collection, doc.inner).url];
    const bodyStart = text.slice(0, text.length - doc.body.length).split('\n').length - 1;
    const links: [string, string][] = findInternalLinks(doc.body).map((l) => [
      `body (line ${l.line + bodyStart})`,
      l.link,
    ]);
    const cta = doc.data.cta as { href?: unknown } | undefined;
    if (typeof cta?.href === 'string' && cta.href.startsWith('/'))
      links.push(['cta.href', cta.href]);
    issues.push(...internalLinkIssues(links, new Set([...routes, ...own]), inPublic));
    for (const i of issues) {
      const ja = issueInJapanese({ ...i, file: relative, severity: 'error' });
      problems.push(`${ja.field}: ${ja.message}`);
    }
  }
  return problems;
}

/** Whether `contents` is markup (SVG, XML, HTML): its first non-space character is '<'. */
function isMarkup(contents: Uint8Array): boolean {
  const head = new TextDecoder().decode(contents.subarray(0, 256)).replace(/^\uFEFF/, '');
  return head.trimStart().startsWith('<');
}

/** After a local save that wrote images: regenerate public/images/catalogue.json of the local root. */
export async function afterLocalSave(files: readonly SavedFile[]): Promise<void> {
  if (!files.some((f) => f.path.startsWith('public/images/'))) return;
  await writeImageCatalogue(path.join(cmsLocalRoot(), 'public'));
}

/** Where a draft document is read from: the local root's working tree or a GitHub branch. */
export type DraftSource =
  { kind: 'local' } | { kind: 'github'; repo: string; branch: string; token: string };

/**
 * The text of content/<dir>/<slug>.mdx from the draft source, or null when there is none.
 * GitHub mode reads the branch with the editor's own GitHub token (Keystatic's sign-in cookie),
 * so an editor sees only what GitHub lets them see.
 */
export async function readDraft(
  source: DraftSource,
  dir: string,
  slug: string,
): Promise<string | null> {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(slug) || !collectionOfDir(dir)) return null;
  const file = `content/${dir}/${slug}.mdx`;
  if (source.kind === 'local') {
    try {
      return await fs.readFile(path.join(cmsLocalRoot(), file), 'utf8');
    } catch {
      return null;
    }
  }
  const url = `https://api.github.com/repos/${source.repo}/contents/${file}?ref=${encodeURIComponent(source.branch)}`;
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${source.token}`, Accept: 'application/vnd.github.raw+json' },
    cache: 'no-store',
  });
  return res.ok ? await res.text() : null;
}
