/*
 * Japanese for the strings Keystatic's own screens write in English. Keystatic 0.6 takes a locale
 * (keystatic.config.ts `locale: 'ja-JP'`), but its dictionary covers only about 25 words (保存, 作成,
 * ブランチ …); the entry list, the entry page, its dialogs and the body editor write English
 * literals with no way to override them (upstream: Thinkmill/keystatic#401 "Improve Locale
 * support" and #1578 "`locale` only covers 27 strings", both open). Until it has one, the editor's page replaces these exact strings as they appear, so editors
 * read no English. Only whole strings listed here are replaced; content is never touched.
 */

/** English UI string of Keystatic (exact, trimmed) -> Japanese. */
export const UI_JA: Readonly<Record<string, string>> = {
  // Entry list
  Status: '状態',
  Slug: 'スラッグ',
  Name: '名前',
  Changed: '変更あり',
  Added: '追加',
  'No results': '見つかりません',
  'Empty collection': 'まだ何もありません',
  'Create the first entry': '最初の1件を作成',
  'Unable to load collection': '一覧を読み込めません',
  'Loading Entries': '読み込み中',
  Dashboard: 'ダッシュボード',
  // Entry page and its menu
  Unsaved: '未保存',
  'Entry created': '作成しました。サイトへの反映には再ビルドが必要です',
  'Entry pasted': '貼り付けました',
  'Entry not found.': '見つかりません。',
  'Not found': '見つかりません',
  'This page could not be found.': 'このページは見つかりません。',
  'Creating entry': '作成中',
  'Saving changes': '保存中',
  'Loading Item': '読み込み中',
  Preview: 'プレビュー',
  'Reset changes': '変更を元に戻す',
  Reset: '元に戻す',
  'Delete entry…': '削除…',
  'Delete entry': '削除',
  'Duplicate entry…': '複製…',
  'Copy entry': 'コピー',
  'Paste entry': '貼り付け',
  'Save and duplicate entry': '保存して複製',
  'You have unsaved changes. Save this entry to duplicate it.':
    '保存されていない変更があります。複製する前に保存してください。',
  'Are you sure? This action cannot be undone.': '削除してよいですか。元に戻せません。',
  'Entry not found in clipboard': 'クリップボードに項目がありません',
  'Failed to read clipboard': 'クリップボードを読めません',
  'Failed to paste because clipboard access was denied':
    'クリップボードを使えないため貼り付けできません',
  'More actions': 'その他の操作',
  Actions: '操作',
  Regenerate: '作り直す',
  // Fields, dialogs
  Add: '追加',
  'Add item': '追加',
  'Edit item': '編集',
  Edit: '編集',
  Done: '完了',
  Remove: '削除',
  Cancel: 'キャンセル',
  Insert: '挿入',
  Options: 'オプション',
  'Empty list': '空です',
  'Add the first item to see it here.': '追加するとここに表示されます。',
  'Contains invalid fields. Please edit.': '直す項目があります。編集してください。',
  'No items selected…': '選ばれていません…',
  'Choose file': 'ファイルを選ぶ',
  'Image details': '画像の詳細',
  'Alt text': '代替テキスト',
  Filename: 'ファイル名',
  'File name': 'ファイル名',
  'This text will be used by screen readers and search engines.':
    '画面の読み上げと検索エンジンが使う文です。',
  // Body editor: placeholder, insert menu ("/"), toolbar
  'Start writing or press "/" for commands…': '入力するか「/」で部品を挿入',
  'Start writing or press "/" for commands...': '入力するか「/」で部品を挿入',
  'No results…': '見つかりません…',
  Paragraph: '段落',
  'Heading 1': '見出し1',
  'Heading 2': '見出し2',
  'Heading 3': '見出し3',
  'Heading 4': '見出し4',
  'Heading 5': '見出し5',
  'Heading 6': '見出し6',
  'Use this for a top level heading': 'いちばん大きな見出し（ページの題はタイトル欄）',
  'Use this for key sections': '大きな区切りの見出し',
  'Use this for sub-sections': '小さな区切りの見出し',
  'Use this for deep headings': 'さらに細かい見出し',
  'Use this for grouping list items': '箇条書きをまとめる見出し',
  'Use this for low-level headings': 'いちばん小さな見出し',
  Blockquote: '引用',
  Quote: '引用',
  'Insert a quote or citation': '引用を挿入',
  Divider: '区切り線',
  'A horizontal line to separate content': '内容を区切る横線',
  'Code block': 'コード',
  'Display code with syntax highlighting': 'プログラムのコードを表示',
  'Bullet list': '箇条書き',
  'Bullet List': '箇条書き',
  'Insert an unordered list': '箇条書きを挿入',
  'Ordered list': '番号付きリスト',
  'Numbered list': '番号付きリスト',
  'Numbered List': '番号付きリスト',
  'Insert an ordered list': '番号付きリストを挿入',
  Table: '表',
  'Insert a table': '表を挿入',
  Image: '画像',
  'Insert an image': '画像を挿入',
  'Insert menu': '挿入メニュー',
  'Insert block': 'ブロックを挿入',
  Blocks: 'ブロック',
  'Text block': '段落の種類',
  'Text formatting': '文字の書式',
  'Formatting options': '書式',
  Lists: 'リスト',
  Link: 'リンク',
  Unlink: 'リンクを外す',
  Bold: '太字',
  Italic: '斜体',
  Strikethrough: '取り消し線',
  Code: 'コード',
  Underline: '下線',
  Subscript: '下付き',
  Superscript: '上付き',
  'Clear formatting': '書式を消す',
  'Text Alignment': '文字揃え',
  'Align Start': '左揃え',
  'Align Center': '中央揃え',
  'Align End': '右揃え',
  'Header row': '見出し行',
  'Cell options': 'セルの操作',
  'Insert row below': '下に行を挿入',
  'Insert column right': '右に列を挿入',
  'Delete row': '行を削除',
  'Delete column': '列を削除',
  // App shell
  theme: 'テーマ',
  regenerate: 'タイトルから作り直す',
  Resize: '幅を変える',
  'Open app navigation': 'メニューを開く',
  'User menu': 'ユーザーメニュー',
  Collections: 'コレクション',
  Singletons: 'シングルトン',
  Light: 'ライト',
  Dark: 'ダーク',
  System: 'システム',
};

