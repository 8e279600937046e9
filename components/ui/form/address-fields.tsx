'use client';

import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { PostalAddress } from '@/lib/area/postal-lookup';
import { EMPTY_POSTAL_ADDRESS } from '@/lib/validation/area-labels';
import { errorOf, joined, TextInput, type KitForm, type PathPrefix } from './bound';
import { PrefectureField } from './field';
import { PostalFillButton, PostalFillStatus, usePostalFill } from './postal-fill';

/**
 * A postal address at `base` (postalCode, state_kanji, city_kanji, town_kanji, line1-3_kanji:
 * lib/validation/area.ts postalAddressShape; empty values EMPTY_POSTAL_ADDRESS) in a fieldset
 * with its legend, with the postal-code fill (usePostalFill: one town fills, several are offered
 * to choose from; a fill validates the filled fields, clearing their errors). 都道府県 is chosen
 * from the 47 prefectures. The one address block of the visitor flows and the wizard.
 */
export function AddressFields<T extends FieldValues>({
  form,
  base,
  legend,
}: {
  form: KitForm<T>;
  /** The address object's path: its fields are at `${base}.postalCode` etc. */
  base: PathPrefix<T, '.line1_kanji'>;
  legend: ReactNode;
}) {
  const path = (field: keyof typeof EMPTY_POSTAL_ADDRESS) => joined<T>(base, `.${field}`);
  const postal = usePostalFill((row: PostalAddress) => {
    const fill = (field: keyof typeof EMPTY_POSTAL_ADDRESS, value: string) =>
      form.setValue(path(field), value as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
    fill('postalCode', row.postalCode);
    fill('state_kanji', row.prefecture);
    fill('city_kanji', row.city);
    fill('town_kanji', row.town);
  });
  const text = (
    field: keyof typeof EMPTY_POSTAL_ADDRESS,
    label: string,
    props: Omit<ComponentProps<typeof TextInput>, 'form' | 'name' | 'label'> = {},
  ) => <TextInput form={form} name={path(field)} label={label} {...props} />;
  return (
    <fieldset className="flex flex-col gap-4 rounded border border-gray-300 p-4">
      <legend className="px-1 font-bold">{legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        {text('postalCode', '郵便番号', {
          required: true,
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          hint: 'ハイフンなしの7桁（例：4600008）',
          className: 'w-52',
        })}
        <PostalFillButton
          postal={postal}
          className="mb-1"
          onClick={() => void postal.lookup(String(form.getValues(path('postalCode')) ?? ''))}
        />
      </div>
      <PostalFillStatus postal={postal} />
      <PrefectureField
        required
        autoComplete="address-level1"
        error={errorOf(form, path('state_kanji'))}
        {...form.register(path('state_kanji'))}
      />
      {text('city_kanji', '市区町村', { required: true, autoComplete: 'address-level2' })}
      {text('town_kanji', '町名・大字', { autoComplete: 'address-level3' })}
      {text('line1_kanji', '丁目・番地', { required: true, hint: '例：3丁目1-1' })}
      {text('line2_kanji', '建物名')}
      {text('line3_kanji', '部屋番号')}
    </fieldset>
  );
}
