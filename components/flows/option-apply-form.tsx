'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { sendApplicationUpSell } from '@/lib/flows/calls';
import type { UpsellOption } from '@/lib/flows/upsell-options';
import type { ApplicationUpSell } from '@/lib/validation/upsell';
import {
  CheckboxField,
  FieldError,
  InputField,
  RequiredBadge,
  TextAreaField,
  describedBy,
  fieldId,
} from '@/components/ui/form/field';
import { ErrorSummary } from '@/components/ui/form/error-summary';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { FlowReceipt } from './flow-receipt';
import { useFlowSubmit } from './use-flow-submit';

interface Values {
  customerNumber: string;
  phone: string;
  options: string[];
  requestColumn: string;
  mail: string;
  isAgree: boolean;
}

/**
 * /option/apply/: customer number, registered phone, the options of the option
 * documents with their prices (passed in from lib/content by the page), requests and agreement,
 * validated with makeApplicationUpSellSchema({ optionSlugs }) (imported at the form's first focus:
 * ./flow-form-schemas.ts) and sent as applicationUpSell; the receipt number at the end.
 */
export function OptionApplyForm({ options }: { options: UpsellOption[] }) {
  const validation = useMemo(
    () =>
      lazyResolver<Values, ApplicationUpSell>(() =>
        import('./flow-form-schemas').then((m) =>
          m.upsellResolver<Values>(options.map((o) => o.slug)),
        ),
      ),
    [options],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values, unknown, ApplicationUpSell>({
    resolver: validation.resolver,
    defaultValues: {
      customerNumber: '',
      phone: '',
      options: [],
      requestColumn: '',
      mail: '',
      isAgree: false,
    },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [receipt, setReceipt] = useState<{ number: string; titles: string[] } | null>(null);

  const { onSubmit, summary } = useFlowSubmit(
    { setError, submitCount },
    async (data: ApplicationUpSell) => {
      const r = await sendApplicationUpSell(data as unknown as Record<string, unknown>);
      setReceipt({
        number: r.receiptNumber,
        titles: options.filter((o) => data.options.includes(o.slug)).map((o) => o.title),
      });
    },
  );

  if (receipt) {
    return (
      <FlowReceipt title="オプションのお申し込みを受け付けました" receiptNumber={receipt.number}>
        <p>お申し込みのオプション：{receipt.titles.join('、')}</p>
        <p>ご契約内容を確認のうえ、ご利用開始日と料金を担当者よりご案内します。</p>
      </FlowReceipt>
    );
  }

  const optionsError =
    errors.options?.message ??
    (errors.options as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      onFocus={validation.preload}
      aria-label="オプションのお申し込みフォーム"
      className="space-y-8"
    >
      <ErrorSummary errors={errors} {...summary} />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">ご契約者さまの確認</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="お客さま番号"
            required
            inputMode="numeric"
            hint="ご契約内容のお知らせに記載の10桁の番号"
            error={errors.customerNumber?.message}
            {...register('customerNumber')}
          />
          <InputField
            label="ご登録の電話番号"
            required
            type="tel"
            inputMode="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
      </fieldset>

      <fieldset
        id={fieldId('options')}
        tabIndex={-1}
        aria-describedby={describedBy(fieldId('options'), undefined, optionsError)}
        aria-invalid={optionsError ? true : undefined}
        className="space-y-3 outline-none"
      >
        <legend className="mb-2 text-lg font-bold">
          お申し込みになるオプション
          <RequiredBadge />
        </legend>
        <FieldError id={fieldId('options')} message={optionsError} />
        <ul className="grid gap-3 md:grid-cols-2">
          {options.map((o) => (
            <li key={o.slug}>
              <label className="flex h-full gap-3 rounded-lg border border-gray-300 bg-white p-4 has-checked:border-2 has-checked:border-accent">
                <input
                  type="checkbox"
                  value={o.slug}
                  className="mt-1 size-5 shrink-0 accent-brand"
                  {...register('options')}
                />
                <span className="flex flex-col gap-1">
                  <span className="font-bold">{o.title}</span>
                  <span className="text-sm text-gray-700">{o.summary}</span>
                  {o.prices.length > 0 ? (
                    <span className="text-sm">
                      {o.prices.map((p) => (
                        <span key={p} className="block">
                          {p}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <p className="text-xs text-gray-700">
          料金はすべて税込です。オプションごとの詳しい条件は各オプションのページをご覧ください。
        </p>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">ご要望と同意</legend>
        <TextAreaField
          label="ご要望（任意）"
          hint="500文字以内"
          error={errors.requestColumn?.message}
          {...register('requestColumn')}
        />
        <InputField
          label="メールアドレス（任意）"
          type="email"
          autoComplete="email"
          hint="受付のお知らせをお送りします"
          error={errors.mail?.message}
          {...register('mail')}
        />
        <CheckboxField
          label={
            <>
              各オプションの提供条件と
              <a
                href="/service/caution-notes/"
                target="_blank"
                rel="noopener"
                className="text-accent underline"
              >
                重要事項説明
              </a>
              に同意する
            </>
          }
          error={errors.isAgree?.message}
          {...register('isAgree')}
        />
      </fieldset>
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
      >
        {isSubmitting ? '送信しています…' : 'オプションを申し込む'}
      </button>
    </form>
  );
}
