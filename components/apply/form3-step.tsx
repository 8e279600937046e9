'use client';

import { siteNotation } from '@/lib/text/notation';
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import {
  ACCOUNT_KIND_LABELS,
  CONSTRUCTION_DAY_LABELS,
  CONSTRUCTION_DAYS,
  CURRENT_PHONE_CARRIER_LABELS,
  CURRENT_PHONE_CARRIERS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  PHONE_RELATIONSHIP_LABELS,
  PHONE_RELATIONSHIPS,
  PAYMENT_AGREEMENT_LABELS,
  PORTABILITY_CONDITIONS,
  type Form3Input,
} from '@/lib/validation/form3';
import { hasPhoneService, isCurrentCarrierRequired } from '@/lib/validation/step-dependencies';
import { yearsInJapan } from '@/lib/time';
import { AddressFields } from '@/components/ui/form/address-fields';
import { CheckboxInput, TextInput, type KitForm } from '@/components/ui/form/bound';
import {
  CheckboxGroup,
  DateSelects,
  PhoneInput,
  RadioGroup,
} from '@/components/ui/form/choice-inputs';
import { ErrorSummary, FieldsAfterSummary } from '@/components/ui/form/error-summary';
import { BankSearch } from './bank-search';
import { useApplicationFlow } from './flow-context';
import { StepButtons } from './step-buttons';
import { useStepForm } from './use-step-form';

