import { z } from 'zod';
import { toKatakana as wanakanaToKatakana } from 'wanakana';
import { compareDates, isRealDate, todayInJapan, type CalendarDate, type Clock } from '@/lib/time';
import { DASHES, toHalfWidth } from './half-width';

export { toHalfWidth };

// Every schema imports this module first. In the browser zod runs jitless: otherwise it probes
// `new Function` on the first object parse, which the site's Content-Security-Policy (no
// 'unsafe-eval') reports as a violation in every browser running the wizard. On the server, where
// no such policy applies, it compiles each object schema's parse: an application validates in
// about 75 µs instead of 90 (docs/benchmarks.md, "Round of 2026-11-26, night").
z.config({ jitless: typeof window !== 'undefined' });

/**
 * Input normalisation shared by every schema of lib/validation ("normalise before
 * validating"). Each function is pure and idempotent (f(f(x)) === f(x), property-tested).
 *
 * The zod helpers at the bottom use `.overwrite()` rather than `z.preprocess()`: the value is
 * rewritten before the later checks run, but the schema's input type stays `string`, which keeps
 * react-hook-form's field types exact (`z.preprocess` widens the input to `unknown`).
 */

/** Refused in every text field: NUL and unpaired UTF-16 surrogates (Postgres cannot store them). */
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a text field holding a character no one types (NUL, an unpaired surrogate). */
export const UNSAFE_TEXT_MESSAGE = '使用できない文字が含まれています';

/** Whether `value` holds NUL or an unpaired surrogate half (not well-formed UTF-16). */
export function hasUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/**
 * The string type of every schema in lib/validation: z.string(params) that refuses NUL and
 * unpaired surrogates with UNSAFE_TEXT_MESSAGE at the field, before any normalisation. Such
 * characters cannot be typed, Postgres refuses them (text and jsonb), and a normaliser could
 * otherwise pass them on silently.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasUnsafeText(v), { error: UNSAFE_TEXT_MESSAGE });
}

/** The ASCII digits of `value` after toHalfWidth; everything else dropped. '０５２-１２３' -> '052123'. */
export function digitsOnly(value: string): string {
  return toHalfWidth(value).replace(/\D/g, '');
}

/** Leading and trailing whitespace removed (including the ideographic space U+3000). */
export function trim(value: string): string {
  return value.trim();
}

/** Runs of spaces, tabs and ideographic spaces collapsed to one ASCII space, then trimmed. */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const KANA_BEFORE_DASH = '[\u3041-\u3096\u30A1-\u30FA]';
const DASH_AFTER_KANA = new RegExp(`(?<=${KANA_BEFORE_DASH})[-~\u301C\uFF5E${DASHES}]`, 'g');
/** Text toKatakana returns as it is: empty, or full-width katakana (ァ-ヺ) and long-vowel marks only. */
const CANONICAL_KATAKANA = /^[\u30A1-\u30FA\u30FC]*$/;

/**
 * Normalises a kana field: half-width katakana (ｶﾞ) to full-width (ガ); a spacing voicing mark
 * typed after a kana (カ゛) composed into one character (ガ); hiragana to katakana with wanakana
 * (romaji is passed through, never converted, so 'tanaka' stays invalid); a dash or wave typed
 * after a kana to the long-vowel mark ー; a voicing mark that composes with nothing to the spacing
 * ゛ / ゜ (refused in names, allowed in bank holder names); runs of spaces to one full-width space; trimmed.
 * 'やまだ  ﾀﾛｳ' -> 'ヤマダ　タロウ'. Non-kana characters are kept so the schema can reject them.
 */
export function toKatakana(value: string): string {
  // Most fields of an application are empty or already katakana: nothing to convert (the
  // conversion below costs a fifth of the application's validation when run on every field).
  if (CANONICAL_KATAKANA.test(value)) return value;
  const halfWidthKanaFixed = value
    .replace(/[\uFF61-\uFF9F]+/g, (run) => run.normalize('NFKC'))
    .replace(/(.)([\u309B\u309C])/gu, (whole, kana: string, mark: string) => {
      const composed = (kana + (mark === '\u309B' ? '\u3099' : '\u309A')).normalize('NFC');
      return composed.length === 1 ? composed : whole;
    })
    .normalize('NFC')
    .replace(/[\u3099\u309A]/g, (mark) => (mark === '\u3099' ? '\u309B' : '\u309C'));
  const katakana = wanakanaToKatakana(halfWidthKanaFixed, { passRomaji: true }) as string;
  return katakana.replace(DASH_AFTER_KANA, 'ー').replace(/\s+/g, '\u3000').trim();
}

