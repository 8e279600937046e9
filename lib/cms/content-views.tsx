import type { ReactNode } from 'react';

/*
 * How the body's components look inside the CMS editor (Keystatic's ContentView): the same shapes
 * and colours as the site's components (components/content/), drawn with inline styles because
 * the editor's page does not load the site's stylesheet. Components whose content comes from the
 * frontmatter (banner, conditions, prices) say what the page will show there.
 */

const note: React.CSSProperties = { fontSize: 12, color: '#52525b', margin: '4px 0 0' };

/** components/content/call-to-action.tsx: a red, rounded button with an optional note. */
export function CallToActionView({
  value,
}: {
  value: { href: string; label: string; note: string };
}) {
  return (
    <div style={{ textAlign: 'center', margin: '16px 0' }}>
      <span
        style={{
          display: 'inline-block',
          minWidth: 256,
          borderRadius: 9999,
          background: '#dc2626',
          color: '#fff',
          fontWeight: 700,
          padding: '16px 32px',
        }}
      >
        {value.label || 'ボタンの文字'}
      </span>
      <p style={note}>リンク先: {value.href || '（未入力）'}</p>
      {value.note ? <p style={note}>{value.note}</p> : null}
    </div>
  );
}

const CALLOUT_TONE = {
  info: { borderColor: '#7dd3fc', background: '#f0f9ff' },
  warning: { borderColor: '#fbbf24', background: '#fffbeb' },
  point: { borderColor: '#fda4af', background: '#fff1f2' },
} as const;

/** components/content/callout.tsx: a box with a coloured left border and an optional title. */
export function CalloutView({
  value,
  children,
}: {
  value: { type: string; title: string };
  children: ReactNode;
}) {
  const tone = CALLOUT_TONE[value.type as keyof typeof CALLOUT_TONE] ?? CALLOUT_TONE.info;
  return (
    <div
      style={{ ...tone, borderLeft: `4px solid ${tone.borderColor}`, borderRadius: 8, padding: 16 }}
    >
      {value.title ? <p style={{ fontWeight: 700, margin: '0 0 4px' }}>{value.title}</p> : null}
      <div style={{ fontSize: 14 }}>{children}</div>
    </div>
  );
}

/** components/content/condition-list.tsx: the conditions as a list (or the frontmatter's 適用条件). */
export function ConditionListView({ value }: { value: { items: readonly string[] } }) {
  if (value.items.length === 0)
    return <p style={note}>適用条件リスト: 右の「適用条件」の行がここに箇条書きで表示されます</p>;
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {value.items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** A component filled from the frontmatter: what the page shows in its place. */
function FromFrontmatterView({ text }: { text: string }) {
  return (
    <div
      style={{
        border: '1px dashed #a1a1aa',
        borderRadius: 8,
        padding: 12,
        fontSize: 13,
        color: '#3f3f46',
        textAlign: 'center',
      }}
    >
      {text}
    </div>
  );
}

/** components/content/campaign-banner.tsx: the banner image and the period. */
export function CampaignBannerView() {
  return (
    <FromFrontmatterView text="ここに右の「バナー画像」と「実施期間：開始日〜終了日」が表示されます" />
  );
}

/** The frontmatter's 特典の受け取り方法. */
export function HowToReceiveView() {
  return <FromFrontmatterView text="ここに右の「特典の受け取り方法」が表示されます" />;
}

/** components/content/price-table.tsx: the document's prices as a table. */
export function PriceTableView({ value }: { value: { caption: string } }) {
  return (
    <FromFrontmatterView
      text={`料金表${value.caption ? `「${value.caption}」` : ''}: この文書の「料金」の行が表で表示されます`}
    />
  );
}

/** The plan page's fee estimate. */
export function PlanEstimateView() {
  return <FromFrontmatterView text="ここにプランの料金の目安が表示されます" />;
}
