import 'server-only';
import path from 'node:path';
import { checkContent, findInternalLinks, imageRefs } from '@/lib/content/check';
import {
  campaignStatusAt,
  formatJstDate,
  systemClock,
  validityWindow,
  type Clock,
} from '@/lib/time';
import { displayPath, frontmatterIssuesOf, parseDocument } from '@/lib/content/frontmatter';
import { fieldLabel, issueInJapanese } from '@/lib/content/issues-ja';
import { frontmatterProblemsJa } from './problems-ja';
import { COLLECTIONS, computeSlugAndUrl, type CollectionName } from '@/lib/content/schema';
import { cmsLocalRoot, collectionOfDir, readDraft, type DraftSource } from './cms';

/** One problem shown above a draft preview, in Japanese. */
export interface PreviewProblem {
  field: string;
  message: string;
}

/** What the preview page renders: the draft's data (defaults applied when valid), body source, problems, publication status. */
export interface DraftPreview {
  collection: CollectionName;
  title: string;
  /** Parsed frontmatter with computed slug/url (and startsAt/endsAt for campaigns); null while it has schema errors. */
  doc: (Record<string, unknown> & { collection: CollectionName }) | null;
  body: string;
  problems: PreviewProblem[];
  /** When a visitor would see the page, in Japanese (Japan time). */
  status: string;
  /** Campaigns: '開始 2030年6月1日（土） 0:00 〜 終了 2030年6月30日（日） 23:59（日本時間）'; else null. */
  period: string | null;
}

/**
 * Loads content/<dir>/<slug>.mdx from the draft source and checks it: the zod schema (Japanese
 * wording) and, in local mode, the content check of lib/content/check.ts (images, links, campaign
 * references) for this file. null when there is no such draft.
 */
export async function loadDraftPreview(
  dir: string,
  slug: string,
  source: DraftSource,
  clock: Clock = systemClock,
  imageStatus?: (src: string) => Promise<number | null>,
): Promise<DraftPreview | null> {
  const collection = collectionOfDir(dir);
  const text = collection && (await readDraft(source, dir, slug));
  if (!collection || text === null || text === undefined) return null;
  const relative = `${dir}/${slug}.mdx`;
  let raw;
  try {
    raw = parseDocument(relative, text);
  } catch (e) {
    return {
      collection,
      title: slug,
      doc: null,
      body: '',
      problems: [
        {
          field: 'フロントマター',
          message: `読めません（${(e as Error).message.split('\n')[0]}）`,
        },
      ],
      status: '',
      period: null,
    };
  }
  const problems: PreviewProblem[] = frontmatterProblemsJa(collection, raw.data);
  if (source.kind === 'local') problems.push(...(await checkProblems(relative, clock())));
  if (imageStatus)
    problems.push(...(await unreachableImages(raw.data, raw.body, imageStatus, problems)));
  const parsed = COLLECTIONS[collection].schema.safeParse(raw.data);
  const { url } = computeSlugAndUrl(collection, `${slug}.mdx`);
  let doc: DraftPreview['doc'] = null;
  let period: string | null = null;
  let status = raw.data.draft === true ? '下書き（公開されません）' : `公開されます（${url}）`;
  if (parsed.success) {
    const data = parsed.data as Record<string, unknown>;
    doc = { ...data, collection, slug, url, sourcePath: relative };
    if (collection === 'Campaign') {
      const from = String(data.validFrom);
      const until = typeof data.validUntil === 'string' ? data.validUntil : null;
      const window = validityWindow(from, until);
      doc = { ...doc, ...window };
      const when = campaignStatusAt(window, clock());
      period = `開始 ${formatJstDate(from)} 0:00 〜 ${until ? `終了 ${formatJstDate(until, 'end')} 23:59` : '終了日なし'}（日本時間）`;
      status =
        when === 'upcoming'
          ? `公開前: ${formatJstDate(from)} 0:00（日本時間）から ${url} に表示されます`
          : when === 'ended'
            ? `終了: ${formatJstDate(until!, 'end')} で終了しました（${url} は終了のお知らせになります）`
            : `公開中: ${url}${until ? `（${formatJstDate(until, 'end')} まで）` : ''}`;
      if (data.draft === true) status = `下書き（公開されません）／${status}`;
    }
  }
  return {
    collection,
    title: typeof raw.data.title === 'string' ? raw.data.title : slug,
    doc,
    body: raw.body,
    problems,
    status,
    period,
  };
}

/**
 * Images of the draft (frontmatter image references and body image links) that this server does
 * not serve (`imageStatus` answers the HTTP status of a path, null when it cannot tell): a file written after the build is
 * on disk, so the content check passes, but visitors get a 404 until the site is built again.
 * Problems already listed for the same field are not repeated.
 */
async function unreachableImages(
  data: Record<string, unknown>,
  body: string,
  imageStatus: (src: string) => Promise<number | null>,
  known: readonly PreviewProblem[],
): Promise<PreviewProblem[]> {
  const refs: [string, string][] = imageRefs(data)
    .filter(([, img]) => typeof img.src === 'string')
    .map(([field, img]) => [fieldLabel(field), img.src]);
  for (const l of findInternalLinks(body))
    if (l.link.startsWith('/images/')) refs.push([fieldLabel('body'), l.link]);
  const out: PreviewProblem[] = [];
  for (const [field, src] of refs) {
    if (known.some((p) => p.field.startsWith(field) && p.message.includes(src))) continue;
    const status = await imageStatus(src);
    if (status !== null && status !== 200)
      out.push({
        field,
        message: `画像 ${src} が表示されません（このサーバーの応答 ${status}）。新しい画像はサイトを再ビルドすると表示されます`,
      });
  }
  return out;
}

/** Content-check errors of one file of the local root, minus the schema errors (worded above in Japanese). */
async function checkProblems(relative: string, now: number): Promise<PreviewProblem[]> {
  const root = cmsLocalRoot();
  const contentDir = path.join(root, 'content');
  const report = await checkContent({
    contentDir,
    publicDir: path.join(root, 'public'),
    appDir: path.join(process.cwd(), 'app'),
    now,
  });
  const schemaIssues = new Set(
    frontmatterIssuesOf(contentDir, relative).map((i) => `${i.field}\n${i.message}`),
  );
  const file = displayPath(contentDir, relative);
  return report.errors
    .filter((i) => i.file === file && !schemaIssues.has(`${i.field}\n${i.message}`))
    .map(issueInJapanese);
}
