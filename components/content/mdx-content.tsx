import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { Campaign, PriceItem } from '@/lib/content/schema';
import { Callout } from './callout';
import { CallToAction } from './call-to-action';
import { CampaignBanner } from './campaign-banner';
import { ConditionList } from './condition-list';
import { PriceTable } from './price-table';
import { ContentImage } from './content-image';
import { CONTACT_CENTER_HOURS } from '@/lib/site';

/** Any document from lib/content: `conditions` is a list of lines only on campaigns. */
export type DocLike = {
  collection: string;
  prices?: readonly PriceItem[];
  conditions?: unknown;
  howToReceive?: string;
  /** Plans and options: lines shown under the body as 「ご注意」. */
  notes?: readonly string[];
};

/** Extra MDX components a route binds for its documents (e.g. the plan pages' <PlanEstimate />). */
export type ExtraMdxComponents = Record<string, () => React.ReactNode>;

/**
 * Markdown tables scroll sideways on narrow screens instead of squeezing their columns; the
 * typography of headings, paragraphs, lists and tables is the `.content-body` CSS in app/globals.css.
 */
const PROSE = {
  table: (p: React.ComponentProps<'table'>) => (
    <div className="content-table-scroll" role="region" aria-label="表（横にスクロールできます）" tabIndex={0}>
      <table {...p} />
    </div>
  ),
};

/**
 * Renders a document's compiled MDX on the server with the content components bound to the
 * document's frontmatter: <PriceTable /> reads `prices`, <ConditionList /> reads `conditions`,
 * <CampaignBanner /> the campaign's banner, <HowToReceive /> `howToReceive`, <ContactCenterHours />
 * the contact centre's hours (lib/site.ts, the one place for that figure). Ships no client JS.
 */
export function MdxContent({ code, doc, extra }: { code: string; doc: DocLike; extra?: ExtraMdxComponents }) {
  const prices = doc.prices ?? [];
  const components = {
    ...PROSE,
    Callout,
    CallToAction,
    Image: ContentImage,
    PriceTable: ({ kind, keys, caption }: { kind?: PriceItem['kind']; keys?: string[]; caption?: string }) => (
      <PriceTable caption={caption} items={prices.filter((p) => (!kind || p.kind === kind) && (!keys || keys.includes(p.key)))} />
    ),
    ConditionList: ({ items }: { items?: string[] }) => <ConditionList items={items ?? (Array.isArray(doc.conditions) ? (doc.conditions as string[]) : [])} />,
    HowToReceive: () => (doc.howToReceive ? <p>{doc.howToReceive}</p> : null),
    ContactCenterHours: () => <span className="text-keep">{CONTACT_CENTER_HOURS}</span>,
    CampaignBanner: () => (doc.collection === 'Campaign' ? <CampaignBanner campaign={doc as unknown as Campaign} lcp /> : null),
    ...extra,
  };
  // Called as a function: the compiled MDX is a stateless function, and this is a server component.
  const body = getMDXComponent(code)({ components });
  return (
    <div className="content-body">
      {body}
      {doc.notes && doc.notes.length > 0 ? (
        <aside className="content-notes" aria-labelledby="content-notes-title">
          <h2 id="content-notes-title">ご注意</h2>
          <ul>
            {doc.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
