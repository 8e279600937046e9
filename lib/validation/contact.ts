import { z } from 'zod';
import { defaultSettings } from '@/lib/state/types';
import { checkPostalAddress, optionalPostalAddressShape } from './area';
import {
  addDays,
  compareDates,
  formatIsoDate,
  hourInJapan,
  parseDateText,
  systemClock,
  todayInJapan,
  type Clock,
} from '@/lib/time';
import { MAIL_MESSAGES, mailSchema } from './form2';
import {
  evenWithFieldErrors,
  katakanaText,
  mustBeTrue,
  optionalText,
  requiredText,
  safeString,
  toHalfWidth,
  trim,
} from './normalize';
import { phoneNumberSchema } from './phone';
import {
  ADDRESS_TYPES,
  INQUIRY_TYPES,
  RESERVATION_TYPES,
  type ContactCallTime,
} from './contact-choices';

export const CONTACT_MESSAGES = {
  dateRequired: 'ご希望日を選択してください',
  dateInvalid: 'ご希望日を正しく選択してください',
  datePast: '過去の日付は選択できません',
  dateTooFar: (days: number) => `ご希望日は${days}日先までの日付から選択してください`,
  timeRequired: 'ご希望の時間帯を選択してください',
  timeOutside: (first: number, last: number) =>
    `ご希望の時間帯は受付時間（${first}時〜${last}時）の中から選択してください`,
  timePast: 'すでに過ぎた時間帯は選択できません',
  messageRequired: 'お問い合わせ内容を入力してください',
  message: 'お問い合わせ内容は2000文字以内で入力してください',
  privacy: '個人情報の取り扱いへの同意が必要です',
} as const;

/** 'YYYY-MM-DD' after parseDateText, or the cleaned text when it is not a date (then refused). */
function normalizeDate(value: string): string {
  const d = parseDateText(value);
  return d ? formatIsoDate(d) : trim(toHalfWidth(value));
}

/**
 * contact (the `contact` mutation). Fields:
 * - inquiryType (INQUIRY_TYPES);
 * - preferredDate ('YYYY-MM-DD'; '2026/11/25' and '2026年11月25日' accepted) and preferredTime
 *   ('HH:00', one of contactTimeSlots(callTime) of
 *   ./contact-choices.ts): required for RESERVATION_TYPES, checked when given
 *   otherwise. A date before today or after today + maxDaysAhead (default 60) is refused; a slot
 *   outside [displayFirstTime, displayLastTime) is refused; today's slots that already started are
 *   refused. All in Japan time; errors at preferredDate / preferredTime;
 * - lastName_kanji, firstName_kanji, lastName_kana, firstName_kana; phone (one field, digits out);
 *   mail (optional; checked when given);
 * - address { postalCode, state_kanji, city_kanji, town_kanji, line1_kanji, line2_kanji,
 *   line3_kanji }: required for ADDRESS_TYPES;
 * - message (≤ 2000; required for 'other'); isAgreePrivacy (must be true).
 * `now` (a Clock of lib/time.ts) defaults to systemClock, read at each parse; `callTime` to defaultSettings.callTime.
 */
export function makeContactSchema(
  options: { now?: Clock; callTime?: ContactCallTime; maxDaysAhead?: number } = {},
) {
  const { now = systemClock, callTime = defaultSettings.callTime, maxDaysAhead = 60 } = options;
  return z
    .object(
      {
        inquiryType: z.enum(INQUIRY_TYPES, { error: 'お問い合わせ種別を選択してください' }),
        preferredDate: safeString({ error: CONTACT_MESSAGES.dateInvalid })
          .overwrite(normalizeDate)
          .default(''),
        preferredTime: safeString({ error: CONTACT_MESSAGES.timeRequired })
          .overwrite((v) => trim(toHalfWidth(v)).replace(/^(\d):/, '0$1:'))
          .default(''),
        lastName_kanji: requiredText('姓を入力してください', 20),
        firstName_kanji: requiredText('名を入力してください', 20),
        lastName_kana: katakanaText('セイ（フリガナ）を入力してください', 30),
        firstName_kana: katakanaText('メイ（フリガナ）を入力してください', 30),
        phone: phoneNumberSchema(),
        mail: z.union([z.literal(''), mailSchema], { error: MAIL_MESSAGES.format }).default(''),
        address: z
          .object(optionalPostalAddressShape, { error: '住所を入力してください' })
          .prefault({}),
        message: optionalText(2000, CONTACT_MESSAGES.message),
        isAgreePrivacy: mustBeTrue(CONTACT_MESSAGES.privacy),
      },
      { error: 'お問い合わせ内容を入力してください' },
    )
    .superRefine((v, ctx) => {
      const reservation = RESERVATION_TYPES.includes(v.inquiryType);
      if (ADDRESS_TYPES.includes(v.inquiryType)) checkPostalAddress(v.address, ctx, ['address']);
      if (v.inquiryType === 'other' && !v.message) {
        ctx.addIssue({
          code: 'custom',
          message: CONTACT_MESSAGES.messageRequired,
          path: ['message'],
        });
      }
      const dateText = typeof v.preferredDate === 'string' ? v.preferredDate : '';
      const timeText = typeof v.preferredTime === 'string' ? v.preferredTime : '';
      const at = now();
      const today = todayInJapan(at);
      let date = null;
      if (dateText === '') {
        if (reservation)
          ctx.addIssue({
            code: 'custom',
            message: CONTACT_MESSAGES.dateRequired,
            path: ['preferredDate'],
          });
      } else {
        date = parseDateText(dateText);
        if (!date) {
          ctx.addIssue({
            code: 'custom',
            message: CONTACT_MESSAGES.dateInvalid,
            path: ['preferredDate'],
          });
        } else if (compareDates(date, today) < 0) {
          ctx.addIssue({
            code: 'custom',
            message: CONTACT_MESSAGES.datePast,
            path: ['preferredDate'],
          });
          date = null;
        } else if (compareDates(date, addDays(today, maxDaysAhead)) > 0) {
          ctx.addIssue({
            code: 'custom',
            message: CONTACT_MESSAGES.dateTooFar(maxDaysAhead),
            path: ['preferredDate'],
          });
          date = null;
        }
      }
      if (timeText === '') {
        if (reservation || dateText !== '') {
          ctx.addIssue({
            code: 'custom',
            message: CONTACT_MESSAGES.timeRequired,
            path: ['preferredTime'],
          });
        }
        return;
      }
      const m = /^(\d{2}):00$/.exec(timeText);
      const hour = m ? Number(m[1]) : NaN;
      if (!(hour >= callTime.displayFirstTime && hour < callTime.displayLastTime)) {
        ctx.addIssue({
          code: 'custom',
          message: CONTACT_MESSAGES.timeOutside(
            callTime.displayFirstTime,
            callTime.displayLastTime,
          ),
          path: ['preferredTime'],
        });
        return;
      }
      if (date && compareDates(date, today) === 0 && hour <= hourInJapan(at)) {
        ctx.addIssue({
          code: 'custom',
          message: CONTACT_MESSAGES.timePast,
          path: ['preferredTime'],
        });
      }
    }, evenWithFieldErrors);
}

/** contact with the clock read at parse time and the default reception hours (10-18). */
export const contactSchema = makeContactSchema();

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
