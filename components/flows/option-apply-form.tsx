'use client';

import { useMemo, useState } from 'react';
import { sendApplicationUpSell } from '@/lib/flows/calls';
import type { UpsellOption } from '@/lib/flows/upsell-options';
import type { ApplicationUpSell } from '@/lib/validation/upsell';
import {
  ConsentInput,
  CustomerNumberAndPhone,
  errorOf,
  MailInput,
  TextAreaInput,
} from '@/components/ui/form/bound';
import { FieldError, RequiredBadge, describedBy, fieldId } from '@/components/ui/form/field';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { FlowForm, useFlowForm } from './flow-form';
import { FlowReceipt } from './flow-receipt';

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
  const [receipt, setReceipt] = useState<{ number: string; titles: string[] } | null>(null);
  const flow = useFlowForm(
    validation,
    { customerNumber: '', phone: '', options: [], requestColumn: '', mail: '', isAgree: false },
    async (data) => {
      const r = await sendApplicationUpSell(data);
      setReceipt({
        number: r.receiptNumber,
        titles: options.filter((o) => data.options.includes(o.slug)).map((o) => o.title),
      });
    },
  );
  const { form } = flow;

  if (receipt) {
    return (
      <FlowReceipt title="オプションのお申し込みを受け付けました" receiptNumber={receipt.number}>
        <p>お申し込みのオプション：{receipt.titles.join('、')}</p>
        <p>ご契約内容を確認のうえ、ご利用開始日と料金を担当者よりご案内します。</p>
      </FlowReceipt>
    );
  }

  // A refusal of the whole list (none chosen) comes at `options` or at its `root`.
  const optionsError = errorOf(form, 'options') ?? errorOf(form, 'options.root');
  return (
    <FlowForm flow={flow} label="オプションのお申し込みフォーム" className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">ご契約者さまの確認</legend>
        <CustomerNumberAndPhone form={form} />
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
                  {...form.register('options')}
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
        <TextAreaInput form={form} name="requestColumn" label="ご要望（任意）" hint="500文字以内" />
        <MailInput form={form} />
        <ConsentInput
          form={form}
          name="isAgree"
          href="/service/caution-notes/"
          before="各オプションの提供条件と"
          linkText="重要事項説明"
        />
      </fieldset>
      <SubmitButton busy={form.formState.isSubmitting} wide>
        オプションを申し込む
      </SubmitButton>
    </FlowForm>
  );
}
