import { z } from 'zod';
import { buildingTypeSchema, checkPostalAddress, optionalPostalAddressShape } from './area';
import { systemClock, type Clock } from '@/lib/time';
import {
  checkDateParts,
  checkWith,
  evenWithFieldErrors,
  flag,
  katakanaText,
  optionalInt,
  optionalKatakanaText,
  optionalText,
  requiredText,
  safeString,
  toHalfWidth,
  toKatakana,
  trim,
} from './normalize';
import { PHONE_MESSAGES, phonePartsSchema } from './phone';
import { hasPhoneService, type Form3PlanContext } from './step-dependencies';

// ---- bankInfo ------------------------------------------------------------------------------

/** bankInfo.type: 'bank' 口座振替 (default) or 'card' クレジットカード (card details are taken later, not here). */
export const PAYMENT_TYPES = ['bank', 'card'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  bank: '口座振替',
  card: 'クレジットカード',
};

/** accountKind (全銀協 預金種目): 1 普通 (default), 2 当座. */
export const ACCOUNT_KINDS = [1, 2] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = { 1: '普通', 2: '当座' };

export const BANK_MESSAGES = {
  bankCode: '金融機関コードは4桁の数字で入力してください',
  bankCodeRequired: '金融機関を選択してください',
  bankName: '金融機関名を入力してください',
  branchCode: '支店コードは3桁の数字で入力してください',
  branchCodeRequired: '支店を選択してください',
  branch: '支店名を入力してください',
  accountNoRequired: '口座番号を入力してください',
  accountNo: '口座番号は7桁の数字で入力してください（7桁に満たない場合は先頭に0を付けてください）',
  accountNameRequired: '口座名義（カナ）を入力してください',
  agree: '口座振替に関する規約への同意が必要です',
  agreeCard: 'クレジットカードでのお支払いに関する規約への同意が必要です',
} as const;

/**
 * The payment agreement's checkbox label per payment type. Only bank debit is drawn on the 27th
 * (content/service/caution-notes.mdx), so the card text does not mention 口座振替.
 */
export const PAYMENT_AGREEMENT_LABELS: Record<PaymentType, string> = {
  bank: 'お支払い方法の登録と、毎月27日の口座振替に同意します',
  card: 'お支払い方法の登録と、クレジットカードでのお支払いに同意します',
};

/** Account holder names as banks register them (全銀フォーマット): katakana, ー, ゛゜, （）．，／・ and single spaces. */
export const ACCOUNT_NAME_KANA =
  /^[\u30A1-\u30FAー゛゜（）．，／・]+(?:\u3000[\u30A1-\u30FAー゛゜（）．，／・]+)*$/;

/** toKatakana, then the ASCII symbols banks allow in holder names made full-width ('カ)ヤマダ' -> 'カ）ヤマダ'). */
export function toAccountNameKana(value: string): string {
  return toKatakana(value).replace(/[().,/]/g, (c) =>
    String.fromCharCode(c.charCodeAt(0) + 0xfee0),
  );
}

/** Digits with spaces and hyphens removed after toHalfWidth; other characters kept so they are refused. */
function compactDigits(value: string): string {
  return trim(toHalfWidth(value)).replace(/[\s-]/g, '');
}

const looseDigits = safeString({ error: '半角数字で入力してください' })
  .overwrite(compactDigits)
  .default('');

const bankAccountSchema = z.object(
  {
    bankCode: safeString({ error: BANK_MESSAGES.bankCode })
      .min(1, { error: BANK_MESSAGES.bankCodeRequired })
      .refine((v) => v === '' || /^\d{4}$/.test(v), { error: BANK_MESSAGES.bankCode }),
    bankName: requiredText(BANK_MESSAGES.bankName, 60),
    bankBranchCode: safeString({ error: BANK_MESSAGES.branchCode })
      .min(1, { error: BANK_MESSAGES.branchCodeRequired })
      .refine((v) => v === '' || /^\d{3}$/.test(v), { error: BANK_MESSAGES.branchCode }),
    bankBranch: requiredText(BANK_MESSAGES.branch, 60),
    accountNo: safeString({ error: BANK_MESSAGES.accountNo })
      .min(1, { error: BANK_MESSAGES.accountNoRequired })
      .refine((v) => v === '' || /^\d{7}$/.test(v), { error: BANK_MESSAGES.accountNo }),
    accountNameKana: katakanaText(BANK_MESSAGES.accountNameRequired, 30, ACCOUNT_NAME_KANA),
  },
  { error: 'お支払い方法を入力してください' },
);

