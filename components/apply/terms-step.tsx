'use client';

import { PRIVACY_POLICY_VERSION } from '@/lib/content/privacy';
import { useEffect, useMemo, type ReactNode } from 'react';
import { reviewSections, type ReviewSection } from '@/lib/apply/review-rows';
import Link from 'next/link';
import { useSelector } from '@xstate/react';
import { CONSULTATION_TEL, telHref } from '@/lib/site';
import { formatYen, monthRanges } from '@/lib/pricing/format';
import { contractTermOf } from '@/lib/pricing/contract-term';
import { contractTermFacts } from '@/lib/pricing/term-facts';
import { selectedOptions } from '@/lib/pricing/options';
import { UP_TO_NOTE, conditionalBenefitTexts } from '@/lib/pricing/quote';
import type { PriceBook, SimulationResult } from '@/lib/pricing/types';
import { chosenTelecomServices } from '@/lib/validation/step-dependencies';
import { useApplicationFlow } from './flow-context';
import { MonthlyRanges } from './monthly-ranges';
import { CheckboxInput } from '@/components/ui/form/bound';
import { ErrorSummary, FieldsAfterSummary } from '@/components/ui/form/error-summary';
import { StepButtons } from './step-buttons';
import { useStepForm } from './use-step-form';

/** One section of the review (lib/apply/review-rows) with its edit link. */
function ReviewBlock({ title, editHref, editLabel, rows }: ReviewSection) {
  return (
    <section className="rounded border border-gray-300 bg-white p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-bold">{title}</h3>
        <Link href={editHref} className="text-accent underline" aria-label={editLabel}>
          修正する
        </Link>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map((r) => (
          <div key={r.label} className="contents">
            <dt className="text-sm text-gray-700">{r.label}</dt>
            <dd className="break-all" data-testid={r.testId}>
              {r.value || '—'}
            </dd>
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
  const { form, onSubmit, onBack, summaryRef } = useStepForm('terms');
  const customer = useSelector(actor, (s) => s.context.customerData);
  const isSubmitting = useSelector(actor, (s) => s.matches('submitting'));
  const isFailed = useSelector(actor, (s) => s.matches('submitFailed'));
  const submitError = useSelector(actor, (s) => s.context.applicationDetails.submitError);
  const isMaintenance = useSelector(actor, (s) => s.context.isMaintenance);
  // The estimate reviewed here is the one the application carries: the machine prices the
  // application at this page's opening (or at the server's instant after it priced differently).
  const result = useSelector(actor, (s) => s.context.pricing?.current.simulation ?? null);
  useEffect(() => {
    actor.send({ type: 'pricing.open', book, at: new Date().toISOString() });
  }, [actor, book]);
  const services = chosenTelecomServices(planData);
  // The review builds form2's and form3's schemas: kept while what it reads stays (the step renders
  // again for its errors and the submission's states, which the review does not read).
  const review = useMemo(
    () =>
      reviewSections({
        planData,
        customerData: customer,
        optionLabels: [...selectedOptions(planData).keys()].map(
          (k) => book.options.find((o) => o.key === k)?.label ?? k,
        ),
        campaignTitles: result?.applied.map((a) => a.title) ?? [],
        term: contractTermFacts(book, planData, contractTermOf(planData)),
        isPhone: chosenTelecomServices(planData).isPhone,
      }),
    [planData, customer, result, book],
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-8">
      <ErrorSummary ref={summaryRef} errors={form.formState.errors} setFocus={form.setFocus} />
      <FieldsAfterSummary submitCount={form.formState.submitCount}>
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
              label="ギガぞうの提供条件に同意します"
            />
          ) : null}
        </section>

        <section
          aria-labelledby="terms-review"
          className="flex flex-col gap-4"
          data-testid="review"
        >
          <h2 id="terms-review" className="text-xl font-bold">
            お申し込み内容の確認
          </h2>
          {review.map((section) => (
            <ReviewBlock key={section.title} {...section} />
          ))}
          {result ? <ReviewEstimate result={result} /> : null}
        </section>
      </FieldsAfterSummary>

      <p className="text-sm" data-testid="privacy-consent">
        お申し込みにより、
        <a href="/privacy/" target="_blank" rel="noopener" className="text-accent underline">
          プライバシーポリシー（{PRIVACY_POLICY_VERSION}版、新しいタブで開きます）
        </a>
        に沿った個人情報の取扱いに同意いただいたものとします。同意した版はお申し込みとあわせて記録します。
      </p>
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

/** The estimate of the review (totals and monthly ranges, yen tax-included). */
function ReviewEstimate({ result }: { result: SimulationResult }) {
  const conditional = conditionalBenefitTexts(result.benefits);
  return (
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
      {conditional.length > 0 ? (
        <div className="mt-2 text-xs text-gray-700" data-testid="review-conditional">
          <p>{UP_TO_NOTE}</p>
          <ul className="mt-1 list-disc pl-4">
            {conditional.map((c) => (
              <li key={c}>{c}（条件あり）</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function useStepFormActor() {
  return { actor: useApplicationFlow() };
}
