import { z } from 'zod';
import { safeString, trim } from './normalize';

/** Caps of a client error report (length-capped). Reporters truncate to these before sending. */
export const CLIENT_ERROR_LIMITS = { title: 200, text: 4000 } as const;

/**
 * notifyClientError input (spec 7; spec 8 "Client errors are sent to developers"): title (trimmed,
 * 1-200 characters) and text (trimmed, at most 4000; may be blank). Over-long input is refused,
 * not cut, so the server never stores a silently altered report: use truncateClientError first.
 */
export const notifyClientErrorSchema = z.object({
  title: safeString({ error: 'タイトルを入力してください' })
    .overwrite(trim)
    .min(1, { error: 'タイトルを入力してください' })
    .max(CLIENT_ERROR_LIMITS.title, {
      error: `タイトルは${CLIENT_ERROR_LIMITS.title}文字以内です`,
    }),
  text: safeString({ error: '本文は文字列で送信してください' })
    .overwrite(trim)
    .max(CLIENT_ERROR_LIMITS.text, { error: `本文は${CLIENT_ERROR_LIMITS.text}文字以内です` })
    .default(''),
});

export type NotifyClientErrorInput = z.input<typeof notifyClientErrorSchema>;

/** Trims and cuts a report to CLIENT_ERROR_LIMITS (by UTF-16 code units; a cut surrogate pair is dropped). */
export function truncateClientError(report: { title: string; text: string }): {
  title: string;
  text: string;
} {
  const cut = (s: string, n: number) => {
    const t = trim(s).slice(0, n);
    return /[\uD800-\uDBFF]$/.test(t) ? t.slice(0, -1) : t;
  };
  return {
    title: cut(report.title, CLIENT_ERROR_LIMITS.title),
    text: cut(report.text, CLIENT_ERROR_LIMITS.text),
  };
}
