import 'server-only';
import { getAllCampaigns } from '@/lib/content';
import { listContentFiles, readDocument } from '@/lib/content/frontmatter';
import { COLLECTIONS, computeSlugAndUrl } from '@/lib/content/schema';
import { campaignStatusAt, isJstDateValue, validityWindow, type Clock } from '@/lib/time';

/** 公開前 / 公開中 / 終了 of a campaign at a time (Japan-time window), or 下書き. */
export type CampaignStateJa = '公開前' | '公開中' | '終了' | '下書き' | '日付の誤り';

/** One line of the editors' campaign list. */
export interface CampaignRow {
  slug: string;
  title: string;
  /** 'YYYY-MM-DD' (Japan time) as written; '' when missing. */
  validFrom: string;
  validUntil: string;
  state: CampaignStateJa;
  /** False when the running site was built from other dates, title or draft flag: it needs a build. */
  built: boolean;
}

const STATE_JA = { upcoming: '公開前', active: '公開中', ended: '終了' } as const;

/**
 * Every campaign file of `contentDir` (the CMS's local root) with its state at `clock()` in Japan
 * time (validityWindow of lib/time.ts: from 00:00 of 開始日 through the whole of 終了日) and whether
 * the running site's build holds the same title, dates and draft flag (lib/content getAllCampaigns).
 * The site judges the window on every request, so a campaign whose file is built starts and ends
 * on its dates without a new build; a changed date needs one. Ordered by 開始日, newest first.
 */
export function campaignRows(contentDir: string, clock: Clock): CampaignRow[] {
  const built = new Map(getAllCampaigns().map((c) => [c.slug, c]));
  const dir = COLLECTIONS.Campaign.dir;
  const rows: CampaignRow[] = [];
  for (const file of listContentFiles(contentDir)) {
    if (!file.startsWith(`${dir}/`)) continue;
    let doc;
    try {
      doc = readDocument(contentDir, file);
    } catch {
      continue;
    }
    const { slug } = computeSlugAndUrl('Campaign', doc.inner);
    const d = doc.data;
    const validFrom = typeof d.validFrom === 'string' ? d.validFrom : '';
    const validUntil = typeof d.validUntil === 'string' ? d.validUntil : '';
    const title = typeof d.title === 'string' ? d.title : slug;
    const draft = d.draft === true;
    const datesOk = isJstDateValue(validFrom) && (!validUntil || isJstDateValue(validUntil));
    const window = datesOk ? validityWindow(validFrom, validUntil || null) : null;
    const state: CampaignStateJa = draft
      ? '下書き'
      : window
        ? STATE_JA[campaignStatusAt(window, clock())]
        : '日付の誤り';
    const b = built.get(slug);
    rows.push({
      slug,
      title,
      validFrom,
      validUntil,
      state,
      built: draft
        ? !b
        : !!b &&
          !!window &&
          b.title === title &&
          b.startsAt === window.startsAt &&
          b.endsAt === window.endsAt,
    });
  }
  return rows.sort(
    (a, b) => b.validFrom.localeCompare(a.validFrom) || a.slug.localeCompare(b.slug),
  );
}
