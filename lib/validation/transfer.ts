import { z } from 'zod';
import { areaSearchInputSchema } from './area';
import {
  compareDates,
  formatIsoDate,
  parseDateText,
  systemClock,
  todayInJapan,
  type Clock,
} from '@/lib/time';
import { customerNumberSchema } from './customer';
import { evenWithFieldErrors, optionalText, safeString, toHalfWidth, trim } from './normalize';
import { MAIL_MESSAGES, mailSchema } from './form2';
import { phoneNumberSchema } from './phone';

export { customerNumberSchema };

const registeredPhone = phoneNumberSchema({
  requiredMessage: 'ご契約時にご登録の電話番号を入力してください',
});

/**
 * checkTransferRequest input: customerNumber (10 digits) and phone (the number
 * registered with the contract, one field, digits out).
 */
export const checkTransferRequestSchema = z.object(
  {
    customerNumber: customerNumberSchema,
    phone: registeredPhone,
  },
  { error: 'お客さま番号と電話番号を入力してください' },
);

export type CheckTransferRequestInput = z.input<typeof checkTransferRequestSchema>;
export type CheckTransferRequest = z.output<typeof checkTransferRequestSchema>;

export const TRANSFER_MESSAGES = {
  movingDateRequired: 'お引越し予定日を入力してください',
  movingDateInvalid: 'お引越し予定日を正しく入力してください',
  movingDatePast: 'お引越し予定日は本日以降の日付を入力してください',
} as const;

/**
 * transferRequest input: customerNumber, phone, newAddress (the area-check fields
 * of areaSearchInputSchema: postalCode, prefecture, city, town, line1, buildingName, buildingType,
 * isNoAddress), movingDate ('YYYY-MM-DD'; '2026/12/1' and '2026年12月1日' accepted; a real day,
 * today or later in Japan time), requestColumn (≤ 500, optional), mail (optional, checked when
 * given: where the receipt message goes). `now` (a Clock of lib/time.ts, default
 * systemClock) is read at each parse.
 */
export function makeTransferRequestSchema(options: { now?: Clock } = {}) {
  const { now = systemClock } = options;
  return z
    .object(
      {
        customerNumber: customerNumberSchema,
        phone: registeredPhone,
        newAddress: areaSearchInputSchema,
        movingDate: safeString({ error: TRANSFER_MESSAGES.movingDateRequired })
          .overwrite((v) => {
            const d = parseDateText(v);
            return d ? formatIsoDate(d) : trim(toHalfWidth(v));
          })
          .min(1, { error: TRANSFER_MESSAGES.movingDateRequired }),
        requestColumn: optionalText(500, 'ご要望は500文字以内で入力してください'),
        mail: z.union([z.literal(''), mailSchema], { error: MAIL_MESSAGES.format }).default(''),
      },
      { error: 'お引越しの情報を入力してください' },
    )
    .superRefine((v, ctx) => {
      if (typeof v.movingDate !== 'string' || v.movingDate === '') return;
      const d = parseDateText(v.movingDate);
      if (!d) {
        ctx.addIssue({
          code: 'custom',
          message: TRANSFER_MESSAGES.movingDateInvalid,
          path: ['movingDate'],
        });
      } else if (compareDates(d, todayInJapan(now())) < 0) {
        ctx.addIssue({
          code: 'custom',
          message: TRANSFER_MESSAGES.movingDatePast,
          path: ['movingDate'],
        });
      }
    }, evenWithFieldErrors);
}

export const transferRequestSchema = makeTransferRequestSchema();

export type TransferRequestInput = z.input<typeof transferRequestSchema>;
export type TransferRequest = z.output<typeof transferRequestSchema>;
