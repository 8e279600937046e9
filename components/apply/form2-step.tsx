'use client';

import { PrivacyNotice } from '@/components/ui/privacy-notice';
import {
  APPLICANT_TYPE_LABELS,
  APPLICANT_TYPES,
  CONTACT_HOURS,
  CONTACT_HOURS_LABELS,
  CONTACT_INFO_TYPE_LABELS,
  CONTACT_INFO_TYPES,
  GENDER_LABELS,
  GENDERS,
} from '@/lib/validation/form2';
import { isMobileRequired } from '@/lib/validation/step-dependencies';
import { ADULT_AGE, birthYears } from '@/lib/validation/age';
import { yearsInJapan } from '@/lib/time';
import { useSelector } from '@xstate/react';
import { useApplicationFlow } from './flow-context';
import { AddressFields } from '@/components/ui/form/address-fields';
import { CheckboxInput, NameInputs, SelectInput, TextInput } from '@/components/ui/form/bound';
import { DateSelects, PhoneInput, RadioGroup } from '@/components/ui/form/choice-inputs';
import { ErrorSummary, FieldsAfterSummary } from '@/components/ui/form/error-summary';
import { DraftResumeButton } from './draft-resume-button';
import { StepButtons } from './step-buttons';
import { useStepForm } from './use-step-form';

const labelled = <T extends string>(
  keys: readonly T[],
  labels: Partial<Record<T, string>>,
): (readonly [T, string])[] => keys.map((k) => [k, labels[k] ?? k] as const);

/**
 * /apply/form2/: the applicant. Individual or corporation (corporation names),
 * name in kanji and kana, gender, date of birth (adults only), daytime and mobile phone (one
 * field each; the schema fills phone1-3), e-mail twice, where documents go (installation address
 * or another one, with the postal-code fill and an optional end date), contact hours.
 * Rules and messages: makeForm2Schema (lib/validation/form2.ts), the same the server applies.
 */
export function Form2Step() {
  const actor = useApplicationFlow();
  // 光乗りかえキャンペーン chosen on the form step: its condition (a mobile number, content
  // campaigns/change) is asked for here, not discovered at submit.
  const mobileRequired = useSelector(actor, (s) => isMobileRequired(s.context.campaignData));
  const { form, onSubmit, onBack, summaryRef } = useStepForm('form2');
  const applicantType = form.watch('applicantType') as string;
  const contactType = form.watch('contactInfo.type') as string;
  const noDeadline = form.watch('contactInfo.isNonSendingDeadline') as boolean;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-8">
      <ErrorSummary ref={summaryRef} errors={form.formState.errors} setFocus={form.setFocus} />
      <PrivacyNotice form="application" />
      <FieldsAfterSummary submitCount={form.formState.submitCount}>
        <section aria-labelledby="form2-applicant" className="flex flex-col gap-5">
          <h2 id="form2-applicant" className="text-xl font-bold">
            ご契約者さま
          </h2>
          <RadioGroup
            form={form}
            name="applicantType"
            legend="お申し込み種別"
            required
            options={labelled(APPLICANT_TYPES, APPLICANT_TYPE_LABELS)}
          />
          {applicantType === 'corporation' ? (
            <div className="grid gap-4 md:grid-cols-2">
              <TextInput
                form={form}
                name="corporationName_kanji"
                label="法人名"
                required
                autoComplete="organization"
              />
              <TextInput
                form={form}
                name="corporationName_kana"
                label="法人名（フリガナ）"
                required
                hint="全角カタカナ（ひらがなで入力してもカタカナに変換します）"
              />
            </div>
          ) : null}
          {applicantType === 'corporation' ? (
            <p className="text-sm text-gray-700">
              以下には、ご担当者さまのお名前を入力してください。
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <NameInputs form={form} />
          </div>
          <RadioGroup
            form={form}
            name="gender"
            legend="性別"
            required
            options={labelled(GENDERS, GENDER_LABELS)}
          />
          <DateSelects
            form={form}
            prefix="dob"
            legend="生年月日"
            years={birthYears()}
            required={applicantType !== 'corporation'}
            hint={`${ADULT_AGE}歳以上の方がお申し込みいただけます`}
          />
        </section>

        <section aria-labelledby="form2-contact" className="flex flex-col gap-5">
          <h2 id="form2-contact" className="text-xl font-bold">
            ご連絡先
          </h2>
          <PhoneInput
            form={form}
            base="daytimePhone"
            label="日中にご連絡のつく電話番号"
            required
            hint="市外局番から（例：052-123-4567）"
          />
          <PhoneInput
            form={form}
            base="mobilePhone"
            label="携帯電話番号"
            required={mobileRequired}
            hint={
              mobileRequired
                ? '光乗りかえキャンペーンの適用に必要です（例：090-1234-5678）'
                : 'お持ちの場合（例：090-1234-5678）。乗りかえキャンペーンの適用には必要です'
            }
          />
          <TextInput
            form={form}
            name="mail"
            label="メールアドレス"
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            hint="お申し込み内容の確認メールをお送りします"
          />
          <TextInput
            form={form}
            name="mailConfirm"
            label="メールアドレス（確認用）"
            required
            type="email"
            autoComplete="off"
            inputMode="email"
            onPaste={(e) => e.preventDefault()}
            hint="確認のため、もう一度入力してください"
          />
          <SelectInput
            form={form}
            name="contactHours"
            label="ご連絡を希望する時間帯"
            options={labelled(CONTACT_HOURS, CONTACT_HOURS_LABELS)}
          />
        </section>

        <section aria-labelledby="form2-documents" className="flex flex-col gap-5">
          <h2 id="form2-documents" className="text-xl font-bold">
            書類の送付先
          </h2>
          <RadioGroup
            form={form}
            name="contactInfo.type"
            legend="契約書類などの送付先"
            required
            options={labelled(CONTACT_INFO_TYPES, CONTACT_INFO_TYPE_LABELS)}
          />
          {contactType === 'other' ? (
            <>
              <AddressFields form={form} base="contactInfo" legend="送付先の住所" />
              <RadioGroup
                form={form}
                name="contactInfo.buildingType"
                legend="送付先の建物"
                numeric
                options={[
                  [0, '戸建て'],
                  [1, 'マンション・アパート'],
                ]}
              />
              <CheckboxInput
                form={form}
                name="contactInfo.isNonSendingDeadline"
                label="期限を設けずにこの住所へ送付する"
              />
              {noDeadline ? null : (
                <DateSelects
                  form={form}
                  prefix="contactInfo.sendingDeadline"
                  legend="この住所への送付期限"
                  years={yearsInJapan(0, 2)}
                  required
                  hint="この日までは送付先の住所へ、以降は設置先の住所へお送りします"
                />
              )}
            </>
          ) : null}
        </section>
      </FieldsAfterSummary>
      <DraftResumeButton mail={form.watch('mail')} />
      <StepButtons onBack={onBack} />
    </form>
  );
}