/** Katakana (ァ-ヺ), the long-vowel mark and the middle dot, with single full-width spaces between words. */
export const KATAKANA_NAME = /^[\u30A1-\u30FAー・]+(?:\u3000[\u30A1-\u30FAー・]+)*$/;

/**
 * Normalises an apartment room number (部屋番号) as people type it: hiragana and half-width kana
 * to katakana ({@link toKatakana}), full-width letters, digits and dashes to ASCII with latin
 * letters upper-cased ({@link toUpperHalfWidth}; a long-vowel mark or dash next to a digit
 * becomes '-'), spaces collapsed to one ASCII space. '１０２号室' -> '102号室', 'ａ－３０１' ->
 * 'A-301', 'さくら棟 ２０１' -> 'サクラ棟 201'. Idempotent.
 */
export function toRoomNumber(value: string): string {
  return collapseSpaces(toUpperHalfWidth(toKatakana(value)));
}

/** Lower-case ASCII and full-width letters to upper-case ASCII (ids and codes). */
export function toUpperHalfWidth(value: string): string {
  return toHalfWidth(value).toUpperCase();
}

// ---- zod helpers ---------------------------------------------------------------------------

/** A required trimmed string: `message` when empty, `maxMessage` beyond `max` characters. */
export function requiredText(
  message: string,
  max = 100,
  maxMessage = `${max}文字以内で入力してください`,
) {
  return safeString({ error: message })
    .overwrite(trim)
    .min(1, { error: message })
    .max(max, { error: maxMessage });
}

/** An optional trimmed string (missing -> ''), at most `max` characters. */
export function optionalText(max = 100, maxMessage = `${max}文字以内で入力してください`) {
  return safeString({ error: '文字列で入力してください' })
    .overwrite(trim)
    .max(max, { error: maxMessage })
    .default('');
}

/** An address line (丁目・番地, building, room): toHalfWidth ('１丁目２－３' -> '1丁目2-3') and trim; optional -> ''. */
export function addressLine(max = 100) {
  return safeString({ error: '文字列で入力してください' })
    .overwrite((v) => trim(toHalfWidth(v)))
    .max(max, { error: `${max}文字以内で入力してください` })
    .default('');
}

/**
 * An apartment room number ({@link toRoomNumber}), at most `max` characters; optional (blank ->
 * ''): the enclosing schema decides when it is required (apartments).
 */
export function roomNumberText(max = 20) {
  return safeString({ error: '文字列で入力してください' })
    .overwrite(toRoomNumber)
    .max(max, { error: `部屋番号は${max}文字以内で入力してください` })
    .default('');
}

/** A required address line (see addressLine). */
export function requiredAddressLine(message: string, max = 100) {
  return safeString({ error: message })
    .overwrite((v) => trim(toHalfWidth(v)))
    .min(1, { error: message })
    .max(max, { error: `${max}文字以内で入力してください` });
}

/**
 * A string of exactly `length` digits after normalisation (full-width digits, spaces and hyphens
 * are accepted and removed; letters are refused, never silently dropped).
 */
export function fixedDigits(length: number, requiredMessage: string, formatMessage: string) {
  return safeString({ error: requiredMessage })
    .overwrite((v) => toHalfWidth(v).replace(/[\s-]/g, ''))
    .min(1, { error: requiredMessage })
    .refine((v) => v === '' || new RegExp(`^\\d{${length}}$`).test(v), { error: formatMessage });
}

/**
 * A katakana field: toKatakana first (hiragana, half-width kana, dashes, spaces), then `pattern`
 * (default KATAKANA_NAME). Messages: required / '全角カタカナで入力してください' / max length.
 */
