/** Route-group layouts of spec section 2 (one app/(site)/(<layout>)/layout.tsx each). */
export type LayoutName =
  'default' | 'minimum' | 'apply' | 'campaign' | 'option' | 'set-wari' | 'simulation';

/** Which helper's branch provides the page (see the contracts in the team brief). */
export type RouteOwner = 'shell' | 'content';

export interface SiteRoute {
  /** Path with trailing slash. */
  path: string;
  layout: LayoutName;
  owner: RouteOwner;
  /** Japanese name of the page (for the sitemap and tests). */
  name: string;
}

const r = (path: string, layout: LayoutName, owner: RouteOwner, name: string): SiteRoute => ({
  path,
  layout,
  owner,
  name,
});

const OPTION_SLUGS = [
  ['tv', '光テレビ'],
  ['dazn', 'DAZN'],
  ['phone', '光電話'],
  ['video', '動画サービス'],
  ['gigazo', 'ギガぞう'],
  ['mesh-wifi', 'メッシュWi-Fi'],
  ['w-support', 'Wサポート'],
  ['smart-home', 'スマートホーム'],
  ['gaming-custom', 'ゲーミングカスタム'],
  ['security-pack', 'セキュリティパック'],
  ['waribiki-pack', '割引パック'],
  ['anshin-support', '安心サポートPlus'],
  ['repair-support', '修理サポート'],
  ['kurashi-support', 'くらしサポート'],
] as const;

const CAMPAIGN_SLUGS = [
  'mesh',
  'phone',
  'video',
  'change',
  'entame',
  'router',
  'antenna',
  'original',
  'au-coupon',
  'cash-back',
  'cash-back-2',
  'start-wari',
  'giga-triple',
  'construction',
  'fast-connect',
  'initial-cost',
  'one-year-980',
  'one-year-wari',
  'web-cash-back',
] as const;

/**
 * Every route of spec section 2 with its layout (a route without a layout in the spec uses
 * 'default'; options use 'option' unless noted). Used by the e2e route test and the sitemap.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  r('/', 'default', 'shell', 'トップ'),
  r('/faq/', 'default', 'shell', 'よくあるご質問'),
  r('/company/', 'default', 'shell', '会社概要'),
  r('/contact/', 'default', 'shell', 'ご相談予約・お問い合わせ'),
  r('/privacy/', 'default', 'shell', 'プライバシーポリシー'),
  r('/support/', 'default', 'shell', '現在ご利用中の方の窓口'),
  r('/transfer/', 'apply', 'shell', 'お引越し（移転）のお申し込み'),
  r('/area/', 'default', 'shell', 'エリア検索'),
  r('/area/home/', 'apply', 'shell', 'エリア検索（ご住所の入力）'),
  r('/plan/', 'default', 'content', '料金プラン'),
  r('/plan/home/', 'default', 'content', '戸建てプラン'),
  r('/plan/mansion/', 'default', 'content', 'マンションプラン'),
  r('/apply/area/', 'apply', 'shell', 'お申し込み：提供エリアの確認'),
  r('/apply/form/', 'simulation', 'shell', '料金シミュレーション・お申し込み'),
  r('/apply/form2/', 'apply', 'shell', 'お申し込み：ご契約者情報'),
  r('/apply/form3/', 'apply', 'shell', 'お申し込み：お支払い・工事'),
  r('/apply/terms/', 'apply', 'shell', 'お申し込み：重要事項の確認'),
  r('/apply/completed/', 'apply', 'shell', 'お申し込み完了'),
  r('/option/', 'option', 'content', 'オプションサービス'),
  ...OPTION_SLUGS.map(([slug, name]) => r(`/option/${slug}/`, 'option', 'content', name)),
  r('/option/apply/', 'apply', 'shell', 'オプションのお申し込み'),
  r('/campaign/', 'campaign', 'content', 'キャンペーン・特典一覧'),
  ...CAMPAIGN_SLUGS.map((slug) =>
    r(`/campaign/${slug}/`, 'campaign', 'content', `キャンペーン ${slug}`),
  ),
  r('/set-wari/smart-value/', 'set-wari', 'content', 'auスマートバリュー'),
  r('/set-wari/zitaku-set-wari/', 'set-wari', 'content', '自宅セット割'),
  r('/service/netflix/', 'default', 'content', 'Netflix'),
  r('/service/cancellation/', 'default', 'content', '解約について'),
  r('/service/caution-notes/', 'default', 'content', 'お申し込み時の注意事項'),
  r('/service/construction/home/', 'default', 'content', '戸建ての工事について'),
  r('/service/construction/mansion/', 'default', 'content', 'マンションの工事について'),
  r('/special/lp2/', 'default', 'content', 'かんたんお申し込み'),
  r('/special/apartment/', 'default', 'content', 'マンションへお引越しの方へ'),
  r('/special/shinchiku/', 'default', 'content', '新築へお引越しの方へ'),
];
