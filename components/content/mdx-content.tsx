import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { Campaign, PriceItem } from '@/lib/content/schema';
import { Callout } from './callout';
import { CallToAction } from './call-to-action';
import { CampaignBanner } from './campaign-banner';
import { ConditionList } from './condition-list';
import { PriceTable } from './price-table';
import { ContentImage } from './content-image';

/** Any document from lib/content: `conditions` is a list of lines only on campaigns. */
export type DocLike = { collection: string; prices?: readonly PriceItem[]; conditions?: unknown; howToReceive?: string };

/** Typography of MDX bodies (Tailwind's preflight resets headings and lists). */
const PROSE = {
  h2: (p: React.ComponentProps<'h2'>) => <h2 className="mt-10 mb-3 border-l-4 border-red-600 pl-3 text-xl font-bold" {...p} />,
  h3: (p: React.ComponentProps<'h3'>) => <h3 className="mt-6 mb-2 text-lg font-bold" {...p} />,
  p: (p: React.ComponentProps<'p'>) => <p className="my-3 leading-relaxed" {...p} />,
  ul: (p: React.ComponentProps<'ul'>) => <ul className="my-3 list-disc space-y-1 pl-6" {...p} />,
  ol: (p: React.ComponentProps<'ol'>) => <ol className="my-3 list-decimal space-y-1 pl-6" {...p} />,
  a: (p: React.ComponentProps<'a'>) => <a className="text-blue-700 underline" {...p} />,
  table: (p: React.ComponentProps<'table'>) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:bg-gray-100 [&_th]:p-2" {...p} />
    </div>
  ),
};

/**
 * Renders a document's compiled MDX on the server with the content components bound to the
 * document's frontmatter: <PriceTable /> reads `prices`, <ConditionList /> reads `conditions`,
 * <CampaignBanner /> the campaign's banner, <HowToReceive /> `howToReceive`. Ships no client JS.
 */
export function MdxContent({ code, doc }: { code: string; doc: DocLike }) {
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
    HowToReceive: () => (doc.howToReceive ? <p className="my-3 leading-relaxed">{doc.howToReceive}</p> : null),
    CampaignBanner: () => (doc.collection === 'Campaign' ? <CampaignBanner campaign={doc as unknown as Campaign} lcp /> : null),
  };
  // Called as a function: the compiled MDX is a stateless function, and this is a server component.
  const body = getMDXComponent(code)({ components });
  return <div className="content-body">{body}</div>;
}
