import { z } from 'zod';
import { callbackSlots, type CallbackSlotKey } from '@/lib/content/operator';
import { buildingTypeSchema, checkPostalAddress, optionalPostalAddressShape } from './area';
import { EMPTY_POSTAL_ADDRESS } from './area-labels';
import { ageOn, compareDates, systemClock, todayInJapan, type Clock } from '@/lib/time';
import {
  checkDateParts,
  evenWithFieldErrors,
  flag,
  katakanaText,
  optionalInt,
  optionalKatakanaText,
  optionalText,
  requiredText,
  safeString,
  toHalfWidth,
  trim,
} from './normalize';
import { phonePartsSchema } from './phone';
import { ADULT_AGE } from './age';

export const APPLICANT_TYPES = ['private', 'corporation'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];
export const APPLICANT_TYPE_LABELS: Record<ApplicantType, string> = {
  private: '個人',
  corporation: '法人',
};

export const GENDERS = ['male', 'female', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  male: '男性',
  female: '女性',
  unspecified: '回答しない',
};

/**
 * contactHours: when the applicant prefers to be called (Japan time): 'any' or one of the callback
 * slots of the operator's facts (content/site/operator.json, e.g. '10-12').
 */
export const CONTACT_HOURS = ['any', ...callbackSlots().map((s) => s.key)] as [
  'any',
  ...CallbackSlotKey[],
];
export type ContactHours = (typeof CONTACT_HOURS)[number];
export const CONTACT_HOURS_LABELS: Record<ContactHours, string> = {
  any: '指定なし',
  ...Object.fromEntries(callbackSlots().map((s) => [s.key, s.label])),
};

/** contactInfo.type: documents go to the installation address ('same') or to another address ('other'). */
export const CONTACT_INFO_TYPES = ['same', 'other'] as const;
export type ContactInfoType = (typeof CONTACT_INFO_TYPES)[number];
export const CONTACT_INFO_TYPE_LABELS: Record<ContactInfoType, string> = {
  same: '設置先住所と同じ',
  other: '別の住所を指定する',
};

export const MAIL_MESSAGES = {
  required: 'メールアドレスを入力してください',
  format: 'メールアドレスの形式が正しくありません',
  confirmRequired: '確認のため、メールアドレスをもう一度入力してください',
  mismatch: 'メールアドレスが一致しません',
} as const;

const MAIL_PATTERN = z.regexes.html5Email;

/**
 * An e-mail address: full-width characters made half-width, trimmed, at most 254 characters
 * (RFC 5321), the HTML form rule (which, unlike RFC 5322, lets through the dotted local parts that
 * older Japanese mobile carriers issued), and a dotted domain.
 */
export const mailSchema = safeString({ error: MAIL_MESSAGES.required })
  .overwrite((v) => trim(toHalfWidth(v)))
  .min(1, { error: MAIL_MESSAGES.required })
  .max(254, { error: MAIL_MESSAGES.format })
  .refine((v) => v === '' || (MAIL_PATTERN.test(v) && /@[^@]+\.[^@]+$/.test(v)), {
    error: MAIL_MESSAGES.format,
  });

/**
 * contactInfo (spec 3 customerData.contactInfo): where documents are sent.
 * type 'same' (default) needs nothing else; 'other' needs the postal address fields
 * (postalCode, state_kanji, city_kanji, town_kanji, line1_kanji, line2_kanji, line3_kanji) and
 * buildingType, and then either isNonSendingDeadline (send there with no end date) or the
 * sendingDeadline date (until when to send there: a real date, today or later, Japan time).
 * With 'same' the output blanks the address and deadline fields (no unused personal data is stored).
 */
