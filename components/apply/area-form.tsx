'use client';

import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button-class';
import {
  CheckboxField,
  ChoiceGroup,
  ChoiceOption,
  InputField,
  PrefectureField,
  fieldId,
} from '@/components/ui/form/field';
import { ErrorSummary } from '@/components/ui/form/error-summary';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import {
  PostalFillButton,
  PostalFillStatus,
  usePostalFill,
} from '@/components/ui/form/postal-fill';
import type { PostalAddress } from '@/lib/area/postal-lookup';
import { isServicePrefecture, type AreaSearchInput } from '@/lib/area/search-area';
import type { InstallationInfo } from '@/lib/state/types';
import { isPinForTown, type ConfirmedPin } from '@/lib/area/confirmed-pin';

// The map part loads when the visitor ticks 'no address yet' (not in the area pages' first load).
const PinPicker = lazy(() => import('./pin-picker'));
import { BUILDING_TYPE_LABELS } from '@/lib/validation/area-labels';

/** The form's raw values (strings as typed; the schema normalises them). */
export interface AreaFormValues {
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  line1: string;
  buildingName: string;
  buildingType: '0' | '1';
  isNoAddress: boolean;
  /** A note on the place (new builds without an address): installationInfo.detail. */
  detail: string;
  roomNumber: string;
}

const emptyValues: AreaFormValues = {
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  line1: '',
  buildingName: '',
  buildingType: '0',
  isNoAddress: false,
  detail: '',
  roomNumber: '',
};

/**
 * The form's zod schemas (./area-form-schema.ts), imported on first use (the first focus starts
 * it), so they are not in the area pages' first load.
 */
const areaValidation = lazyResolver<AreaFormValues, AreaSearchInput>(() =>
  import('./area-form-schema').then((m) => m.areaResolver),
);

/** Refills the form from the machine's last input (browser back, retry). */
export function areaFormValuesFrom(
  input: AreaSearchInput | null,
  detail: string | null = null,
): AreaFormValues {
  if (!input) return emptyValues;
  return {
    postalCode: input.postalCode,
    prefecture: input.prefecture,
    city: input.city,
    town: input.town,
    line1: input.line1,
    buildingName: input.buildingName,
    buildingType: input.buildingType === 1 ? '1' : '0',
    isNoAddress: input.isNoAddress,
    detail: detail ?? '',
    roomNumber: input.roomNumber ?? '',
  };
}

/** The confirmed pin kept in installationInfo (latitude, longitude, image), if any. */
function pinFrom(info: InstallationInfo | null): ConfirmedPin | null {
  if (!info || info.latitude === null || info.longitude === null || !info.image) return null;
  return {
    latitude: info.latitude,
    longitude: info.longitude,
    image: info.image,
    town: { prefecture: info.state_kanji, city: info.city_kanji, town: info.town_kanji },
  };
}

/**
 * installationInfo from the parsed input; for a new build without an address (isNoAddress) also
 * the note (detail) and the confirmed pin (latitude, longitude, map image key).
 */
function toInstallationInfo(
  input: AreaSearchInput,
  kana: PostalAddress | null,
  noAddress: { pin: ConfirmedPin; detail: string } | null,
): InstallationInfo {
  return {
    postalCode: input.postalCode,
    state_kanji: input.prefecture,
    city_kanji: input.city,
    town_kanji: input.town,
    state_kana: kana?.prefectureKana ?? '',
    city_kana: kana?.cityKana ?? '',
    town_kana: kana?.townKana ?? '',
    line1_kanji: input.line1,
    line2_kanji: input.buildingName,
    // 部屋番号 of an apartment (normalised by the form's schema); a house has none.
    line3_kanji: input.buildingType === 1 ? (input.roomNumber ?? '') : '',
    image: noAddress?.pin.image ?? null,
    detail: noAddress?.detail || null,
    latitude: noAddress?.pin.latitude ?? null,
    longitude: noAddress?.pin.longitude ?? null,
  };
}

/**
 * The area-check address form (fields and messages of lib/validation's
 * areaSearchInputSchema): postal code (full-width digits and a hyphen accepted) that fills
 * prefecture, city and town from /api/postal/, 丁目・番地, building name, building type, and the
 * 'no lot number yet' path for new builds (isNoAddress). Calls onSearch with the parsed input
 * and the installation address; nothing typed is lost on an error.
 */
