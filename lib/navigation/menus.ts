import type { IconName } from '@/components/ui/icon';

/**
 * A menu item (spec "Global header": to, text, icon, cols, md, isNest).
 * - to: internal path ending with '/'
 * - cols: grid columns (of 12) the button takes below md; md: columns from md up
 * - isNest: a sub-item, shown indented under the item before it
 */
export interface MenuItem {
  to: string;
  text: string;
  icon?: IconName;
  cols?: number;
  md?: number;
  isNest?: boolean;
}

/** A titled group of items (footer columns). */
export interface MenuGroup {
  title: string;
  items: readonly MenuItem[];
}

/** Header links (spec "Global header"), shown on desktop in the header row. */
export const headerMenu: readonly MenuItem[] = [
  { to: '/support/', text: '現在ご利用中の方の窓口', icon: 'support' },
  { to: '/area/', text: 'エリア検索', icon: 'search' },
  { to: '/campaign/', text: '特典一覧', icon: 'gift' },
  { to: '/apply/form/', text: '料金シミュレーション・お申し込み', icon: 'calculate' },
];

/** The desktop-only sub-header row (hasSubHeader). */
export const subHeaderMenu: readonly MenuItem[] = [
  { to: '/plan/', text: '料金プラン' },
  { to: '/plan/home/', text: '戸建て' },
  { to: '/plan/mansion/', text: 'マンション' },
  { to: '/option/', text: 'オプション' },
  { to: '/campaign/', text: 'キャンペーン' },
  { to: '/set-wari/smart-value/', text: 'セット割' },
  { to: '/service/construction/home/', text: '工事について' },
  { to: '/faq/', text: 'よくあるご質問' },
];

/** The drawer's menu button list (mobile, below md). cols of 12. */
export const drawerMenu: readonly MenuItem[] = [
  { to: '/area/', text: 'エリア検索', icon: 'search', cols: 6, md: 3 },
  {
    to: '/apply/form/',
    text: '料金シミュレーション・お申し込み',
    icon: 'calculate',
    cols: 6,
    md: 3,
  },
  { to: '/campaign/', text: '特典一覧', icon: 'gift', cols: 6, md: 3 },
  { to: '/support/', text: '現在ご利用中の方の窓口', icon: 'support', cols: 6, md: 3 },
  { to: '/plan/home/', text: '戸建てプラン', icon: 'home', cols: 6, md: 3 },
  { to: '/plan/mansion/', text: 'マンションプラン', icon: 'apartment', cols: 6, md: 3 },
];

/** The drawer's compact navigation list. */
export const drawerNavMenu: readonly MenuItem[] = [
  { to: '/plan/', text: '料金プラン' },
  { to: '/option/', text: 'オプションサービス' },
  { to: '/option/phone/', text: '光電話', isNest: true },
  { to: '/option/tv/', text: '光テレビ', isNest: true },
  { to: '/campaign/', text: 'キャンペーン' },
  { to: '/set-wari/smart-value/', text: 'auスマートバリュー' },
  { to: '/set-wari/zitaku-set-wari/', text: '自宅セット割' },
  { to: '/service/construction/home/', text: '工事について' },
  { to: '/transfer/', text: 'お引越し（移転）の方' },
  { to: '/faq/', text: 'よくあるご質問' },
  { to: '/contact/', text: 'ご相談予約・お問い合わせ' },
  { to: '/company/', text: '会社概要' },
];

/** PC footer, three columns. */
export const pcFooterMenu: readonly [MenuGroup, MenuGroup, MenuGroup] = [
  {
    title: 'サービス・料金',
    items: [
      { to: '/plan/', text: '料金プラン' },
      { to: '/plan/home/', text: '戸建てプラン', isNest: true },
      { to: '/plan/mansion/', text: 'マンションプラン', isNest: true },
      { to: '/option/', text: 'オプションサービス' },
      { to: '/set-wari/smart-value/', text: 'auスマートバリュー' },
      { to: '/set-wari/zitaku-set-wari/', text: '自宅セット割' },
      { to: '/service/netflix/', text: 'Netflix' },
    ],
  },
  {
    title: 'キャンペーン・お申し込み',
    items: [
      { to: '/campaign/', text: 'キャンペーン・特典一覧' },
      { to: '/area/', text: 'エリア検索' },
      { to: '/apply/form/', text: '料金シミュレーション・お申し込み' },
      { to: '/service/construction/home/', text: '工事について（戸建て）' },
      { to: '/service/construction/mansion/', text: '工事について（マンション）' },
      { to: '/service/caution-notes/', text: 'お申し込み時の注意事項' },
    ],
  },
  {
    title: 'サポート・会社情報',
    items: [
      { to: '/support/', text: '現在ご利用中の方の窓口' },
      { to: '/transfer/', text: 'お引越し（移転）のお手続き' },
      { to: '/service/cancellation/', text: '解約について' },
      { to: '/faq/', text: 'よくあるご質問' },
      { to: '/contact/', text: 'ご相談予約・お問い合わせ' },
      { to: '/company/', text: '会社概要' },
      { to: '/privacy/', text: 'プライバシーポリシー' },
    ],
  },
];

/** Mobile footer, one list. */
export const mobileFooterMenu: readonly MenuItem[] = [
  { to: '/plan/', text: '料金プラン' },
  { to: '/option/', text: 'オプションサービス' },
  { to: '/campaign/', text: 'キャンペーン・特典一覧' },
  { to: '/area/', text: 'エリア検索' },
  { to: '/support/', text: '現在ご利用中の方の窓口' },
  { to: '/faq/', text: 'よくあるご質問' },
  { to: '/contact/', text: 'ご相談予約・お問い合わせ' },
  { to: '/company/', text: '会社概要' },
  { to: '/privacy/', text: 'プライバシーポリシー' },
];

/** Links to the main pages shown on the error pages (spec "Error page"). */
export const errorPageMenu: readonly MenuItem[] = [
  { to: '/plan/', text: '料金プラン', icon: 'wifi' },
  { to: '/campaign/', text: 'キャンペーン・特典一覧', icon: 'gift' },
  { to: '/area/', text: 'エリア検索', icon: 'search' },
  { to: '/apply/form/', text: '料金シミュレーション・お申し込み', icon: 'calculate' },
  { to: '/support/', text: '現在ご利用中の方の窓口', icon: 'support' },
  { to: '/faq/', text: 'よくあるご質問', icon: 'help' },
];