export function katakanaText(requiredMessage: string, max = 50, pattern: RegExp = KATAKANA_NAME) {
  return safeString({ error: requiredMessage })
    .overwrite(toKatakana)
    .min(1, { error: requiredMessage })
    .max(max, { error: `${max}文字以内で入力してください` })
    .refine((v) => v === '' || pattern.test(v), { error: '全角カタカナで入力してください' });
}

/** An optional katakana field (missing or blank -> ''); when given it must match `pattern`. */
export function optionalKatakanaText(max = 50, pattern: RegExp = KATAKANA_NAME) {
  return safeString({ error: '文字列で入力してください' })
    .overwrite(toKatakana)
    .max(max, { error: `${max}文字以内で入力してください` })
    .refine((v) => v === '' || pattern.test(v), { error: '全角カタカナで入力してください' })
    .default('');
}

/**
 * A checkbox that must be ticked. Input type stays `boolean` (react-hook-form starts it at
 * false); anything but `true` fails with `message`.
 */
export function mustBeTrue(message: string) {
  return z.boolean({ error: message }).refine((v) => v === true, { error: message });
}

/**
 * A boolean that may arrive as a form string ('true' / 'false' / 'on'); missing -> `fallback`.
 */
export function flag(fallback = false) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], {
      error: 'はい・いいえで選択してください',
    })
    .transform((v) => (typeof v === 'boolean' ? v : v === 'true' || v === 'on'))
    .default(fallback);
}

/**
 * An integer that may arrive as a number or as a form string (full-width digits accepted).
 * Blank, null or missing -> null; the enclosing schema decides whether null is allowed.
 */
export function optionalInt(message = '半角数字で入力してください') {
  return z
    .union([z.number(), safeString(), z.null()], { error: message })
    .optional()
    .transform((v, ctx): number | null => {
      if (v === null || v === undefined) return null;
      if (typeof v === 'number') {
        if (Number.isInteger(v)) return v;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const s = trim(toHalfWidth(v));
      if (s === '') return null;
      if (!/^\d{1,9}$/.test(s)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(s);
    });
}

/**
 * Params for an object-level superRefine that must run even when a field already failed, so a
 * form shows every message at once (zod skips refinements after an aborting field error by
 * default). The refinement must then read fields defensively.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) =>
    payload.value !== null && typeof payload.value === 'object',
};

/**
 * Parses `value` with `schema` and reports each of its issues on `ctx` under `path` (for parts of
 * an object that are required only in some cases). Returns the parsed value or undefined.
 */
export function checkWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[] }) => void },
  path: PropertyKey[] = [],
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
  return undefined;
}

/** Options of checkDateParts. Messages are Japanese and attached to `path`. */
export interface DatePartsCheck {
  /** Where every problem of the date group is reported (the year box by convention). */
  path: PropertyKey[];
  required: boolean;
  requiredMessage: string;
  invalidMessage?: string;
  /** Refuse days before today in Japan at the clock's now. */
  notPast?: { now: Clock; message: string };
}

/**
 * Checks a date entered as year / month / date boxes (each already a number or null): all blank is
 * allowed unless `required`; a partly filled or non-existent date is refused; optionally a day
 * before today (Japan time). Returns the date when it is valid, else null.
 */
export function checkDateParts(
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[] }) => void },
  parts: { year: unknown; month: unknown; date: unknown },
  check: DatePartsCheck,
): CalendarDate | null {
  const { year, month, date } = parts;
  const blank = [year, month, date].every((p) => p === null || p === undefined);
  if (blank) {
    if (check.required)
      ctx.addIssue({ code: 'custom', message: check.requiredMessage, path: check.path });
    return null;
  }
  if (
    typeof year !== 'number' ||
    typeof month !== 'number' ||
    typeof date !== 'number' ||
    !isRealDate(year, month, date)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: check.invalidMessage ?? '正しい日付を入力してください',
      path: check.path,
    });
    return null;
  }
  const value = { year, month, date };
  if (check.notPast && compareDates(value, todayInJapan(check.notPast.now())) < 0) {
    ctx.addIssue({ code: 'custom', message: check.notPast.message, path: check.path });
    return null;
  }
  return value;
}
