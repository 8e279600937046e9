'use client';

import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import {
  CheckboxField,
  InputField,
  PrefectureField,
  SelectField,
  TextAreaField,
} from '@/components/ui/form/field';
import { ErrorSummary } from '@/components/ui/form/error-summary';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import {
  PostalFillButton,
  PostalFillStatus,
  usePostalFill,
} from '@/components/ui/form/postal-fill';
import { useShowTypedValuesToWatchers } from '@/components/ui/form/use-typed-values';
import { useSiteSettings } from '@/components/platform/use-site-settings';
import { getCallTime } from '@/lib/settings/call-time';
import { bookableSlots } from '@/lib/flows/contact';
import { sendContact } from '@/lib/flows/calls';
import type { Contact } from '@/lib/validation/contact';
import {
  ADDRESS_TYPES,
  contactDateRange,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  RESERVATION_TYPES,
  type InquiryType,
} from '@/lib/validation/contact-choices';
import { FlowReceipt } from './flow-receipt';
import { useFlowSubmit } from './use-flow-submit';

interface ContactFormValues {
  inquiryType: InquiryType | '';
  preferredDate: string;
  preferredTime: string;
  lastName_kanji: string;
  firstName_kanji: string;
  lastName_kana: string;
  firstName_kana: string;
  phone: string;
  mail: string;
  address: {
    postalCode: string;
    state_kanji: string;
    city_kanji: string;
    town_kanji: string;
    line1_kanji: string;
    line2_kanji: string;
    line3_kanji: string;
  };
  message: string;
  isAgreePrivacy: boolean;
}

const emptyValues: ContactFormValues = {
  inquiryType: '',
  preferredDate: '',
  preferredTime: '',
  lastName_kanji: '',
  firstName_kanji: '',
  lastName_kana: '',
  firstName_kana: '',
  phone: '',
  mail: '',
  address: {
    postalCode: '',
    state_kanji: '',
    city_kanji: '',
    town_kanji: '',
    line1_kanji: '',
    line2_kanji: '',
    line3_kanji: '',
  },
  message: '',
  isAgreePrivacy: false,
};

/**
 * /contact/: inquiry type, a preferred date and one-hour slot inside the
 * reception hours of settings.callTime (lib/flows/contact.ts bookableSlots; defaults 10-18 until
 * settings arrive), contact details, an address for visits and documents, free text and privacy
 * consent, validated with makeContactSchema({ callTime }) (imported at the form's first focus:
 * ./flow-form-schemas.ts) and sent as `contact`; the receipt number from the server is shown at
 * the end. Values stay in memory only.
 */
