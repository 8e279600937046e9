import type { ContentIssue } from './validate';

/*
 * Plain-Japanese wording of content problems for editors (the CMS fields and the draft preview).
 * The content check (lib/content/check.ts) and the zod schemas (lib/content/schema.ts) word their
 * messages for the command line; this module names each field as the editor sees it and rewords
 * the messages. It is also loaded by the CMS editor in the browser, so it imports no zod locale
 * (lib/server/cms/problems-ja.ts uses zod's Japanese locale on the server).
 */

/** Japanese names of frontmatter keys (the labels of keystatic.config.ts). */
export const FIELD_LABELS: Record<string, string> = {
  title: 'タイトル',
  description: '説明文（meta description）',
  layout: 'レイアウト',
  order: '並び順',
  draft: '下書き',
  thumbnail: 'サムネイル画像',
  validFrom: '開始日',
  validUntil: '終了日',
  banner: 'バナー画像',
  summary: '概要',
  conditions: '適用条件',
  howToReceive: '特典の受け取り方法',
  plans: '対象プラン',
  buildingTypes: '対象の建物',
  requires: '追加の条件',
  campaignKey: '申込フォームでの特典の種類',
  group: '区分',
  policy: '方針',
  benefit: '特典',
  priceStatus: '金額の確認状況',
  badge: 'バッジ',
  flag: '申込フォームでのオプションの種類',
  category: 'カテゴリ',
  prices: '料金',
  notes: 'ご注意',
  includes: 'パックに含むオプション',
  buildingType: '建物の種類',
  tab: 'タブ画像',
  hero: 'メイン画像',
  cta: 'メインボタン',
  campaigns: '掲載するキャンペーン',
  carrier: '携帯会社',
  maxLines: '割引の最大回線数',
  excludes: '併用できないキャンペーン',
  src: '画像のパス',
  width: '幅',
  height: '高さ',
  alt: '代替テキスト',
  kind: '種類',
  amount: '金額',
  amountFrom: '金額の参照先',
  upTo: '「最大」の金額',
  months: '月数',
  fromMonth: '開始月',
  paidInMonth: '支払月',
  target: '対象',
  optionSlug: '対象オプション',
  includedInPrices: '料金に含まれている',
  key: 'キー',
  label: '表示名',
  href: 'リンク先',
  body: '本文',
};

/** 'benefit.excludes.0' -> '特典 > 併用できないキャンペーン > 1件目'; 'body (line 12)' -> '本文（12行目）'. */
export function fieldLabel(path: string): string {
  const line = /^body \(line (\d+)\)$/.exec(path);
  if (line) return `本文（${line[1]}行目）`;
  if (!path || path === '(frontmatter)') return 'フロントマター';
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `${Number(part) + 1}件目` : (FIELD_LABELS[part] ?? part)))
    .join(' > ');
}

const MESSAGES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^image not found: (\S+)/, (m) => `画像ファイルがありません（${m[1]}）。画像をアップロードしてください`],
  [/^declared (\d+)x(\d+) but (\S+) is (\d+)x(\d+)/, (m) => `幅と高さが画像と違います（指定 ${m[1]}×${m[2]}、${m[3]} は ${m[4]}×${m[5]}）`],
  [/^internal link '(.*)' must end with '\/'/, (m) => `サイト内リンク「${m[1]}」は / で終わらせてください`],
  [/^internal link '(.*)' points to no route/, (m) => `サイト内リンク「${m[1]}」の行き先のページがありません`],
  [/^file not found: (.*)/, (m) => `ファイルがありません（${m[1]}）`],
  [/^no campaign '(.*)' in/, (m) => `キャンペーン「${m[1]}」はありません`],
  [/is not the layout of .* documents: use '(.*)'/, (m) => `この種類の文書のレイアウトは「${m[1]}」です`],
  [/^must be on or after validFrom \((.*)\)/, (m) => `開始日（${m[1]}）と同じ日かそれより後の日付にしてください`],
  [/^expected 'YYYY-MM-DD'/, () => '日付は 2026-04-01 のように YYYY-MM-DD で書いてください（日本時間）'],
  [/^unknown layout/, () => 'レイアウトの値が正しくありません'],
  [/^required for kind '(.*?)'/, (m) => `種類が「${m[1]}」のときは必須です`],
  [/^required when target is 'option'/, () => '対象がオプションのときは必須です'],
  [/^duplicate price key '(.*)'/, (m) => `キー「${m[1]}」が重複しています`],
  [/^must be a path under \/images\//, () => '画像のパスは /images/ で始めてください'],
  [/^use letters, digits/, () => '半角英数字と . _ - + で書いてください'],
  [/^cannot parse: (.*)/s, (m) => `フロントマターが読めません（${m[1]!.split('\n')[0]}）`],
  [/^not inside a collection folder/, () => 'コレクションのフォルダーにありません'],
];

/** A content-check or schema message in plain Japanese (unknown English messages are kept, prefixed). */
export function japaneseMessage(message: string): string {
  for (const [re, to] of MESSAGES) {
    const m = re.exec(message);
    if (m) return to(m);
  }
  return /[ぁ-んァ-ン一-龥]/.test(message) ? message : `確認してください（${message}）`;
}

/** '<field in Japanese>: <message in Japanese>'. */
export function japaneseIssue(path: string, message: string, code?: string): string {
  const text = code === 'invalid_type' && /undefined/.test(message) ? '入力されていません（必須です）' : japaneseMessage(message);
  return path ? `${fieldLabel(path)}: ${text}` : text;
}

/** A content-check issue (lib/content/check.ts) for editors. */
export function issueInJapanese(issue: ContentIssue): { field: string; message: string } {
  return { field: fieldLabel(issue.field), message: japaneseMessage(issue.message) };
}