/**
 * bankInfo (spec 3 customerData.bankInfo). Fields: type ('bank' default | 'card'),
 * isAgree (must be true), bankCode (4 digits, 全銀協 金融機関コード), bankName, bankBranchCode
 * (3 digits, 店番), bankBranch, accountKind (1 普通 default | 2 当座; '1' / '2' accepted),
 * accountNo, accountNameKana. For 'bank' all bank fields are required.
 * accountNo rule: exactly 7 digits after normalisation (full-width digits, spaces, hyphens
 * accepted). Shorter passbook numbers are NOT padded for the applicant: the message asks them to
 * add the leading zeros themselves, since a silently padded wrong number would fail the debit
 * weeks later. ゆうちょ銀行 (9900) accounts use their 振込用 店番 and 7-digit number.
 * accountNameKana: katakana after toAccountNameKana (hiragana and half-width kana accepted).
 * The bank and branch codes are checked for existence on the server (zengin-code), not here.
 * With 'card' the output blanks the bank fields (no unused account data is stored).
 */
export const bankInfoSchema = z
  .object(
    {
      type: z.enum(PAYMENT_TYPES, { error: 'お支払い方法を選択してください' }).default('bank'),
      isAgree: z.boolean({ error: BANK_MESSAGES.agree }).default(false),
      bankCode: looseDigits,
      bankName: optionalText(60),
      bankBranchCode: looseDigits,
      bankBranch: optionalText(60),
      accountKind: z
        .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
          error: '預金種目を選択してください',
        })
        .transform((v): AccountKind => (Number(v) === 2 ? 2 : 1))
        .default(1),
      accountNo: looseDigits,
      accountNameKana: safeString({ error: BANK_MESSAGES.accountNameRequired })
        .overwrite(toAccountNameKana)
        .default(''),
    },
    { error: 'お支払い方法を入力してください' },
  )
  .superRefine((v, ctx) => {
    if (v.isAgree !== true)
      ctx.addIssue({
        code: 'custom',
        message: v.type === 'card' ? BANK_MESSAGES.agreeCard : BANK_MESSAGES.agree,
        path: ['isAgree'],
      });
    if (v.type === 'bank') checkWith(bankAccountSchema, v, ctx);
  }, evenWithFieldErrors)
  .overwrite((v) =>
    v.type === 'bank'
      ? v
      : {
          ...v,
          bankCode: '',
          bankName: '',
          bankBranchCode: '',
          bankBranch: '',
          accountKind: 1 as const,
          accountNo: '',
          accountNameKana: '',
        },
  );

// ---- number portability --------------------------------------------------------------------

/** Who issued the current number (content-facts.md "Number portability"). */
export const CURRENT_PHONE_CARRIERS = ['nttWest', 'other'] as const;
export type CurrentPhoneCarrier = (typeof CURRENT_PHONE_CARRIERS)[number];
export const CURRENT_PHONE_CARRIER_LABELS: Record<CurrentPhoneCarrier, string> = {
  nttWest: 'NTT西日本（加入電話・INSネット・ひかり電話）',
  other: '他社の電話サービス（NTT西日本で発番された番号を移行済み）',
};

/** addressType: the number is registered at the installation address ('same', default) or elsewhere. */
export const PHONE_ADDRESS_TYPES = ['same', 'other'] as const;
/** relationship of the line's registered holder to the applicant: 'self' (default), family, other. */
export const PHONE_RELATIONSHIPS = ['self', 'family', 'other'] as const;
export type PhoneRelationship = (typeof PHONE_RELATIONSHIPS)[number];
export const PHONE_RELATIONSHIP_LABELS: Record<PhoneRelationship, string> = {
  self: 'ご本人',
  family: 'ご家族',
  other: 'その他',
};

/**
 * The portability conditions shown next to the number (content-facts.md "Phone (光電話) options"),
 * so the form explains them in the same words the rule uses.
 */
export const PORTABILITY_CONDITIONS = [
  'NTT西日本で発番されたアナログ電話の番号（INSネット・ひかり電話を含む）と、その番号を他社へ移行済みの番号は、そのままお使いいただけます。',
  '他社のIP電話で新たに発番された番号、050から始まる番号、携帯電話番号は移行できません。',
  '市外局番や収容局が変わる場所へのお引越しの場合は、番号を引き継げません。',
] as const;

