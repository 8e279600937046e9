import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { Campaign, PriceItem } from '@/lib/content/schema';
import { Callout } from './callout';
import { CallToAction } from './call-to-action';
import { CampaignBanner } from './campaign-banner';
import { ConditionList } from './condition-list';
import { PriceTable } from './price-table';
import { ContentImage } from './content-image';
import { FactText } from '@/components/content/placeholder-badge';
import { benefitMonthSpan } from '@/lib/pricing/from-content';
import { formatYen } from '@/lib/pricing/format';
import { OPERATOR_FACTS } from '@/lib/content/operator';
import { NewTabLink } from '@/components/ui/new-tab-link';

/** Any document from lib/content: `conditions` is a list of lines only on campaigns. */
export type DocLike = {
  collection: string;
  prices?: readonly PriceItem[];
  conditions?: unknown;
  howToReceive?: string;
  /** Plans and options: lines shown under the body as 「ご注意」. */
  notes?: readonly string[];
};

/** Whether `doc` is a campaign: lib/content hands out every document of that collection as a Campaign. */
function isCampaign(doc: DocLike): doc is DocLike & Campaign {
  return doc.collection === 'Campaign';
}

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
 * The MDX component map bound to a document's frontmatter: <PriceTable /> reads `prices`,
 * <ConditionList /> reads `conditions`, <CampaignBanner /> the campaign's banner, <HowToReceive />
 * `howToReceive` (an empty `items` / `keys` list, as the CMS may write it, means "not given"),
 * <ContactCenterHours /> the contact centre's hours (lib/site.ts, the one place for that figure).
 * The published pages (MdxContent, server-rendered, no client JS) and the editors' draft preview
 * use this one map.
 */
export function contentComponents(doc: DocLike, extra?: ExtraMdxComponents) {
  const prices = doc.prices ?? [];
  return {
    ...PROSE,
    Callout,
    CallToAction,
    Image: ContentImage,
    PriceTable: ({ kind, keys, caption }: { kind?: PriceItem['kind']; keys?: string[]; caption?: string }) => (
      <PriceTable caption={caption} items={prices.filter((p) => (!kind || p.kind === kind) && (!keys || keys.length === 0 || keys.includes(p.key)))} />
    ),
    ConditionList: ({ items }: { items?: string[] }) => <ConditionList items={items && items.length > 0 ? items : Array.isArray(doc.conditions) ? (doc.conditions as string[]) : []} />,
    HowToReceive: () => (doc.howToReceive ? <p>{doc.howToReceive}</p> : null),
    ContactCenterHours: () => (
      <span className="text-keep">
        <FactText fact={OPERATOR_FACTS.supportDesk.hours} />
      </span>
    ),
    BenefitPeriod: () => <BenefitPeriod doc={doc} />,
    CampaignBanner: () => (isCampaign(doc) ? <CampaignBanner campaign={doc} lcp /> : null),
    ...extra,
  };
}

/** The body frame (typography of `.content-body`) and the document's 「ご注意」 notes under it. */
export function ContentBody({ doc, children }: { doc: DocLike; children: React.ReactNode }) {
  return (
    <div className="content-body">
      {children}
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

/**
 * Renders a document's compiled MDX (contentlayer body.code) on the server with contentComponents.
 * Ships no client JS. `linksInNewTab`: the body's links open in a new tab (NewTabLink; a document
 * shown inside the application wizard).
 */
export function MdxContent({ code, doc, extra, linksInNewTab = false }: { code: string; doc: DocLike; extra?: ExtraMdxComponents; linksInNewTab?: boolean }) {
  // Called as a function: the compiled MDX is a stateless function, and this is a server component.
  const components = { ...contentComponents(doc, extra), ...(linksInNewTab ? { a: NewTabLink } : {}) };
  const body = getMDXComponent(code)({ components });
  return <ContentBody doc={doc}>{body}</ContentBody>;
}

/**
 * A monthly campaign's period in words from its `benefit` (benefitMonthSpan of
 * lib/pricing/from-content.ts, the rule the fee simulation uses): 「1〜12か月目は光ネットの月額料金が
 * 980円、13か月目からは通常の月額料金です。」. Nothing for other benefits.
 */
function BenefitPeriod({ doc }: { doc: DocLike }) {
  const b = (doc as { benefit?: { kind: string; amount: number; fromMonth?: number; months?: number } }).benefit;
  if (!b || (b.kind !== 'fixedMonthlyPrice' && b.kind !== 'monthlyDiscount')) return null;
  const { from, to } = benefitMonthSpan({ fromMonth: b.fromMonth ?? 1, months: b.months });
  const what = b.kind === 'fixedMonthlyPrice' ? `月額料金が${formatYen(b.amount)}` : `月額料金から${formatYen(b.amount)}割引`;
  return (
    <span data-benefit-period>
      {from === to ? `${from}か月目` : `${from}〜${to}か月目`}は{what}、{to + 1}か月目からは通常の月額料金です。
    </span>
  );
}