function contactInfoSchema(now: Clock) {
  return z
    .object(
      {
        type: z
          .enum(CONTACT_INFO_TYPES, { error: '書類の送付先を選択してください' })
          .default('same'),
        buildingType: buildingTypeSchema.default(0),
        ...optionalPostalAddressShape,
        isNonSendingDeadline: flag(true),
        sendingDeadlineYear: optionalInt(),
        sendingDeadlineMonth: optionalInt(),
        sendingDeadlineDate: optionalInt(),
      },
      { error: '書類の送付先を入力してください' },
    )
    .superRefine((v, ctx) => {
      if (v.type !== 'other') return;
      checkPostalAddress(v, ctx);
      if (!v.isNonSendingDeadline) {
        checkDateParts(
          ctx,
          {
            year: v.sendingDeadlineYear,
            month: v.sendingDeadlineMonth,
            date: v.sendingDeadlineDate,
          },
          {
            path: ['sendingDeadlineYear'],
            required: true,
            requiredMessage: '送付期限を選択してください',
            notPast: { now, message: '送付期限は本日以降の日付を選択してください' },
          },
        );
      }
    }, evenWithFieldErrors)
    .overwrite((v) =>
      v.type === 'other'
        ? v
        : {
            ...v,
            ...EMPTY_POSTAL_ADDRESS,
            buildingType: 0 as const,
            isNonSendingDeadline: true,
            sendingDeadlineYear: null,
            sendingDeadlineMonth: null,
            sendingDeadlineDate: null,
          },
    );
}

/** Messages of form2's campaign-dependent rule, shared with applicationSchema. */
export const FORM2_MESSAGES = {
  changeCPMobile: '乗りかえキャンペーンの適用には携帯電話番号のご登録が必要です',
  noAddressMailing:
    '設置場所の番地が決まっていないため、書類の送付先に「別の住所を指定する」を選んで住所を入力してください',
} as const;

/**
 * form2 (the applicant). Fields:
 * - applicantType 'private' (default) | 'corporation'; corporationName_kanji and corporationName_kana
 *   required for a corporation (the names below are then the person in charge);
 * - lastName_kanji, firstName_kanji (≤ 20 chars), lastName_kana, firstName_kana (katakana only,
 *   after hiragana -> katakana with wanakana);
 * - gender 'male' | 'female' | 'unspecified';
 * - dobYear, dobMonth, dobDate (numbers or digit strings): for a private applicant a real date,
 *   year 1900 or later, and an adult today in Japan time: 民法4条 成年年齢 18歳 (2022-04-01 施行),
 *   age counted per 年齢計算ニ関スル法律. Errors at dobYear;
 * - daytimePhone (required, any valid Japanese number) and mobilePhone (optional, 070/080/090),
 *   each { number } or { phone1, phone2, phone3 } (see phonePartsSchema);
 * - mail and mailConfirm (equal; error at mailConfirm);
 * - contactInfo (see contactInfoSchema above); contactHours (CONTACT_HOURS, default 'any').
 * A private applicant's output has blank corporation names. `now` (a Clock of lib/time.ts,
 * default systemClock) is read at each parse; tests pass fixedClock(...). `mobileRequired` (the visitor chose 光乗りかえキャンペーン, whose
 * content/campaigns/change condition is a mobile number given at application) makes the mobile
 * number required here, on the step that asks for it, not only at submit.
 */
