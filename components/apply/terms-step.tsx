'use client';

import { formatPostalCode, siteNotation } from '@/lib/text/notation';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useSelector } from '@xstate/react';
import type { FieldValues } from 'react-hook-form';
import { CONSULTATION_TEL, telHref } from '@/lib/site';
import { campaignChoiceOf, formatYen, introductionOf, monthRanges } from '@/lib/pricing/format';
import { contractTermOf } from '@/lib/pricing/contract-term';
import { contractTermFacts } from '@/lib/pricing/term-facts';
import { selectedOptions } from '@/lib/pricing/options';
import { estimateOf } from '@/lib/pricing/quote';
import { simulateFees } from '@/lib/pricing/simulate';
import type { PriceBook } from '@/lib/pricing/types';
import {
  APPLICANT_TYPE_LABELS,
  CONTACT_HOURS_LABELS,
  GENDER_LABELS,
  form2Schema,
  type ApplicantType,
  type ContactHours,
  type Gender,
} from '@/lib/validation/form2';
import {
  ACCOUNT_KIND_LABELS,
  CONSTRUCTION_DAY_LABELS,
  makeForm3Schema,
  type ConstructionDay,
} from '@/lib/validation/form3';
import type { z } from 'zod';
import { chosenTelecomServices, makeTermsSchema, termsDefaultValues } from '@/lib/validation/terms';
import { digitsOnly } from '@/lib/validation/normalize';
import { useApplicationFlow } from './flow-provider';
import { MonthlyRanges } from './monthly-ranges';
import { CheckboxInput } from '@/components/ui/form/bound';
import { ErrorSummary } from '@/components/ui/form/error-summary';
import { StepButtons } from './step-buttons';
// Installs the machine's check of this step: step values come only from the step's form.
import '@/machines/step-schema-terms';
import { useStepForm } from './use-step-form';

