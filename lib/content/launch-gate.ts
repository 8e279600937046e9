import type { OperatorFacts } from './operator';
import { placeholderFacts } from './operator';
import type { ContentIssue } from './validate';

/*
 * The launch gate of content:check: what a visitor must never be told as final. In staging (the
 * default) each finding is a warning, so editors see the list; with SITE_STAGE=production each is
 * an error and the check fails. Every finding names file:line and its rule.
 *
 * Editors' notes belong in the never-rendered frontmatter key `editorNote` (of a price line) or
 * `editorNotes` (of a document): the text rules skip those lines.
 */

/** The rule names printed with each finding. */
export type LaunchRule =
  | 'placeholder-fact'
  | 'placeholder-price'
  | 'planned'
  | 'provisional'
  | 'preparing'
  | 'unconfirmed'
  | 'tax-exclusive'
  | 'editor-note'
  | 'half-width-punctuation'
  | 'spelling'
  | 'empty-page'
  | 'campaign-amount-unset';

/**
 * Product names written another way than their own page's (content/options/gigazo.mdx:
 * 「ギガぞう」). The launch gate reads content with it; tests/unit/content/spelling.test.ts the
 * site's code (labels, e-mails, the back office).
 */
export const MISSPELLED_PRODUCT_NAME = /ギガゾウ/;

