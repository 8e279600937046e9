import { z } from 'zod';
import { safeString, toHalfWidth, trim } from './normalize';

/**
 * Japanese telephone numbers (総務省 電気通信番号計画):
 * - 10 digits: geographic numbers 0AB-CDE-FGHJ (A and B 1-9; 0A0 prefixes are non-geographic, e.g. 052, 058, 059, 026) and
 *   free dial 0120-xxx-xxx;
 * - 11 digits: 050 (IP phone), 070 / 080 / 090 (mobile).
 * Spaces, hyphens and brackets are separators; full-width digits are accepted.
 */
export type PhoneKind = 'any' | 'mobile' | 'landline';

export const PHONE_MESSAGES = {
  required: '電話番号を入力してください',
  digits: '電話番号は数字で入力してください',
  leadingZero: '電話番号は0から始まる番号を入力してください',
  length: '電話番号は10桁または11桁で入力してください',
  eleven: '11桁の電話番号は050・070・080・090で始まる番号です',
  ten: '携帯電話・IP電話の番号は11桁で入力してください',
  mobile: '携帯電話番号（070・080・090で始まる11桁）を入力してください',
  landline:
    '番号ポータビリティの対象は固定電話の番号（市外局番から10桁）です。050番号・携帯電話番号・フリーダイヤルは対象外です',
} as const;

/** Separators removed after toHalfWidth: '０５２（１２３）４５６７' -> '0521234567'. Other characters are kept. */
export function stripPhoneSeparators(value: string): string {
  return trim(toHalfWidth(value)).replace(/[\s\-()]/g, '');
}

/** The first rule a normalised number breaks (a message above), or null when it is valid for `kind`. */
export function phoneNumberProblem(digits: string, kind: PhoneKind = 'any'): string | null {
  if (digits === '') return PHONE_MESSAGES.required;
  if (!/^\d+$/.test(digits)) return PHONE_MESSAGES.digits;
  if (!digits.startsWith('0')) return PHONE_MESSAGES.leadingZero;
  if (digits.length !== 10 && digits.length !== 11) return PHONE_MESSAGES.length;
  if (digits.length === 11 && !/^0[5789]0/.test(digits)) return PHONE_MESSAGES.eleven;
  if (digits.length === 10 && !/^0[1-9][1-9]/.test(digits) && !digits.startsWith('0120'))
    return PHONE_MESSAGES.ten;
  if (kind === 'mobile' && !/^0[789]0\d{8}$/.test(digits)) return PHONE_MESSAGES.mobile;
  if (kind === 'landline' && (digits.length !== 10 || /^0(120|570|800)/.test(digits)))
    return PHONE_MESSAGES.landline;
  return null;
}

/**
 * Splits a number into the three boxes of a phone1-phone2-phone3 form. Japanese area codes vary in
 * length, so without the caller's own hyphens this is a display split (11 digits 3-4-4, 0120 4-3-3,
 * 03/06 2-4-4, other 10 digits 3-3-4); the validated value is always the whole number.
 */
export function splitPhoneNumber(digits: string): [string, string, string] {
  if (digits.length === 11) return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)];
  if (digits.length === 10 && /^0(120|570|800)/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7)];
  if (digits.length === 10 && /^0[36]/.test(digits))
    return [digits.slice(0, 2), digits.slice(2, 6), digits.slice(6)];
  if (digits.length === 10) return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [digits, '', ''];
}

/**
 * One phone number in one text field. Output: digits only ('0521234567').
 * Errors: the PHONE_MESSAGES for `kind`; optional numbers may be blank (output '').
 */
export function phoneNumberSchema(
  options: { kind?: PhoneKind; required?: boolean; requiredMessage?: string } = {},
) {
  const { kind = 'any', required = true, requiredMessage = PHONE_MESSAGES.required } = options;
  return safeString({ error: requiredMessage })
    .overwrite(stripPhoneSeparators)
    .superRefine((digits, ctx) => {
      if (digits === '' && !required) return;
      const problem = phoneNumberProblem(digits, kind);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === PHONE_MESSAGES.required ? requiredMessage : problem,
        });
    });
}

/**
 * A phone number given either in one field (`number`) or in three boxes (`phone1`-`phone3`, the
 * spec's customerData fields). Input: any of the four strings (missing -> ''). When `number` is
 * filled it wins and fills the boxes (keeping the caller's hyphen split, or the boxes already
 * given when they spell the same digits); otherwise the boxes are joined into `number`.
 * Output: `{ number: digits, phone1, phone2, phone3 }`, all digits.
 * Errors go to `number` when the single field was used, else to `phone1` (a box holding a
 * non-digit gets '電話番号は数字で入力してください' at its own path).
 */
export function phonePartsSchema(
  options: { kind?: PhoneKind; required?: boolean; requiredMessage?: string } = {},
) {
  const { kind = 'any', required = true, requiredMessage = PHONE_MESSAGES.required } = options;
  const part = safeString({ error: PHONE_MESSAGES.digits }).default('');
  return z
    .object({ number: part, phone1: part, phone2: part, phone3: part }, { error: requiredMessage })
    .superRefine((v, ctx) => {
      const single = stripPhoneSeparators(v.number);
      if (single !== '') {
        const problem = phoneNumberProblem(single, kind);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['number'] });
        return;
      }
      const parts = [v.phone1, v.phone2, v.phone3].map(stripPhoneSeparators);
      const joined = parts.join('');
      if (joined === '') {
        if (required) ctx.addIssue({ code: 'custom', message: requiredMessage, path: ['phone1'] });
        return;
      }
      const bad = parts.findIndex((p) => !/^\d*$/.test(p));
      if (bad >= 0) {
        ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.digits, path: [`phone${bad + 1}`] });
        return;
      }
      const problem = phoneNumberProblem(joined, kind);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['phone1'] });
    })
    .overwrite((v) => {
      const raw = trim(toHalfWidth(v.number));
      const parts = [v.phone1, v.phone2, v.phone3].map(stripPhoneSeparators);
      if (stripPhoneSeparators(raw) === '') {
        const joined = parts.join('');
        return {
          number: joined,
          phone1: parts[0] ?? '',
          phone2: parts[1] ?? '',
          phone3: parts[2] ?? '',
        };
      }
      const digits = stripPhoneSeparators(raw);
      const groups = raw.split(/[\s\-()]+/).filter((g) => g !== '');
      const [p1, p2, p3] =
        parts.join('') === digits && parts.every((p) => p !== '')
          ? (parts as [string, string, string])
          : groups.length === 3
            ? (groups as [string, string, string])
            : splitPhoneNumber(digits);
      return { number: digits, phone1: p1, phone2: p2, phone3: p3 };
    });
}

export type PhonePartsInput = z.input<ReturnType<typeof phonePartsSchema>>;
export type PhoneParts = z.output<ReturnType<typeof phonePartsSchema>>;