export function AreaForm({
  initial,
  installationInfo,
  isSearching,
  onSearch,
}: {
  initial: AreaSearchInput | null;
  installationInfo: InstallationInfo | null;
  isSearching: boolean;
  onSearch: (input: AreaSearchInput, installationInfo: InstallationInfo) => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, submitCount },
  } = useForm<AreaFormValues, unknown, AreaSearchInput>({
    resolver: areaValidation.resolver,
    defaultValues: areaFormValuesFrom(initial, installationInfo?.detail),
    mode: 'onTouched',
  });
  const [kana, setKana] = useState<PostalAddress | null>(
    installationInfo
      ? {
          postalCode: installationInfo.postalCode,
          prefecture: installationInfo.state_kanji,
          city: installationInfo.city_kanji,
          town: installationInfo.town_kanji,
          prefectureKana: installationInfo.state_kana,
          cityKana: installationInfo.city_kana,
          townKana: installationInfo.town_kana,
        }
      : null,
  );
  const buildingType = useWatch({ control, name: 'buildingType' });
  const isNoAddress = useWatch({ control, name: 'isNoAddress' });
  const [prefecture, city, town] = useWatch({ control, name: ['prefecture', 'city', 'town'] });
  const pinTown = { prefecture: prefecture.trim(), city: city.trim(), town: town.trim() };
  const [pin, setPin] = useState<ConfirmedPin | null>(() => pinFrom(installationInfo));
  const [pinError, setPinError] = useState<'required' | 'townChanged' | undefined>();

  const postal = usePostalFill((row) => {
    setValue('postalCode', row.postalCode);
    setValue('prefecture', row.prefecture, { shouldValidate: true });
    setValue('city', row.city, { shouldValidate: true });
    setValue('town', row.town);
    setKana(row);
  });

  const submit = handleSubmit((input) => {
    const town = { prefecture: input.prefecture, city: input.city, town: input.town };
    // Outside the five prefectures the search answers 'not served' without a pin.
    if (input.isNoAddress && isServicePrefecture(input.prefecture) && !isPinForTown(pin, town)) {
      setPinError(pin ? 'townChanged' : 'required');
      return;
    }
    setPinError(undefined);
    const sameTown =
      kana &&
      kana.prefecture === input.prefecture &&
      kana.city === input.city &&
      kana.town === input.town;
    const noAddress =
      input.isNoAddress && isPinForTown(pin, town)
        ? { pin, detail: getValues('detail').trim().slice(0, 500) }
        : null;
    onSearch(input, toInstallationInfo(input, sameTown ? kana : null, noAddress));
  });

  return (
    <form
      onSubmit={submit}
      onFocus={areaValidation.preload}
      noValidate
      aria-label="提供エリアの確認"
      className="flex flex-col gap-5"
    >
      <ErrorSummary errors={errors} focusKey={submitCount} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <InputField
          label="郵便番号"
          hint="例：460-0008（全角・ハイフンありでも入力できます）"
          autoComplete="postal-code"
          inputMode="numeric"
          className="sm:w-64"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <PostalFillButton
          postal={postal}
          className="sm:mb-1"
          onClick={() => void postal.lookup(getValues('postalCode'))}
        />
      </div>
      <PostalFillStatus postal={postal} noAddress={isNoAddress} />

      <PrefectureField
        autoComplete="address-level1"
        className="sm:w-64"
        error={errors.prefecture?.message}
        {...register('prefecture')}
      />
      <InputField
        label="市区町村"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <InputField
        label="町名・大字"
        autoComplete="address-level3"
        error={errors.town?.message}
        {...register('town')}
      />

      <CheckboxField
        label="住所（番地）がまだ決まっていない（新築など）"
        {...register('isNoAddress')}
      />
      <InputField
        label={isNoAddress ? '地番（わかる場合）' : '丁目・番地'}
        hint={isNoAddress ? '例：字北山123番（空欄でも確認できます）' : '例：3丁目1-1'}
        autoComplete={isNoAddress ? 'off' : 'address-line1'}
        error={errors.line1?.message}
        {...register('line1')}
      />
      {isNoAddress ? (
        <>
          <InputField
            label="補足（目印など・任意）"
            hint="例：〇〇小学校の北側、造成中の分譲地の角"
            autoComplete="off"
            maxLength={500}
            {...register('detail')}
          />
          <Suspense fallback={<p className="text-sm">地図の項目を読み込んでいます…</p>}>
            <PinPicker
              town={pinTown}
              value={pin}
              onChange={(p) => {
                setPin(p);
                setPinError(undefined);
              }}
              error={pinError}
            />
          </Suspense>
        </>
      ) : null}

      <ChoiceGroup
        id={fieldId('buildingType')}
        legend="建物の種類"
        error={errors.buildingType?.message}
      >
        {(['0', '1'] as const).map((v) => (
          <ChoiceOption
            key={v}
            type="radio"
            id={v === '0' ? fieldId('buildingType') : undefined}
            value={v}
            {...register('buildingType')}
          >
            {BUILDING_TYPE_LABELS[v === '1' ? 1 : 0]}
          </ChoiceOption>
        ))}
      </ChoiceGroup>
      {buildingType === '1' ? (
        <InputField
          label="マンション・アパート名"
          hint="例：コミュファ栄タワー"
          autoComplete="address-line2"
          error={errors.buildingName?.message}
          {...register('buildingName')}
        />
      ) : null}
      {buildingType === '1' ? (
        <InputField
          label="部屋番号"
          hint="例：301、A-102（全角・ひらがなで入力しても整えます）"
          autoComplete="address-line3"
          error={errors.roomNumber?.message}
          {...register('roomNumber')}
        />
      ) : null}

      <button
        type="submit"
        className={buttonClass('primary', 'lg')}
        disabled={isSearching || postal.state.kind === 'loading'}
      >
        {isSearching ? '確認しています…' : '提供エリアを確認する'}
      </button>
    </form>
  );
}
