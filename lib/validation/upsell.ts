import { z } from 'zod';
import { customerNumberSchema } from './customer';
import { evenWithFieldErrors, mustBeTrue, optionalText, safeString } from './normalize';
import { MAIL_MESSAGES, mailSchema } from './form2';
import { phoneNumberSchema } from './phone';

export const UPSELL_MESSAGES = {
  optionsRequired: 'お申し込みになるオプションを1つ以上選択してください',
  optionUnknown: '選択されたオプションはお申し込みいただけません',
  agree: 'オプションの提供条件への同意が必要です',
} as const;

/** An option document's slug (content/options/<slug>.mdx, route /option/<slug>/). */
const OPTION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * applicationUpSell input: customerNumber (10 digits), phone (registered number,
 * one field), options (option slugs, at least one, duplicates removed, and — when `optionSlugs`
 * is given, e.g. the slugs of the option documents on the server — each one of them),
 * requestColumn (≤ 500, optional), mail (optional, checked when given: where the receipt message
 * goes), isAgree (must be true).
 */
export function makeApplicationUpSellSchema(options: { optionSlugs?: readonly string[] } = {}) {
  const { optionSlugs } = options;
  return z
    .object(
      {
        customerNumber: customerNumberSchema,
        phone: phoneNumberSchema({
          requiredMessage: 'ご契約時にご登録の電話番号を入力してください',
        }),
        options: z
          .array(
            safeString({ error: UPSELL_MESSAGES.optionUnknown }).regex(OPTION_SLUG, {
              error: UPSELL_MESSAGES.optionUnknown,
            }),
            {
              error: UPSELL_MESSAGES.optionsRequired,
            },
          )
          .transform((slugs) => [...new Set(slugs)])
          .default([]),
        requestColumn: optionalText(500, 'ご要望は500文字以内で入力してください'),
        mail: z.union([z.literal(''), mailSchema], { error: MAIL_MESSAGES.format }).default(''),
        isAgree: mustBeTrue(UPSELL_MESSAGES.agree),
      },
      { error: 'お申し込み内容を入力してください' },
    )
    .superRefine((v, ctx) => {
      if (!Array.isArray(v.options)) return;
      if (v.options.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: UPSELL_MESSAGES.optionsRequired,
          path: ['options'],
        });
      } else if (optionSlugs && v.options.some((s) => !optionSlugs.includes(s))) {
        ctx.addIssue({ code: 'custom', message: UPSELL_MESSAGES.optionUnknown, path: ['options'] });
      }
    }, evenWithFieldErrors);
}

/** applicationUpSell without a slug list (format checked only). */
export const applicationUpSellSchema = makeApplicationUpSellSchema();

export type ApplicationUpSellInput = z.input<typeof applicationUpSellSchema>;
export type ApplicationUpSell = z.output<typeof applicationUpSellSchema>;
