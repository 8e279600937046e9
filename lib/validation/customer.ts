import { fixedDigits } from './normalize';

export const CUSTOMER_NUMBER_MESSAGES = {
  required: 'お客さま番号を入力してください',
  format: 'お客さま番号は10桁の数字で入力してください',
} as const;

/**
 * お客さま番号 of an existing customer (transfer and option application): 10 digits as
 * printed on the contract documents; full-width digits, spaces and hyphens accepted, digits out.
 */
export const customerNumberSchema = fixedDigits(
  10,
  CUSTOMER_NUMBER_MESSAGES.required,
  CUSTOMER_NUMBER_MESSAGES.format,
);
