import { listContentFiles, readDocument } from '../../../lib/content/frontmatter';
import { computeSlugAndUrl } from '../../../lib/content/schema';
import { campaignStatusAt, systemClock, validityWindow } from '../../../lib/time';

/** A content document as the e2e specs visit it. */
export interface ContentDoc {
  /** Path below content/, e.g. campaigns/mesh.mdx. */
  file: string;
  /** Its route, with trailing slash (computeSlugAndUrl). */
  url: string;
  title: string;
  collection: string;
}

/**
 * The non-draft documents of content/ a visitor can open now: every one but the campaigns outside
 * their window (campaignStatusAt of lib/time.ts: upcoming or ended, Japan time). Read when the
 * spec file loads, so the tests follow the content.
 */
export const liveContentDocs: readonly ContentDoc[] = listContentFiles('content')
  .map((f) => readDocument('content', f))
  .filter((d) => d.collection && d.data.draft !== true)
  .filter(
    (d) =>
      d.collection !== 'Campaign' ||
      campaignStatusAt(
        validityWindow(
          String(d.data.validFrom),
          typeof d.data.validUntil === 'string' ? d.data.validUntil : null,
        ),
        systemClock(),
      ) === 'active',
  )
  .map((d) => ({
    file: d.file,
    url: computeSlugAndUrl(d.collection!, d.inner).url,
    title: String(d.data.title),
    collection: d.collection!,
  }));