const currentPhoneInfoShape = {
  number: safeString({ error: PHONE_MESSAGES.digits }).default(''),
  phone1: safeString({ error: PHONE_MESSAGES.digits }).default(''),
  phone2: safeString({ error: PHONE_MESSAGES.digits }).default(''),
  phone3: safeString({ error: PHONE_MESSAGES.digits }).default(''),
  carrier: z
    .enum(CURRENT_PHONE_CARRIERS, { error: '現在ご利用中の電話サービスを選択してください' })
    .default('nttWest'),
  carrierName: optionalText(50),
  addressType: z
    .enum(PHONE_ADDRESS_TYPES, { error: '電話回線のご登録住所を選択してください' })
    .default('same'),
  buildingType: buildingTypeSchema.default(0),
  ...optionalPostalAddressShape,
  relationship: z
    .enum(PHONE_RELATIONSHIPS, { error: '契約者様とのご関係を選択してください' })
    .default('self'),
  lastName_kanji: optionalText(20),
  firstName_kanji: optionalText(20),
  lastName_kana: optionalKatakanaText(30),
  firstName_kana: optionalKatakanaText(30),
};

const landlineParts = phonePartsSchema({
  kind: 'landline',
  requiredMessage: 'お使いの電話番号を入力してください',
});

const holderNameSchema = z.object(
  {
    lastName_kanji: requiredText('名義人の姓を入力してください', 20),
    firstName_kanji: requiredText('名義人の名を入力してください', 20),
    lastName_kana: katakanaText('名義人のセイ（フリガナ）を入力してください', 30),
    firstName_kana: katakanaText('名義人のメイ（フリガナ）を入力してください', 30),
  },
  { error: '名義人のお名前を入力してください' },
);

/**
 * currentPhoneInfo / currentPhoneInfo2 (spec 3): the number to keep with 番号ポータビリティ.
 * Fields: number or phone1-phone3 (a 10-digit fixed-line number; 050, mobile and free-dial
 * numbers are refused per content-facts.md), carrier ('nttWest' default | 'other' + carrierName),
 * addressType ('same' default | 'other' + postal address fields and buildingType), relationship
 * ('self' default | 'family' | 'other' + the holder's lastName/firstName kanji and kana).
 * Always parsed leniently (defaults for every field); `checkCurrentPhoneInfo` applies the rules
 * when the flag that uses it is on.
 */
export const currentPhoneInfoSchema = z
  .object(currentPhoneInfoShape, { error: 'お使いの電話番号の情報を入力してください' })
  .overwrite((v) => {
    const parts = landlineParts.safeParse(v);
    return parts.success ? { ...v, ...parts.data } : v;
  });

export type CurrentPhoneInfoInput = z.input<typeof currentPhoneInfoSchema>;
export type CurrentPhoneInfo = z.output<typeof currentPhoneInfoSchema>;

/** currentPhoneInfo with every default: form defaults, and the stored value when the flag is off. */
export const EMPTY_CURRENT_PHONE_INFO: CurrentPhoneInfo = currentPhoneInfoSchema.parse({});

/** The rules of a currentPhoneInfo that is in use, reported under `path`. */
export function checkCurrentPhoneInfo(
  value: z.output<typeof currentPhoneInfoSchema>,
  ctx: z.RefinementCtx,
  path: PropertyKey[],
): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  checkWith(landlineParts, value, ctx, path);
  if (value.carrier === 'other' && !value.carrierName) {
    ctx.addIssue({
      code: 'custom',
      message: 'ご利用中の電話会社名を入力してください',
      path: [...path, 'carrierName'],
    });
  }
  if (value.addressType === 'other') checkPostalAddress(value, ctx, path);
  if (value.relationship !== 'self') checkWith(holderNameSchema, value, ctx, path);
}

// ---- construction --------------------------------------------------------------------------

/** dowConstruction: the weekdays the applicant can be present for the installation. */
export const CONSTRUCTION_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type ConstructionDay = (typeof CONSTRUCTION_DAYS)[number];
export const CONSTRUCTION_DAY_LABELS: Record<ConstructionDay, string> = {
  mon: '月曜日',
  tue: '火曜日',
  wed: '水曜日',
  thu: '木曜日',
  fri: '金曜日',
  sat: '土曜日',
  sun: '日曜日',
};