/** One number to keep (currentPhoneInfo or currentPhoneInfo2): number, carrier, address, holder. */
function CurrentPhoneFields({
  form,
  base,
  title,
}: {
  form: KitForm<Form3Input>;
  base: 'currentPhoneInfo' | 'currentPhoneInfo2';
  title: string;
}) {
  const carrier = form.watch(`${base}.carrier`) as string;
  const addressType = form.watch(`${base}.addressType`) as string;
  const relationship = form.watch(`${base}.relationship`) as string;
  return (
    <fieldset className="flex flex-col gap-4 rounded border border-gray-300 p-4">
      <legend className="px-1 font-bold">{title}</legend>
      <PhoneInput
        form={form}
        base={base}
        label="引き継ぐ電話番号"
        required
        hint="市外局番から10桁（例：052-123-4567）"
      />
      <RadioGroup
        form={form}
        name={`${base}.carrier`}
        legend="現在ご利用中の電話サービス"
        options={CURRENT_PHONE_CARRIERS.map((c) => [c, CURRENT_PHONE_CARRIER_LABELS[c]] as const)}
      />
      {carrier === 'other' ? (
        <TextInput form={form} name={`${base}.carrierName`} label="ご利用中の電話会社名" required />
      ) : null}
      <RadioGroup
        form={form}
        name={`${base}.addressType`}
        legend="電話回線のご登録住所"
        options={[
          ['same', '設置先住所と同じ'],
          ['other', '別の住所'],
        ]}
      />
      {addressType === 'other' ? (
        <AddressFields form={form} base={base} legend="電話回線のご登録住所" />
      ) : null}
      <RadioGroup
        form={form}
        name={`${base}.relationship`}
        legend="電話回線の名義人"
        hint="ご契約者さまとのご関係"
        options={PHONE_RELATIONSHIPS.map((r) => [r, PHONE_RELATIONSHIP_LABELS[r]] as const)}
      />
      {relationship !== 'self' ? (
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput form={form} name={`${base}.lastName_kanji`} label="名義人の姓" required />
          <TextInput form={form} name={`${base}.firstName_kanji`} label="名義人の名" required />
          <TextInput
            form={form}
            name={`${base}.lastName_kana`}
            label="名義人のセイ（フリガナ）"
            required
          />
          <TextInput
            form={form}
            name={`${base}.firstName_kana`}
            label="名義人のメイ（フリガナ）"
            required
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * /apply/form3/: payment (口座振替 with bank and branch search, or credit
 * card), 光電話 number portability when phone is chosen (with the portability conditions of
 * content-facts.md), construction preferences and agreements, and the mobile router rental
 * while waiting for construction when the area result gives a construction period.
 * Rules: makeForm3Schema({ planData, currentCarrierRequired }) of lib/validation/form3.ts (the
 * server's too): the current internet line is required (and marked 必須) with 光乗りかえキャンペーン.
 */
export function Form3Step() {
  const { form, onSubmit, onBack, summaryRef, actor, currentCarrierRequired } = useSelectedForm3();
  const planData = useSelector(actor, (s) => s.context.planData);
  const period = useSelector(actor, (s) => s.context.customerData.areaData?.period ?? null);
  const phone = hasPhoneService(planData);
  const paymentType = form.watch('bankInfo.type') as string;
  const isPortability = form.watch('isPortability') as boolean;
  const isPortability2 = form.watch('isPortability2') as boolean;
  const isMobileRental = form.watch('isMobileRental') as boolean;
  const holiday = form.watch('isHolidayConstruction') as boolean;

  // Holiday construction is priced in the estimate: keep planData in step (applicationSchema).
  useEffect(() => {
    if (Boolean(holiday) !== actor.getSnapshot().context.planData.isHolidayConstruction)
      actor.send({ type: 'plan.update', planData: { isHolidayConstruction: Boolean(holiday) } });
  }, [actor, holiday]);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-8">
      <ErrorSummary ref={summaryRef} errors={form.formState.errors} setFocus={form.setFocus} />
      <FieldsAfterSummary submitCount={form.formState.submitCount}>
        <section aria-labelledby="form3-payment" className="flex flex-col gap-5">
          <h2 id="form3-payment" className="text-xl font-bold">
            お支払い方法
          </h2>
          <RadioGroup
            form={form}
            name="bankInfo.type"
            legend="お支払い方法"
            required
            options={PAYMENT_TYPES.map((t) => [t, PAYMENT_TYPE_LABELS[t]] as const)}
          />
          {paymentType === 'bank' ? (
            <>
              <BankSearch form={form} />
              <RadioGroup
                form={form}
                name="bankInfo.accountKind"
                legend="預金種目"
                numeric
                options={[
                  [1, ACCOUNT_KIND_LABELS[1]],
                  [2, ACCOUNT_KIND_LABELS[2]],
                ]}
              />
              <TextInput
                form={form}
                name="bankInfo.accountNo"
                label="口座番号"
                required
                inputMode="numeric"
                autoComplete="off"
                hint="7桁の数字（7桁に満たない場合は先頭に0を付けてください）"
                className="max-w-72"
              />
              <TextInput
                form={form}
                name="bankInfo.accountNameKana"
                label="口座名義（カナ）"
                required
                autoComplete="off"
                hint="通帳に記載の名義を全角カタカナで（例：チュウブ　タロウ）"
              />
            </>
          ) : (
            <p className="text-sm text-gray-700">
              クレジットカードの情報は、お申し込み後にお送りするご案内から登録していただきます。
            </p>
          )}
          <CheckboxInput
            form={form}
            name="bankInfo.isAgree"
            required
            label={PAYMENT_AGREEMENT_LABELS[paymentType === 'card' ? 'card' : 'bank']}
          />
        </section>

        {phone ? (
          <section aria-labelledby="form3-phone" className="flex flex-col gap-5">
            <h2 id="form3-phone" className="text-xl font-bold">
              光電話の番号ポータビリティ
            </h2>
            <div id="portability-conditions" className="rounded bg-gray-100 p-4 text-sm leading-7">
              <p className="font-bold">今お使いの電話番号を引き継げる条件</p>
              <ul className="mt-1 list-disc pl-5">
                {PORTABILITY_CONDITIONS.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
            <CheckboxInput
              form={form}
              name="isPortability"
              label="今お使いの電話番号を光電話で引き続き使う（番号ポータビリティ）"
              hint="条件は上記のとおりです"
            />
            {isPortability ? (
              <>
                <CurrentPhoneFields
                  form={form}
                  base="currentPhoneInfo"
                  title="引き継ぐ番号（1番号目）"
                />
                <CheckboxInput form={form} name="isPortability2" label="2番号目も引き継ぐ" />
                {isPortability2 ? (
                  <CurrentPhoneFields
                    form={form}
                    base="currentPhoneInfo2"
                    title="引き継ぐ番号（2番号目）"
                  />
                ) : null}
              </>
            ) : null}
          </section>
        ) : null}

        <section aria-labelledby="form3-construction" className="flex flex-col gap-5">
          <h2 id="form3-construction" className="text-xl font-bold">
            開通工事のご希望
          </h2>
          {period ? (
            <p>
              開通工事までの目安は{siteNotation(period)}です。工事日はお申し込みの後に調整します。
            </p>
          ) : null}
          <CheckboxInput
            form={form}
            name="isHolidayConstruction"
            label="土日祝日の工事を希望する"
            hint="土日祝日の工事には追加の費用がかかります（お見積もりに反映します）"
          />
          <CheckboxGroup
            form={form}
            name="dowConstruction"
            legend="工事に立ち会える曜日"
            hint="選ばない場合は「指定なし」として承ります"
            options={CONSTRUCTION_DAYS.map((d) => [d, CONSTRUCTION_DAY_LABELS[d]] as const)}
          />
          <DateSelects
            form={form}
            prefix="moving"
            legend="お引越し予定日"
            years={yearsInJapan(0, 1)}
            hint="お引越しに合わせて開通をご希望の場合のみ"
          />
          <TextInput
            form={form}
            name="currentCarrier"
            label="現在ご利用中のインターネット回線"
            required={currentCarrierRequired}
            hint={
              currentCarrierRequired
                ? '光乗りかえキャンペーンの適用に必要です（例：○○光）'
                : 'お乗りかえの場合（例：○○光）'
            }
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="f-requestColumn" className="font-bold">
              工事についてのご要望
            </label>
            <textarea
              id="f-requestColumn"
              rows={4}
              aria-describedby="f-requestColumn-hint"
              className="rounded border border-gray-500 bg-white p-3"
              {...form.register('requestColumn')}
            />
            <p id="f-requestColumn-hint" className="text-sm text-gray-700">
              500文字以内
            </p>
          </div>
          <CheckboxInput
            form={form}
            name="isAgreeOfConstruction1"
            required
            label="建物の状況により工事ができない場合や追加の工事が必要になる場合があること、賃貸住宅では管理会社・オーナーさまの了承が必要なことを確認しました"
          />
          <CheckboxInput
            form={form}
            name="isAgreeOfConstruction2"
            required
            label="工事当日は立ち会いが必要なこと、宅内に機器を設置し配線することを確認しました"
          />
        </section>

        {period ? (
          <section aria-labelledby="form3-rental" className="flex flex-col gap-4">
            <h2 id="form3-rental" className="text-xl font-bold">
              開通までのモバイルルーター
            </h2>
            <CheckboxInput
              form={form}
              name="isMobileRental"
              label="開通工事までの間、モバイルルーターのレンタルを希望する"
            />
            {isMobileRental ? (
              <CheckboxInput
                form={form}
                name="isMobileRentalAgree"
                required
                label="モバイルルーターは開通後に返却することなど、レンタルの利用規約に同意します"
              />
            ) : null}
          </section>
        ) : null}
      </FieldsAfterSummary>
      <StepButtons onBack={onBack} />
    </form>
  );
}

/**
 * useStepForm of form3 (its schema reads the plan and campaigns: portability only with 光電話, the
 * current internet line required with 光乗りかえキャンペーン), and whether that line is required.
 */
function useSelectedForm3() {
  const actor = useApplicationFlow();
  const currentCarrierRequired = useSelector(actor, (s) =>
    isCurrentCarrierRequired(s.context.campaignData),
  );
  return { ...useStepForm('form3'), currentCarrierRequired };
}