export function makeForm2Schema(
  options: { now?: Clock; mobileRequired?: boolean; noAddress?: boolean } = {},
) {
  const { now = systemClock, mobileRequired = false, noAddress = false } = options;
  return z
    .object(
      {
        applicantType: z
          .enum(APPLICANT_TYPES, { error: 'お申し込み種別を選択してください' })
          .default('private'),
        corporationName_kanji: optionalText(100),
        corporationName_kana: optionalKatakanaText(100),
        lastName_kanji: requiredText(
          '姓を入力してください',
          20,
          '姓は20文字以内で入力してください',
        ),
        firstName_kanji: requiredText(
          '名を入力してください',
          20,
          '名は20文字以内で入力してください',
        ),
        lastName_kana: katakanaText('セイ（フリガナ）を入力してください', 30),
        firstName_kana: katakanaText('メイ（フリガナ）を入力してください', 30),
        gender: z.enum(GENDERS, { error: '性別を選択してください' }),
        dobYear: optionalInt('生年月日を正しく入力してください'),
        dobMonth: optionalInt('生年月日を正しく入力してください'),
        dobDate: optionalInt('生年月日を正しく入力してください'),
        daytimePhone: phonePartsSchema({
          requiredMessage: '日中にご連絡のつく電話番号を入力してください',
        }),
        mobilePhone: phonePartsSchema({ kind: 'mobile', required: false }).prefault({}),
        mail: mailSchema,
        mailConfirm: safeString({ error: MAIL_MESSAGES.confirmRequired })
          .overwrite((v) => trim(toHalfWidth(v)))
          .min(1, { error: MAIL_MESSAGES.confirmRequired }),
        contactInfo: contactInfoSchema(now).prefault({}),
        contactHours: z
          .enum(CONTACT_HOURS, { error: 'ご連絡希望時間帯を選択してください' })
          .default('any'),
      },
      { error: 'お客さま情報を入力してください' },
    )
    .superRefine((v, ctx) => {
      if (v.applicantType === 'corporation') {
        if (!v.corporationName_kanji) {
          ctx.addIssue({
            code: 'custom',
            message: '法人名を入力してください',
            path: ['corporationName_kanji'],
          });
        }
        if (!v.corporationName_kana) {
          ctx.addIssue({
            code: 'custom',
            message: '法人名（フリガナ）を入力してください',
            path: ['corporationName_kana'],
          });
        }
      }
      // A new build without 番地 cannot receive mail at the installation place.
      if (noAddress && v.contactInfo?.type === 'same') {
        ctx.addIssue({
          code: 'custom',
          message: FORM2_MESSAGES.noAddressMailing,
          path: ['contactInfo', 'type'],
        });
      }
      if (mobileRequired && !v.mobilePhone?.number) {
        ctx.addIssue({
          code: 'custom',
          message: FORM2_MESSAGES.changeCPMobile,
          path: ['mobilePhone', 'number'],
        });
      }
      if (
        typeof v.mail === 'string' &&
        typeof v.mailConfirm === 'string' &&
        v.mailConfirm !== '' &&
        v.mail !== v.mailConfirm
      ) {
        ctx.addIssue({ code: 'custom', message: MAIL_MESSAGES.mismatch, path: ['mailConfirm'] });
      }
      const dobRequired = v.applicantType !== 'corporation';
      const dob = checkDateParts(
        ctx,
        { year: v.dobYear, month: v.dobMonth, date: v.dobDate },
        {
          path: ['dobYear'],
          required: dobRequired,
          requiredMessage: '生年月日を入力してください',
          invalidMessage: '生年月日を正しく入力してください',
        },
      );
      if (dob) {
        const today = todayInJapan(now());
        if (dob.year < 1900 || compareDates(dob, today) > 0) {
          ctx.addIssue({
            code: 'custom',
            message: '生年月日を正しく入力してください',
            path: ['dobYear'],
          });
        } else if (dobRequired && ageOn(dob, today) < ADULT_AGE) {
          ctx.addIssue({
            code: 'custom',
            message: `お申し込みは${ADULT_AGE}歳以上の方に限ります`,
            path: ['dobYear'],
          });
        }
      }
    }, evenWithFieldErrors)
    .overwrite((v) =>
      v.applicantType === 'corporation'
        ? v
        : { ...v, corporationName_kanji: '', corporationName_kana: '' },
    );
}

// No schema is built at module load: the browser loads this module with the step registry before
// any step needs it, in one task of its first tap (docs/benchmarks.md, the midday round). Each
// caller builds the schema it needs.
type Form2Schema = ReturnType<typeof makeForm2Schema>;
export type Form2Input = z.input<Form2Schema>;
export type Form2 = z.output<Form2Schema>;

/** Empty form2 values for react-hook-form `defaultValues` (every field present, nothing chosen). */
export const form2DefaultValues = {
  applicantType: 'private',
  corporationName_kanji: '',
  corporationName_kana: '',
  lastName_kanji: '',
  firstName_kanji: '',
  lastName_kana: '',
  firstName_kana: '',
  dobYear: '',
  dobMonth: '',
  dobDate: '',
  daytimePhone: { number: '', phone1: '', phone2: '', phone3: '' },
  mobilePhone: { number: '', phone1: '', phone2: '', phone3: '' },
  mail: '',
  mailConfirm: '',
  contactInfo: {
    type: 'same',
    buildingType: 0,
    ...EMPTY_POSTAL_ADDRESS,
    isNonSendingDeadline: true,
    sendingDeadlineYear: '',
    sendingDeadlineMonth: '',
    sendingDeadlineDate: '',
  },
  contactHours: 'any',
} satisfies Omit<Form2Input, 'gender'>;
