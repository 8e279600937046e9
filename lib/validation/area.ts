import { z } from 'zod';
import type { BuildingType } from '@/lib/state/types';
import {
  addressLine,
  evenWithFieldErrors,
  flag,
  optionalText,
  requiredAddressLine,
  requiredText,
  roomNumberText,
  safeString,
  toHalfWidth,
  trim,
} from './normalize';
import { POSTAL_CODE_MESSAGES, PREFECTURES } from './area-labels';

/**
 * Japanese postal code: 7 digits, optionally written 3-4 with a hyphen, full-width digits and
 * dashes and a leading 〒 accepted. Output: 7 ASCII digits ('４６０－０００８' -> '4600008'),
 * the form /api/postal/?zipcode= and installationInfo.postalCode use.
 */
export const postalCodeSchema = safeString({ error: POSTAL_CODE_MESSAGES.required })
  .overwrite((v) => trim(toHalfWidth(v)).replace(/^〒\s*/, ''))
  .min(1, { error: POSTAL_CODE_MESSAGES.required })
  .refine((v) => v === '' || /^\d{3}-?\d{4}$/.test(v), { error: POSTAL_CODE_MESSAGES.format })
  .overwrite((v) => v.replace('-', ''));

/** A prefecture name among the 47 (not only the service area: others get "not served" from lib/area). */
export const prefectureSchema = safeString({ error: '都道府県を選択してください' })
  .overwrite(trim)
  .min(1, { error: '都道府県を選択してください' })
  .refine((v) => v === '' || (PREFECTURES as readonly string[]).includes(v), {
    error: '都道府県を正しく選択してください',
  });

/**
 * buildingType (spec 7 "Area search logic"): 0 戸建て, 1 マンション・アパート. Accepts 0 | 1 or the radio
 * values '0' | '1'; output the number.
 */
export const buildingTypeSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: '建物の種類を選択してください',
  })
  .transform((v): BuildingType => (Number(v) === 1 ? 1 : 0));

/**
 * The area-check form (searchCommufaArea input, spec 7).
 * Fields: postalCode (7 digits out), prefecture, city, town (大字・町名; may be blank for postal
 * codes without one), line1 (丁目・番地; required unless isNoAddress, the new-build path with no
 * lot number yet), buildingName (required for buildingType 1), buildingType (0 | 1), isNoAddress,
 * roomNumber (部屋番号, normalised by toRoomNumber; not used by the search, it completes the
 * installation address as installationInfo.line3_kanji; required by {@link areaFormSchema}).
 */
export const areaSearchInputSchema = z
  .object(
    {
      postalCode: postalCodeSchema,
      prefecture: prefectureSchema,
      city: requiredText('市区町村を入力してください', 50),
      town: optionalText(50),
      line1: addressLine(100),
      buildingName: addressLine(100),
      buildingType: buildingTypeSchema,
      isNoAddress: flag(false),
      roomNumber: roomNumberText().optional(),
    },
    { error: '住所を入力してください' },
  )
  .superRefine((v, ctx) => {
    if (!v.isNoAddress && v.line1 === '') {
      ctx.addIssue({ code: 'custom', message: '丁目・番地を入力してください', path: ['line1'] });
    }
    if (v.buildingType === 1 && v.buildingName === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'マンション・アパート名を入力してください',
        path: ['buildingName'],
      });
    }
  }, evenWithFieldErrors);

export const ROOM_NUMBER_REQUIRED = '部屋番号を入力してください';

/**
 * The address form of the area check (components/apply/area-form.tsx): areaSearchInputSchema,
 * and for an apartment (buildingType 1) the room number is required, since it is the
 * installation address the application is made for.
 */
export const areaFormSchema = areaSearchInputSchema.superRefine((v, ctx) => {
  if (v.buildingType === 1 && !v.roomNumber) {
    ctx.addIssue({ code: 'custom', message: ROOM_NUMBER_REQUIRED, path: ['roomNumber'] });
  }
}, evenWithFieldErrors);

export type AreaSearchInput = z.input<typeof areaSearchInputSchema>;
export type AreaSearch = z.output<typeof areaSearchInputSchema>;

/**
 * A postal address other than the installation address (contact address, the phone line's
 * registered address): postalCode, state_kanji, city_kanji, town_kanji, line1_kanji (丁目・番地),
 * line2_kanji (building), line3_kanji (room). Names follow installationInfo.
 */
export const postalAddressShape = {
  postalCode: postalCodeSchema,
  state_kanji: prefectureSchema,
  city_kanji: requiredText('市区町村を入力してください', 50),
  town_kanji: optionalText(50),
  line1_kanji: requiredAddressLine('丁目・番地を入力してください', 100),
  line2_kanji: addressLine(100),
  line3_kanji: addressLine(50),
};

export const postalAddressSchema = z.object(postalAddressShape, {
  error: '住所を入力してください',
});
export type PostalAddressInput = z.input<typeof postalAddressSchema>;

/** Postal code normalised like postalCodeSchema but not checked (for addresses that are only sometimes required). */
const loosePostalCode = safeString({ error: POSTAL_CODE_MESSAGES.format })
  .overwrite((v) => {
    const s = trim(toHalfWidth(v)).replace(/^〒\s*/, '');
    return /^\d{3}-\d{4}$/.test(s) ? s.replace('-', '') : s;
  })
  .default('');

/**
 * The same fields as postalAddressShape, normalised but all optional (missing -> ''); use
 * `checkPostalAddress` in the parent's superRefine when the address is required.
 */
export const optionalPostalAddressShape = {
  postalCode: loosePostalCode,
  state_kanji: optionalText(10),
  city_kanji: optionalText(50),
  town_kanji: optionalText(50),
  line1_kanji: addressLine(100),
  line2_kanji: addressLine(100),
  line3_kanji: addressLine(50),
};

/**
 * Validates the address fields of `value` with postalAddressSchema and reports each problem at
 * `path` + the field name (so a form shows it next to that field).
 */
export function checkPostalAddress(
  value: unknown,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  const result = postalAddressSchema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}