export const FORM3_MESSAGES = {
  construction1: '工事に関する注意事項への同意が必要です',
  construction2: '工事の立ち会い・宅内工事に関する注意事項への同意が必要です',
  holidayDays: '土曜日・日曜日の工事をご希望の場合は「土日祝日の工事を希望する」を選択してください',
  movingPast: 'お引越し予定日は本日以降の日付を選択してください',
  requestColumn: 'ご要望は500文字以内で入力してください',
  mobileRentalAgree: 'モバイルルーターレンタルの利用規約への同意が必要です',
  portabilityWithoutPhone: '番号ポータビリティは光電話をお申し込みの場合にご利用いただけます',
  portability2WithoutFirst: '2番号目の番号ポータビリティは、1番号目とあわせてお申し込みください',
  currentCarrierRequired:
    '光乗りかえキャンペーンの適用には、現在ご利用中のインターネット回線の入力が必要です',
} as const;

/**
 * form3 (payment, phone, construction). Fields:
 * - bankInfo (bankInfoSchema);
 * - isPortability, currentPhoneInfo; isPortability2 (needs isPortability), currentPhoneInfo2;
 *   currentCarrier (the current internet provider, free text; required with
 *   `currentCarrierRequired`, see checkCurrentCarrier);
 * - dowConstruction (CONSTRUCTION_DAYS[], empty = 指定なし; sat/sun need isHolidayConstruction),
 *   isHolidayConstruction, movingYear/Month/Date (optional; a real date, today or later, Japan
 *   time; errors at movingYear), requestColumn (≤ 500 characters);
 * - isAgreeOfConstruction1 and isAgreeOfConstruction2 (both must be true); isCheckedMap;
 * - isMobileRental, isMobileRentalAgree (must be true when isMobileRental).
 * With `planData` the phone rules apply too: portability only with 光電話 (hasPhoneService).
 * The output resets currentPhoneInfo / currentPhoneInfo2 to EMPTY_CURRENT_PHONE_INFO while their
 * flag is off (the form keeps what was typed; only unused data is not sent on).
 */
export function makeForm3Schema(
  options: { now?: Clock; planData?: Form3PlanContext; currentCarrierRequired?: boolean } = {},
) {
  const { now = systemClock, planData, currentCarrierRequired = false } = options;
  return z
    .object(
      {
        bankInfo: bankInfoSchema.prefault({}),
        isPortability: flag(false),
        currentPhoneInfo: currentPhoneInfoSchema.prefault({}),
        isPortability2: flag(false),
        currentPhoneInfo2: currentPhoneInfoSchema.prefault({}),
        currentCarrier: optionalText(50),
        dowConstruction: z
          .array(z.enum(CONSTRUCTION_DAYS, { error: '曜日を正しく選択してください' }), {
            error: '曜日を正しく選択してください',
          })
          .transform((days) => CONSTRUCTION_DAYS.filter((d) => days.includes(d)))
          .default([]),
        isHolidayConstruction: flag(false),
        movingYear: optionalInt('お引越し予定日を正しく入力してください'),
        movingMonth: optionalInt('お引越し予定日を正しく入力してください'),
        movingDate: optionalInt('お引越し予定日を正しく入力してください'),
        requestColumn: optionalText(500, FORM3_MESSAGES.requestColumn),
        isAgreeOfConstruction1: z.boolean({ error: FORM3_MESSAGES.construction1 }).default(false),
        isAgreeOfConstruction2: z.boolean({ error: FORM3_MESSAGES.construction2 }).default(false),
        isCheckedMap: flag(false),
        isMobileRental: flag(false),
        isMobileRentalAgree: flag(false),
      },
      { error: 'お支払い・工事の情報を入力してください' },
    )
    .superRefine((v, ctx) => {
      if (v.isPortability === true)
        checkCurrentPhoneInfo(v.currentPhoneInfo, ctx, ['currentPhoneInfo']);
      if (v.isPortability2 === true) {
        if (v.isPortability !== true) {
          ctx.addIssue({
            code: 'custom',
            message: FORM3_MESSAGES.portability2WithoutFirst,
            path: ['isPortability2'],
          });
        }
        checkCurrentPhoneInfo(v.currentPhoneInfo2, ctx, ['currentPhoneInfo2']);
      }
      if (
        Array.isArray(v.dowConstruction) &&
        v.isHolidayConstruction !== true &&
        v.dowConstruction.some((d) => d === 'sat' || d === 'sun')
      ) {
        ctx.addIssue({
          code: 'custom',
          message: FORM3_MESSAGES.holidayDays,
          path: ['dowConstruction'],
        });
      }
      checkDateParts(
        ctx,
        { year: v.movingYear, month: v.movingMonth, date: v.movingDate },
        {
          path: ['movingYear'],
          required: false,
          requiredMessage: '',
          invalidMessage: 'お引越し予定日を正しく入力してください',
          notPast: { now, message: FORM3_MESSAGES.movingPast },
        },
      );
      if (v.isAgreeOfConstruction1 !== true) {
        ctx.addIssue({
          code: 'custom',
          message: FORM3_MESSAGES.construction1,
          path: ['isAgreeOfConstruction1'],
        });
      }
      if (v.isAgreeOfConstruction2 !== true) {
        ctx.addIssue({
          code: 'custom',
          message: FORM3_MESSAGES.construction2,
          path: ['isAgreeOfConstruction2'],
        });
      }
      if (v.isMobileRental === true && v.isMobileRentalAgree !== true) {
        ctx.addIssue({
          code: 'custom',
          message: FORM3_MESSAGES.mobileRentalAgree,
          path: ['isMobileRentalAgree'],
        });
      }
      if (planData) checkForm3AgainstPlan(v, planData, ctx);
      checkCurrentCarrier(v, currentCarrierRequired, ctx);
    }, evenWithFieldErrors)
    .overwrite((v) => ({
      ...v,
      currentPhoneInfo: v.isPortability ? v.currentPhoneInfo : EMPTY_CURRENT_PHONE_INFO,
      currentPhoneInfo2: v.isPortability2 ? v.currentPhoneInfo2 : EMPTY_CURRENT_PHONE_INFO,
    }));
}

