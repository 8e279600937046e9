'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { useWatch } from 'react-hook-form';
import { InputField, SelectField } from '@/components/ui/form/field';
import { AddressFields } from '@/components/ui/form/address-fields';
import {
  ConsentInput,
  errorOf,
  NameInputs,
  SelectInput,
  TextAreaInput,
  TextInput,
} from '@/components/ui/form/bound';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useShowTypedValuesToWatchers } from '@/components/ui/form/use-typed-values';
import { useSiteSettings } from '@/components/platform/use-site-settings';
import { getCallTime } from '@/lib/settings/call-time';
import { bookableSlots } from '@/lib/flows/contact';
import { sendContact } from '@/lib/flows/calls';
import { EMPTY_POSTAL_ADDRESS, type PostalAddressValues } from '@/lib/validation/area-labels';
import type { Contact } from '@/lib/validation/contact';
import {
  ADDRESS_TYPES,
  contactDateRange,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  RESERVATION_TYPES,
  type InquiryType,
} from '@/lib/validation/contact-choices';
import { FlowForm, useFlowForm } from './flow-form';
import { FlowReceipt } from './flow-receipt';

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
  address: PostalAddressValues;
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
  address: EMPTY_POSTAL_ADDRESS,
  message: '',
  isAgreePrivacy: false,
};

type DateRange = ReturnType<typeof contactDateRange>;

/** The date range of today in Japan, the same object while the day stays (a store snapshot). */
let todays: DateRange | null = null;
function todaysRange(): DateRange {
  const range = contactDateRange();
  if (todays?.min !== range.min) todays = range;
  return todays;
}
/** The day is read again at every render; nothing to subscribe to. */
const noChanges = () => () => {};

/**
 * /contact/: inquiry type, a preferred date and one-hour slot inside the
 * reception hours of settings.callTime (lib/flows/contact.ts bookableSlots; defaults 10-18 until
 * settings arrive), contact details, an address for visits and documents, free text and privacy
 * consent, validated with makeContactSchema({ callTime }) (imported at the form's first focus:
 * ./flow-form-schemas.ts) and sent as `contact`; the receipt number from the server is shown at
 * the end. Values stay in memory only.
 * `renderedRange` is the choosable dates' range of the server's render (contactDateRange): the
 * page is prerendered, so it can be days old. The form hydrates with it, so hydration matches and
 * what a visitor typed before the JavaScript ran is kept, then shows the range of the visitor's
 * today (Japan time).
 */
export function ContactForm({ renderedRange }: { renderedRange: DateRange }) {
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
  const [receipt, setReceipt] = useState<string | null>(null);
  const flow = useFlowForm(validation, emptyValues, async (data) => {
    setReceipt((await sendContact(data)).receiptNumber);
  });
  const { form } = flow;
  const { register, getValues, setValue, control } = form;
  useShowTypedValuesToWatchers(form, emptyValues);
  const range = useSyncExternalStore(noChanges, todaysRange, () => renderedRange);
  const inquiryType = useWatch({ control, name: 'inquiryType' });
  const preferredDate = useWatch({ control, name: 'preferredDate' });
  const preferredTime = useWatch({ control, name: 'preferredTime' });
  const slots = bookableSlots({ displayFirstTime, displayLastTime }, preferredDate);
  const isReservation = inquiryType !== '' && RESERVATION_TYPES.includes(inquiryType);
  const needsAddress = inquiryType !== '' && ADDRESS_TYPES.includes(inquiryType);

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
    <FlowForm flow={flow} label="お問い合わせ・ご予約フォーム" className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">ご用件</legend>
        <SelectInput
          form={form}
          name="inquiryType"
          label="お問い合わせ種別"
          required
          placeholder="選択してください"
          options={INQUIRY_TYPES.map((t) => [t, INQUIRY_TYPE_LABELS[t]] as const)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="ご希望日"
            type="date"
            required={isReservation}
            min={range.min}
            max={range.max}
            hint={`本日から${range.max.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日')}までの日付をお選びください`}
            error={errorOf(form, 'preferredDate')}
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
            error={errorOf(form, 'preferredTime')}
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
          <NameInputs form={form} />
          <TextInput
            form={form}
            name="phone"
            label="電話番号"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="例：0521234567（ハイフンなしでも可）"
          />
          <TextInput
            form={form}
            name="mail"
            label="メールアドレス"
            type="email"
            autoComplete="email"
            hint="任意"
          />
        </div>
      </fieldset>

      {needsAddress ? (
        <AddressFields
          form={form}
          base="address"
          legend={inquiryType === 'homeVisit' ? 'ご訪問先の住所' : '資料の送付先'}
        />
      ) : null}

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">お問い合わせ内容</legend>
        <TextAreaInput
          form={form}
          name="message"
          label="お問い合わせ内容・ご要望"
          required={inquiryType === 'other'}
          hint="2000文字以内"
        />
        <ConsentInput
          form={form}
          name="isAgreePrivacy"
          href="/privacy/"
          linkText="個人情報の取り扱い"
        />
      </fieldset>

      <SubmitButton busy={form.formState.isSubmitting} wide>
        送信する
      </SubmitButton>
    </FlowForm>
  );
}