function normalised(schema: z.ZodType, values: unknown): FieldValues {
  const parsed = schema.safeParse(values);
  return (parsed.success ? parsed.data : (values ?? {})) as FieldValues;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** A phone as 052-123-4567 when the schema split it into phone1-3, else the number as held. */
const phoneOf = (v: unknown) => {
  const p = (v ?? {}) as { number?: unknown; phone1?: unknown; phone2?: unknown; phone3?: unknown };
  return p.phone1 && p.phone2 && p.phone3
    ? `${str(p.phone1)}-${str(p.phone2)}-${str(p.phone3)}`
    : str(p.number);
};

/** Account number shown with only its last 3 digits (house rule: masked everywhere but the database). */
export function maskAccountNo(accountNo: string): string {
  const digits = digitsOnly(accountNo);
  return digits.length <= 3 ? digits : `${'＊'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

function ReviewSection({
  title,
  editHref,
  editLabel,
  rows,
}: {
  title: string;
  editHref: string;
  editLabel: string;
  rows: readonly (readonly [string, ReactNode])[];
}) {
  return (
    <section className="rounded border border-gray-300 bg-white p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-bold">{title}</h3>
        <Link href={editHref} className="text-accent underline" aria-label={editLabel}>
          修正する
        </Link>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-sm text-gray-700">{k}</dt>
            <dd className="break-all">{v || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /apply/terms/: the important-matters explanation (server-rendered
 * from content service/caution-notes and service/cancellation, passed as `explanation`), the
 * agreements (isAgreeExplanation and one per chosen telecom service), a review of everything with
 * an edit link per section, the estimate from lib/pricing, and the submission with its states:
 * sending (button disabled; a second click is ignored by the machine), failed (everything kept,
 * retry with the same idempotency key, or the phone number).
 */
export function TermsStep({ book, explanation }: { book: PriceBook; explanation: ReactNode }) {
  const { actor } = useStepFormActor();
  const planData = useSelector(actor, (s) => s.context.planData);
  const schema = useMemo(
    () =>
      makeTermsSchema({
        isPhone: planData.isPhone,
        isTV: planData.isTV,
        isGigazo: planData.isGigazo,
        baseMenu: planData.baseMenu,
      }),
    [planData.isPhone, planData.isTV, planData.isGigazo, planData.baseMenu],
  );
  const { form, onSubmit, onBack, summaryRef } = useStepForm('terms', schema, termsDefaultValues);
  const campaignData = useSelector(actor, (s) => s.context.campaignData);
  const customer = useSelector(actor, (s) => s.context.customerData);
  const isSubmitting = useSelector(actor, (s) => s.matches('submitting'));
  const isFailed = useSelector(actor, (s) => s.matches('submitFailed'));
  const submitError = useSelector(actor, (s) => s.context.applicationDetails.submitError);
  const isMaintenance = useSelector(actor, (s) => s.context.isMaintenance);
  const [openedAt] = useState(() => new Date().toISOString());
  // After applyCTC priced differently, the estimate is computed at the server's instant.
  const serverAt = useSelector(
    actor,
    (s) => s.context.applicationDetails.estimateUpdate?.appliedAt ?? null,
  );
  const appliedAt = serverAt ?? openedAt;
  const services = chosenTelecomServices(planData);
  const area = customer.areaData;
  const result = useMemo(
    () =>
      simulateFees(
        {
          planData,
          campaignChoice: campaignChoiceOf(campaignData),
          introduction: introductionOf(campaignData),
          area: area
            ? {
                is10GArea: area.is10GArea,
                isTVArea: area.isTVArea,
                isMansionWari12: area.isMansionWari12,
                isKDDI: area.isKDDI,
                isApprovedMansion: area.isApprovedMansion,
              }
            : null,
          appliedAt,
        },
        book,
      ),
    [planData, campaignData, area, appliedAt, book],
  );
  // The estimate reviewed here is the one the application carries.
  useEffect(() => {
    actor.send({ type: 'estimate.update', estimate: estimateOf(result) });
  }, [actor, result]);

  // The review shows the values as they will be stored (normalised by the step schemas).
  const f2 = normalised(form2Schema, customer.form2);
  const f3 = normalised(makeForm3Schema({ planData }), customer.form3);
  const info = customer.installationInfo;
  const bank = (f3.bankInfo ?? {}) as FieldValues;
  const contact = (f2.contactInfo ?? {}) as FieldValues;
  const optionLabels = [...selectedOptions(planData).keys()].map(
    (k) => book.options.find((o) => o.key === k)?.label ?? k,
  );
  const days = ((f3.dowConstruction ?? []) as ConstructionDay[]).map(
    (d) => CONSTRUCTION_DAY_LABELS[d],
  );
  const term = contractTermFacts(book, planData, contractTermOf(planData));
  const cur = (f3.currentPhoneInfo ?? {}) as FieldValues;
  const cur2 = (f3.currentPhoneInfo2 ?? {}) as FieldValues;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-8">
      <ErrorSummary ref={summaryRef} errors={form.formState.errors} setFocus={form.setFocus} />
      <section aria-labelledby="terms-explanation" className="flex flex-col gap-4">
        <h2 id="terms-explanation" className="text-xl font-bold">
          重要事項説明
        </h2>
        <div
          tabIndex={0}
          role="region"
          aria-label="重要事項説明の本文"
          className="max-h-96 overflow-y-auto rounded border border-gray-300 bg-white p-4"
          data-testid="important-matters"
        >
          {explanation}
        </div>
        <CheckboxInput
          form={form}
          name="isAgreeExplanation"
          required
          label="重要事項説明の内容を確認し、同意します"
        />
      </section>

      <section aria-labelledby="terms-services" className="flex flex-col gap-3">
        <h2 id="terms-services" className="text-xl font-bold">
          ご利用サービスの提供条件
        </h2>
        <CheckboxInput
          form={form}
          name="agreeOfTelecomServiceInfo.isNet"
          required
          label="光ネット（インターネット）の提供条件に同意します"
        />
        {services.isPhone ? (
          <CheckboxInput
            form={form}
            name="agreeOfTelecomServiceInfo.isPhone"
            required
            label="光電話の提供条件に同意します"
          />
        ) : null}
        {services.isTV ? (
          <CheckboxInput
            form={form}
            name="agreeOfTelecomServiceInfo.isTV"
            required
            label="光テレビの提供条件に同意します"
          />
        ) : null}
        {services.isGigazo ? (
          <CheckboxInput
            form={form}
            name="agreeOfTelecomServiceInfo.isGigazo"
            required
            label="ギガゾウの提供条件に同意します"
          />
        ) : null}
      </section>

      <section aria-labelledby="terms-review" className="flex flex-col gap-4" data-testid="review">
        <h2 id="terms-review" className="text-xl font-bold">
          お申し込み内容の確認
        </h2>
        <ReviewSection
          title="設置場所"
          editHref="/apply/area/"
          editLabel="設置場所を修正する"
          rows={[
            [
              '住所',
              info
                ? `〒${formatPostalCode(info.postalCode)} ${info.state_kanji}${info.city_kanji}${info.town_kanji}${info.line1_kanji} ${info.line2_kanji} ${info.line3_kanji}`
                : '',
            ],
            ['建物', planData.buildingType === 1 ? 'マンション・アパート' : '戸建て'],
            ...(planData.buildingType === 1
              ? ([['部屋番号', info?.line3_kanji ?? '']] as const)
              : []),
            ['開通工事の目安', siteNotation(area?.period ?? '')],
          ]}
        />
        <ReviewSection
          title="プラン・オプション"
          editHref="/apply/form/"
          editLabel="プラン・オプションを修正する"
          rows={[
            ['コース', planData.selectedPlan === 'plan10G' ? '10ギガ' : '1ギガ'],
            [
              '基本メニュー',
              ['ネットのみ', 'ネット＋電話', 'ネット＋電話＋テレビ'][planData.baseMenu] ?? '',
            ],
            [
              '契約期間',
              <span key="term" data-testid="review-contract-term">
                スタート割 {term.label}
                {term.cancellationFeeYen !== null
                  ? `（${term.months}か月以内の解約金 ${formatYen(term.cancellationFeeYen)}${term.netConstructionInstalments ? `、工事費${term.netConstructionInstalments}回分割` : ''}）`
                  : ''}
              </span>,
            ],
            ['オプション', optionLabels.join('、')],
            ['キャンペーン', result.applied.map((a) => a.title).join('、')],
          ]}
        />
        <ReviewSection
          title="ご契約者さま"
          editHref="/apply/form2/"
          editLabel="ご契約者さまの情報を修正する"
          rows={[
            ['お申し込み種別', APPLICANT_TYPE_LABELS[f2.applicantType as ApplicantType] ?? ''],
            ...(f2.applicantType === 'corporation'
              ? ([
                  ['法人名', `${str(f2.corporationName_kanji)}（${str(f2.corporationName_kana)}）`],
                ] as const)
              : []),
            [
              'お名前',
              `${str(f2.lastName_kanji)} ${str(f2.firstName_kanji)}（${str(f2.lastName_kana)} ${str(f2.firstName_kana)}）`,
            ],
            ['性別', GENDER_LABELS[f2.gender as Gender] ?? ''],
            [
              '生年月日',
              f2.dobYear ? `${str(f2.dobYear)}年${str(f2.dobMonth)}月${str(f2.dobDate)}日` : '',
            ],
            ['日中の電話番号', phoneOf(f2.daytimePhone)],
            ['携帯電話番号', phoneOf(f2.mobilePhone)],
            ['メールアドレス', str(f2.mail)],
            ['ご連絡希望時間帯', CONTACT_HOURS_LABELS[f2.contactHours as ContactHours] ?? ''],
            [
              '書類の送付先',
              contact.type === 'other'
                ? `〒${formatPostalCode(str(contact.postalCode))} ${str(contact.state_kanji)}${str(contact.city_kanji)}${str(contact.town_kanji)}${str(contact.line1_kanji)} ${str(contact.line2_kanji)} ${str(contact.line3_kanji)}`
                : '設置先住所と同じ',
            ],
          ]}
        />
        <ReviewSection
          title="お支払い・電話・工事"
          editHref="/apply/form3/"
          editLabel="お支払い・電話・工事の情報を修正する"
          rows={[
            [
              'お支払い方法',
              bank.type === 'card'
                ? 'クレジットカード'
                : `口座振替：${str(bank.bankName)}（${str(bank.bankCode)}） ${str(bank.bankBranch)}（${str(bank.bankBranchCode)}） ${ACCOUNT_KIND_LABELS[Number(bank.accountKind) === 2 ? 2 : 1]} ${maskAccountNo(str(bank.accountNo))} ${str(bank.accountNameKana)}`,
            ],
            ...(services.isPhone
              ? ([
                  [
                    '番号ポータビリティ',
                    f3.isPortability
                      ? [phoneOf(cur) || str(cur.number), f3.isPortability2 ? phoneOf(cur2) : '']
                          .filter(Boolean)
                          .join('、')
                      : '利用しない（新しい番号）',
                  ],
                ] as const)
              : []),
            ['土日祝日の工事', f3.isHolidayConstruction ? '希望する' : '希望しない'],
            ['立ち会いできる曜日', days.join('、') || '指定なし'],
            [
              'お引越し予定日',
              f3.movingYear
                ? `${str(f3.movingYear)}年${str(f3.movingMonth)}月${str(f3.movingDate)}日`
                : '',
            ],
            ['現在ご利用中のインターネット回線', str(f3.currentCarrier)],
            ['ご要望', str(f3.requestColumn)],
            ['モバイルルーターのレンタル', f3.isMobileRental ? '希望する' : ''],
          ]}
        />
        <section
          aria-label="お見積もり"
          className="rounded border-2 border-brand bg-white p-4"
          data-testid="review-estimate"
        >
          <h3 className="font-bold">お見積もり（税込）</h3>
          <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <div>
              <dt className="text-sm text-gray-700">初月</dt>
              <dd className="font-bold whitespace-nowrap">{formatYen(result.totals.firstMonth)}</dd>
            </div>
            <div className="col-span-2 sm:col-span-4">
              <dt className="text-sm text-gray-700">月額</dt>
              <dd>
                <MonthlyRanges ranges={monthRanges(result.months)} testId="review-months" />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700">3年間の合計</dt>
              <dd className="font-bold whitespace-nowrap" data-testid="review-three-year">
                {formatYen(result.totals.threeYear)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700">実質月額</dt>
              <dd className="font-bold whitespace-nowrap" data-testid="review-effective">
                {formatYen(result.totals.effectiveMonthly)}
              </dd>
            </div>
          </dl>
        </section>
      </section>

      {isMaintenance ? (
        <p role="alert" className="rounded border-2 border-brand p-4">
          ただいまメンテナンス中のため、お申し込みを送信できません。時間をおいてお試しください
          {CONSULTATION_TEL ? `（お電話 ${CONSULTATION_TEL} でもお申し込みいただけます）` : ''}。
        </p>
      ) : null}
      {isFailed ? (
        <div
          role="alert"
          className="rounded border-2 border-brand bg-brand-soft p-4"
          data-testid="submit-failed"
        >
          <p className="font-bold">{submitError}</p>
          <p className="mt-2">
            ご入力いただいた内容はそのまま残っています。もう一度送信してください。
            {CONSULTATION_TEL ? (
              <>
                お電話でもお申し込みいただけます：
                <a href={telHref(CONSULTATION_TEL)} className="font-bold text-accent underline">
                  {CONSULTATION_TEL}
                </a>
              </>
            ) : null}
          </p>
          <button
            type="button"
            onClick={() => actor.send({ type: 'submit.retry' })}
            className="mt-3 min-h-12 rounded-full bg-brand px-8 font-bold text-white"
          >
            もう一度送信する
          </button>
        </div>
      ) : null}
      {isSubmitting ? (
        <p role="status" className="font-bold">
          お申し込みを送信しています…
        </p>
      ) : null}
      {isFailed ? (
        <StepButtons onBack={onBack} nextLabel="この内容で申し込む" busy />
      ) : (
        <StepButtons
          onBack={isSubmitting ? undefined : onBack}
          nextLabel="この内容で申し込む"
          busy={isSubmitting}
        />
      )}
    </form>
  );
}

function useStepFormActor() {
  return { actor: useApplicationFlow() };
}
