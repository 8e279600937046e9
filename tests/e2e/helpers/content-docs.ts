import { listContentFiles, readDocument } from '../../../lib/content/frontmatter';
import { computeSlugAndUrl } from '../../../lib/content/schema';
import { validityWindow } from '../../../lib/time';

/** A content document as the e2e specs visit it. */
export interface ContentDoc {
  /** Path below content/, e.g. campaigns/mesh.mdx. */
  file: string;
  /** Its route, with trailing slash (computeSlugAndUrl). */
  url: string;
  title: string;
  collection: string;
  /** Campaigns only: its validity window (Japan time, lib/time.ts validityWindow) is over, or has not begun. */
  ended: boolean;
  upcoming: boolean;
}

/**
 * Every non-draft document of content/ with its route and, for campaigns, whether it is ended or
 * upcoming now (Japan time). Read when the spec file loads, so the tests follow the content.
 */
const contentDocs: readonly ContentDoc[] = listContentFiles('content')
  .map((f) => readDocument('content', f))
  .filter((d) => d.collection && d.data.draft !== true)
  .map((d) => {
    const { url } = computeSlugAndUrl(d.collection!, d.inner);
    const now = Date.now();
    const window =
      d.collection === 'Campaign'
        ? validityWindow(
            String(d.data.validFrom),
            typeof d.data.validUntil === 'string' ? d.data.validUntil : null,
          )
        : null;
    return {
      file: d.file,
      url,
      title: String(d.data.title),
      collection: d.collection!,
      ended: window !== null && window.endsAt !== null && now >= window.endsAt,
      upcoming: window !== null && now < window.startsAt,
    };
  });

/** The documents a visitor can open now: not ended, not upcoming. */
export const liveContentDocs: readonly ContentDoc[] = contentDocs.filter(
  (d) => !d.ended && !d.upcoming,
);
