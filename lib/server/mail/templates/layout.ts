import 'server-only';
import { SITE_NAME } from '@/lib/site';
import type { MailDesk } from '../desk';

/** What every template is rendered with besides its own input. */
export interface MailContext {
  /** The receipt the message reports ('A-20261127-0000042'); null for none. */
  receiptNumber: string | null;
  /** The site's origin for links, without a trailing slash. */
  siteUrl: string;
  desk: MailDesk;
}

/** A rendered message: subject, plain text and HTML (UTF-8). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One part of a message body, written both as text and as HTML by {@link layoutMail}. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Label and value rows; several values are a list. */
  | { kind: 'rows'; rows: { label: string; values: string[] }[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'link'; label: string; url: string };

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** The text with & < > " ' as entities, in one pass (five replaceAll passes cost more). */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The closing every message carries: the desk's name, number and hours, and that replies are not read. */
function footer(ctx: MailContext): MailBlock[] {
  return [
    { kind: 'heading', text: 'お問い合わせ' },
    {
      kind: 'paragraph',
      text: [
        ctx.desk.name,
        ctx.desk.tel ? `電話：${ctx.desk.tel}` : null,
        `受付時間：${ctx.desk.hours}`,
        ctx.receiptNumber ? 'お問い合わせの際は受付番号をお伝えください。' : null,
      ]
        .filter(Boolean)
        .join('\n'),
    },
    { kind: 'link', label: 'お問い合わせフォーム', url: `${ctx.siteUrl}/contact/` },
    {
      kind: 'paragraph',
      text: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。\nお心当たりのない場合は、お手数ですがこのメールを破棄してください。',
    },
  ];
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `■ ${block.text}`;
    case 'rows':
      return block.rows
        .map((r) =>
          r.values.length > 1
            ? `${r.label}：\n${r.values.map((v) => `　・${v}`).join('\n')}`
            : `${r.label}：${r.values[0] ?? ''}`,
        )
        .join('\n');
    case 'steps':
      return block.items.map((item, i) => `${i + 1}. ${item}`).join('\n');
    case 'link':
      return `${block.label}\n${block.url}`;
  }
}

function htmlOf(block: MailBlock): string {
  const lines = (s: string) => escapeHtml(s).replaceAll('\n', '<br>');
  switch (block.kind) {
    case 'paragraph':
      return `<p>${lines(block.text)}</p>`;
    case 'heading':
      return `<h2 style="font-size:16px;border-left:4px solid #e60012;padding-left:8px">${escapeHtml(block.text)}</h2>`;
    case 'rows':
      return `<table style="border-collapse:collapse">${block.rows
        .map(
          (r) =>
            `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(r.label)}</th><td style="padding:4px 0">${r.values.map(lines).join('<br>')}</td></tr>`,
        )
        .join('')}</table>`;
    case 'steps':
      return `<ol>${block.items.map((item) => `<li>${lines(item)}</li>`).join('')}</ol>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
  }
}

/**
 * A message from its subject, the addressee's name ('山田 太郎' → '山田 太郎 様'; none: お客さま)
 * and body blocks, with the common closing (desk, hours, no-reply notice): the plain text and an
 * HTML version of the same blocks (escaped; inline styles only, as mail clients need).
 */
export function layoutMail(
  subject: string,
  name: string | null,
  blocks: MailBlock[],
  ctx: MailContext,
): RenderedMail {
  const all: MailBlock[] = [
    { kind: 'paragraph', text: `${name ? `${name} 様` : 'お客さま'}` },
    ...blocks,
    ...footer(ctx),
  ];
  const rule = '━━━━━━━━━━━━━━━━━━━━';
  const text = `${all.map(textOf).join('\n\n')}\n\n${rule}\n${ctx.desk.name}\n${ctx.siteUrl}/\n`;
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.7;color:#222">${all.map(htmlOf).join('\n')}<hr><p>${escapeHtml(ctx.desk.name)}<br><a href="${escapeHtml(ctx.siteUrl)}/">${escapeHtml(ctx.siteUrl)}/</a></p></body></html>`;
  return { subject, text, html };
}

/** The subject of every message: '【コミュファ光】<what>' and the receipt number when there is one. */
export function mailSubject(what: string, receiptNumber: string | null): string {
  return `【${SITE_NAME}】${what}${receiptNumber ? `（受付番号 ${receiptNumber}）` : ''}`;
}