export function ContactForm() {
  const loaded = useSiteSettings();
  const callTime = getCallTime(loaded?.settings);
  const { displayFirstTime, displayLastTime } = callTime;
  const validation = useMemo(
    () =>
      lazyResolver<ContactFormValues, Contact>(() =>
        import('./flow-form-schemas').then((m) =>
          m.contactResolver<ContactFormValues>({ displayFirstTime, displayLastTime }),
        ),
      ),
    [displayFirstTime, displayLastTime],
  );
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setValues,
    getValues,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactFormValues, unknown, Contact>({
    resolver: validation.resolver,
    defaultValues: emptyValues,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  useShowTypedValuesToWatchers({ getValues, setValues }, emptyValues);
  const [receipt, setReceipt] = useState<string | null>(null);
  const [range] = useState(() => contactDateRange());
  const inquiryType = useWatch({ control, name: 'inquiryType' });
  const preferredDate = useWatch({ control, name: 'preferredDate' });
  const preferredTime = useWatch({ control, name: 'preferredTime' });
  const slots = bookableSlots({ displayFirstTime, displayLastTime }, preferredDate);
  const isReservation = inquiryType !== '' && RESERVATION_TYPES.includes(inquiryType);
  const needsAddress = inquiryType !== '' && ADDRESS_TYPES.includes(inquiryType);

  const { onSubmit, summary } = useFlowSubmit({ setError, submitCount }, async (data: Contact) => {
    const r = await sendContact(data as unknown as Record<string, unknown>);
    setReceipt(r.receiptNumber);
  });

  const postal = usePostalFill((row) => {
    setValue('address.postalCode', row.postalCode);
    setValue('address.state_kanji', row.prefecture, { shouldValidate: true });
    setValue('address.city_kanji', row.city, { shouldValidate: true });
    setValue('address.town_kanji', row.town);
  });

  if (receipt) {
    return (
      <FlowReceipt title="お問い合わせを受け付けました" receiptNumber={receipt}>
        <p>
          担当者より、ご入力の電話番号またはメールアドレスへご連絡いたします。ご予約の場合は、ご希望の日時で確定したかどうかもあわせてお知らせします。
        </p>
      </FlowReceipt>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      onFocus={validation.preload}
      className="space-y-8"
      aria-label="お問い合わせ・ご予約フォーム"
    >
      <ErrorSummary errors={errors} {...summary} />

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">ご用件</legend>
        <SelectField
          label="お問い合わせ種別"
          required
          error={errors.inquiryType?.message}
          {...register('inquiryType')}
        >
          <option value="">選択してください</option>
          {INQUIRY_TYPES.map((t) => (
            <option key={t} value={t}>
              {INQUIRY_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="ご希望日"
            type="date"
            required={isReservation}
            min={range.min}
            max={range.max}
            hint={`本日から${range.max.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日')}までの日付をお選びください`}
            error={errors.preferredDate?.message}
            {...register('preferredDate', {
              onChange: () => {
                const next = bookableSlots(
                  { displayFirstTime, displayLastTime },
                  getValues('preferredDate'),
                );
                if (!next.some((s) => s.value === getValues('preferredTime')))
                  setValue('preferredTime', '');
              },
            })}
          />
          <SelectField
            label="ご希望の時間帯"
            required={isReservation}
            hint={`受付時間 ${callTime.displayText} の中からお選びください`}
            error={errors.preferredTime?.message}
            disabled={slots.length === 0 && preferredTime === ''}
            {...register('preferredTime')}
          >
            <option value="">
              {preferredDate
                ? slots.length
                  ? '選択してください'
                  : '選択できる時間帯がありません'
                : '先にご希望日を選択してください'}
            </option>
            {slots.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">お客さま情報</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="姓"
            required
            autoComplete="family-name"
            error={errors.lastName_kanji?.message}
            {...register('lastName_kanji')}
          />
          <InputField
            label="名"
            required
            autoComplete="given-name"
            error={errors.firstName_kanji?.message}
            {...register('firstName_kanji')}
          />
          <InputField
            label="セイ（フリガナ）"
            required
            error={errors.lastName_kana?.message}
            {...register('lastName_kana')}
          />
          <InputField
            label="メイ（フリガナ）"
            required
            error={errors.firstName_kana?.message}
            {...register('firstName_kana')}
          />
          <InputField
            label="電話番号"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="例：0521234567（ハイフンなしでも可）"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <InputField
            label="メールアドレス"
            type="email"
            autoComplete="email"
            hint="任意"
            error={errors.mail?.message}
            {...register('mail')}
          />
        </div>
      </fieldset>

      {needsAddress ? (
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold">
            {inquiryType === 'homeVisit' ? 'ご訪問先の住所' : '資料の送付先'}
          </legend>
          <div className="flex items-end gap-3">
            <InputField
              label="郵便番号"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              className="flex-1"
              error={errors.address?.postalCode?.message}
              {...register('address.postalCode')}
            />
            <PostalFillButton
              postal={postal}
              className="mb-0.5"
              onClick={() => void postal.lookup(getValues('address.postalCode'))}
            />
          </div>
          <PostalFillStatus postal={postal} />
          <div className="grid gap-4 sm:grid-cols-2">
            <PrefectureField
              required
              error={errors.address?.state_kanji?.message}
              {...register('address.state_kanji')}
            />
            <InputField
              label="市区町村"
              required
              error={errors.address?.city_kanji?.message}
              {...register('address.city_kanji')}
            />
            <InputField
              label="町名"
              error={errors.address?.town_kanji?.message}
              {...register('address.town_kanji')}
            />
            <InputField
              label="丁目・番地"
              required
              error={errors.address?.line1_kanji?.message}
              {...register('address.line1_kanji')}
            />
            <InputField
              label="建物名"
              error={errors.address?.line2_kanji?.message}
              {...register('address.line2_kanji')}
            />
            <InputField
              label="部屋番号"
              error={errors.address?.line3_kanji?.message}
              {...register('address.line3_kanji')}
            />
          </div>
        </fieldset>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">お問い合わせ内容</legend>
        <TextAreaField
          label="お問い合わせ内容・ご要望"
          required={inquiryType === 'other'}
          hint="2000文字以内"
          error={errors.message?.message}
          {...register('message')}
        />
        <CheckboxField
          label={
            <>
              <a href="/privacy/" target="_blank" rel="noopener" className="text-accent underline">
                個人情報の取り扱い
              </a>
              に同意する
            </>
          }
          error={errors.isAgreePrivacy?.message}
          {...register('isAgreePrivacy')}
        />
      </fieldset>

      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
      >
        {isSubmitting ? '送信しています…' : '送信する'}
      </button>
    </form>
  );
}