/** The form3 rules that depend on the plan (used by makeForm3Schema and applicationSchema). */
export function checkForm3AgainstPlan(
  form3: { isPortability?: unknown; isPortability2?: unknown },
  plan: Form3PlanContext,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  if (hasPhoneService(plan)) return;
  if (form3.isPortability === true) {
    ctx.addIssue({
      code: 'custom',
      message: FORM3_MESSAGES.portabilityWithoutPhone,
      path: [...path, 'isPortability'],
    });
  }
  if (form3.isPortability2 === true) {
    ctx.addIssue({
      code: 'custom',
      message: FORM3_MESSAGES.portabilityWithoutPhone,
      path: [...path, 'isPortability2'],
    });
  }
}

/**
 * The current internet line (form3.currentCarrier) is given when `required`
 * (isCurrentCarrierRequired of ./step-dependencies.ts: 光乗りかえキャンペーン chosen). Used by
 * makeForm3Schema and applicationSchema, errors at `path` + currentCarrier.
 */
export function checkCurrentCarrier(
  form3: { currentCarrier?: unknown },
  required: boolean,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  if (!required) return;
  if (typeof form3.currentCarrier === 'string' && form3.currentCarrier.trim() !== '') return;
  ctx.addIssue({
    code: 'custom',
    message: FORM3_MESSAGES.currentCarrierRequired,
    path: [...path, 'currentCarrier'],
  });
}

// Built by each caller, not at module load (see form2.ts).
type Form3Schema = ReturnType<typeof makeForm3Schema>;
export type Form3Input = z.input<Form3Schema>;
export type Form3 = z.output<Form3Schema>;

/** Empty form3 values for react-hook-form `defaultValues` (bank debit, 普通, no portability). */
export const form3DefaultValues = {
  bankInfo: {
    type: 'bank',
    isAgree: false,
    bankCode: '',
    bankName: '',
    bankBranchCode: '',
    bankBranch: '',
    accountKind: 1,
    accountNo: '',
    accountNameKana: '',
  },
  isPortability: false,
  currentPhoneInfo: EMPTY_CURRENT_PHONE_INFO,
  isPortability2: false,
  currentPhoneInfo2: EMPTY_CURRENT_PHONE_INFO,
  currentCarrier: '',
  dowConstruction: [],
  isHolidayConstruction: false,
  movingYear: '',
  movingMonth: '',
  movingDate: '',
  requestColumn: '',
  isAgreeOfConstruction1: false,
  isAgreeOfConstruction2: false,
  isCheckedMap: false,
  isMobileRental: false,
  isMobileRentalAgree: false,
} satisfies Form3Input;