/** Strings with a variable part: Keystatic's "Edit <component>" dialog title. */
const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Edit (.+)$/, (m) => `${m[1]}を編集`],
  [/^No items matching "(.*)" were found\.$/, (m) => `「${m[1]}」に合う項目はありません。`],
];

/** The Japanese of one of Keystatic's English UI strings, or null when it is not one. */
export function japaneseUiString(text: string): string | null {
  const key = text.trim();
  if (!key) return null;
  const exact = UI_JA[key];
  if (exact !== undefined) return text.replace(key, exact);
  for (const [re, to] of PATTERNS) {
    const m = re.exec(key);
    if (m) return text.replace(key, to(m));
  }
  return null;
}

const ATTRIBUTES = ['aria-label', 'placeholder', 'title'] as const;

/**
 * Whether `n` belongs to the document being edited rather than to Keystatic's UI: form inputs, and
 * the body editor's content except its placeholder (the component cards are contenteditable=false).
 */
function isContent(n: Node): boolean {
  const el = n.nodeType === Node.ELEMENT_NODE ? (n as Element) : n.parentElement;
  if (!el || el.closest('input, textarea')) return true;
  return (
    el.closest('[contenteditable]')?.getAttribute('contenteditable') === 'true' &&
    !el.closest('.ProseMirror-placeholder')
  );
}

function translateOne(n: Node): void {
  if (isContent(n)) return;
  if (n.nodeType === Node.TEXT_NODE) {
    const ja = n.nodeValue && japaneseUiString(n.nodeValue);
    if (ja) n.nodeValue = ja;
  } else if (n.nodeType === Node.ELEMENT_NODE)
    for (const name of ATTRIBUTES) {
      const v = (n as Element).getAttribute(name);
      const ja = v && japaneseUiString(v);
      if (ja) (n as Element).setAttribute(name, ja);
    }
}

/** Translates `node` and everything under it. */
function translateTree(node: Node): void {
  translateOne(node);
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) translateOne(n);
}

/**
 * Replaces Keystatic's English UI strings (UI_JA) under `root` now and whenever they appear
 * (text, aria-label, placeholder, title). What the editor types is left alone (isContent).
 * Returns the function that stops it.
 */
export function translateKeystaticUi(root: HTMLElement): () => void {
  translateTree(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'childList') r.addedNodes.forEach(translateTree);
      else translateOne(r.target);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...ATTRIBUTES],
  });
  return () => observer.disconnect();
}