/** Words a visitor must not read in a page's text, with their rule and the editor's remedy. */
const TEXT_RULES: readonly { rule: LaunchRule; re: RegExp; message: string }[] = [
  {
    rule: 'planned',
    re: /[(（]予定[)）]/,
    message:
      '「(予定)」: a figure that is not final is marked `priceStatus: placeholder` (the page shows 「参考価格（確定前）」)',
  },
  {
    // 仮判定 (the area check's own word for a provisional result) is what the visitor is told.
    rule: 'provisional',
    re: /仮(?!判定|想)/,
    message: '「仮」: an editor\'s note; move it to `editorNote` and mark the figure `priceStatus: placeholder`',
  },
  { rule: 'preparing', re: /準備中/, message: '「準備中」: write what is offered, or leave the page out' },
  { rule: 'unconfirmed', re: /未確認/, message: '「未確認」: an editor\'s note; move it to `editorNote`' },
  {
    rule: 'tax-exclusive',
    re: /税抜|税別/,
    message: 'a tax-exclusive price: the site shows tax-included prices only (総額表示, 10 %)',
  },
  {
    rule: 'editor-note',
    re: /TODO|FIXME|要確認|公表資料|編集メモ/,
    message: "an editor's note in rendered text: move it to `editorNote` / `editorNotes`",
  },
  {
    // One spelling per product name: the option page's own (content/options/gigazo.mdx).
    rule: 'spelling',
    re: MISSPELLED_PRODUCT_NAME,
    message: 'write the product name as 「ギガぞう」 (content/options/gigazo.mdx)',
  },
  {
    // One punctuation rule: full-width in Japanese text (「実施期間：2026年4月1日（水）」).
    rule: 'half-width-punctuation',
    re: /[\u3040-\u30ff\u4e00-\u9fff][:(!?]|[:)!?](?=[\u3040-\u30ff\u4e00-\u9fff])|\((?=[\u3040-\u30ff\u4e00-\u9fff])/,
    message: 'half-width punctuation in Japanese text: write ：（）！？ full-width',
  },
];

/** Frontmatter keys never rendered: their lines are not read by the text rules. */
const UNRENDERED_KEY = /^\s*(?:-\s+)?(?:editorNote|editorNotes|priceStatus|key|src|href|layout|campaignKey|amountFrom|optionSlug):/;
/** A YAML line that starts another key (ends an `editorNotes:` list). */
const KEY_LINE = /^\s*(?:-\s+)?[A-Za-z][\w]*:/;

/**
 * The text rules over one document's source: every line outside the never-rendered keys and
 * outside MDX component tags' attribute names. `file` is the path as printed.
 */
export function textFindings(file: string, text: string): LaunchFinding[] {
  const out: LaunchFinding[] = [];
  const lines = text.split('\n');
  let inNotes = false;
  lines.forEach((line, i) => {
    if (/^\s*editorNotes:/.test(line)) inNotes = true;
    else if (inNotes && KEY_LINE.test(line) && !/^\s*-\s/.test(line)) inNotes = false;
    if (inNotes || UNRENDERED_KEY.test(line)) return;
    // Links and image paths are not read by a visitor.
    const shown = line.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');
    for (const r of TEXT_RULES) if (r.re.test(shown)) out.push({ file, line: i + 1, rule: r.rule, message: r.message });
  });
  return out;
}

/** One finding of the launch gate: where (1-based line), which rule, and what to do. */
export interface LaunchFinding {
  file: string;
  line: number;
  rule: LaunchRule;
  message: string;
}

/** The line (1-based) of the first line of `text` matching `re` at or after `from`, else 1. */
export function lineOf(text: string, re: RegExp, from = 0): number {
  const lines = text.split('\n');
  for (let i = from; i < lines.length; i++) if (re.test(lines[i]!)) return i + 1;
  return 1;
}

/**
 * The structural rules over one document: placeholder prices (the document's and each line's
 * `priceStatus: placeholder`), an option or campaign with no text of its own, and a campaign
 * whose benefit amount is unset (0; a fee waiver or a discount included in the prices has none).
 */
export function documentFindings(
  file: string,
  text: string,
  collection: string,
  data: Record<string, unknown>,
  body: string,
): LaunchFinding[] {
  const out: LaunchFinding[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (/^\s*priceStatus:\s*placeholder\b/.test(line))
      out.push({
        file,
        line: i + 1,
        rule: 'placeholder-price',
        message: 'a placeholder figure (shown with 「参考価格（確定前）」): confirm it and set `priceStatus: confirmed`',
      });
  });
  if (collection === 'Option' || collection === 'Campaign') {
    const prose = body
      .replace(/<[^>]*\/>/g, '')
      .replace(/<[^>]*>[\s\S]*?<\/[^>]*>/g, '')
      .replace(/^#+.*$/gm, '')
      .replace(/\s+/g, '');
    if (prose.length === 0)
      out.push({
        file,
        line: lines.length,
        rule: 'empty-page',
        message: `an ${collection === 'Option' ? 'option' : 'campaign'} page with no text: write what it offers`,
      });
  }
  // A fee waiver, or a discount already in the plan's prices, has no amount of its own.
  const benefit = data.benefit as { amount?: unknown; kind?: unknown; includedInPrices?: unknown } | undefined;
  if (
    collection === 'Campaign' &&
    benefit &&
    benefit.kind !== 'feeWaiver' &&
    benefit.includedInPrices !== true &&
    (benefit.amount === 0 || benefit.amount === undefined)
  )
    out.push({
      file,
      line: lineOf(text, /^\s+amount:/, lineOf(text, /^benefit:/) - 1),
      rule: 'campaign-amount-unset',
      message: 'the benefit amount is unset (0): the page would advertise what the simulator cannot quote',
    });
  return out;
}

/** Placeholder facts of content/site/operator.json, each at the line of its key. */
export function factFindings(file: string, text: string, facts: OperatorFacts): LaunchFinding[] {
  return placeholderFacts(facts).map(([key, label]) => {
    const parts = key.split('.');
    let line = 0;
    for (const p of parts) line = lineOf(text, new RegExp(`"${p}"\\s*:`), line) - 1;
    return {
      file,
      line: line + 1,
      rule: 'placeholder-fact' as const,
      message: `${label} is a placeholder: set its value and \`status: confirmed\``,
    };
  });
}

/** The stage from SITE_STAGE: 'production' fails on a finding, anything else warns. */
export function siteStage(env: string | undefined): 'production' | 'staging' {
  return env === 'production' ? 'production' : 'staging';
}

/** A finding as a content:check issue: 'file:line', the rule as the field, severity by stage. */
export function asIssue(f: LaunchFinding, stage: 'production' | 'staging'): ContentIssue {
  return {
    file: `${f.file}:${f.line}`,
    field: f.rule,
    message: f.message,
    severity: stage === 'production' ? 'error' : 'warning',
  };
}
