'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { AreaForm } from '@/components/apply/area-form';
import { AreaResult } from '@/components/apply/area-result';
import { searchArea, type AreaSearchInput } from '@/lib/area/search-area';
import { searchCommufaArea } from '@/lib/area/search-commufa-area';
import { sendCheckTransferRequest, sendTransferRequest } from '@/lib/flows/calls';
import {
  canRequestTransfer,
  formatTransferAmount,
  type TransferCheckResult,
  type TransferRequestResult,
} from '@/lib/flows/transfer';
import type { AreaData } from '@/lib/state/types';
import { formatJapaneseDate } from '@/lib/time';
import { contactDateRange } from '@/lib/validation/contact-choices';
import type { CheckTransferRequest, TransferRequest } from '@/lib/validation/transfer';
import {
  CustomerNumberAndPhone,
  MailInput,
  TextAreaInput,
  TextInput,
} from '@/components/ui/form/bound';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { FlowForm, useFlowForm } from './flow-form';
import { FlowReceipt } from './flow-receipt';

/** The checkTransferRequest answer as shown: title, message, fee and deadline (refusals too). */
export function TransferCheckCard({ check }: { check: TransferCheckResult }) {
  const ok = check.status === 'ok';
  const amount = formatTransferAmount(check.amount);
  const deadline = formatJapaneseDate(check.deadline);
  return (
    <section
      aria-live="polite"
      data-testid="transfer-check"
      data-status={check.status}
      className={`rounded-lg border-2 bg-white p-5 ${ok ? 'border-accent' : 'border-brand'}`}
    >
      <h2 className="text-lg font-bold">{check.title}</h2>
      <p className="mt-2 leading-7">{check.message}</p>
      {ok ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
          <dt className="font-bold">移転工事費</dt>
          <dd data-testid="transfer-amount">{amount ?? '担当者よりご案内します'}</dd>
          {deadline ? (
            // Only a deadline the customer's record carries; none is made up or implied.
            <>
              <dt className="font-bold">お申し込み期限</dt>
              <dd data-testid="transfer-deadline">{`${deadline}まで`}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-sm">
          お電話でのお手続きは
          <a href="/support/#tel" className="text-accent underline">
            現在ご利用中の方の窓口
          </a>
          をご覧ください。
        </p>
      )}
    </section>
  );
}

function StepHeading({ n, children }: { n: number; children: React.ReactNode }) {
  return (
    <h2 className="mb-4 flex items-center gap-3 text-xl font-bold">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-brand text-base text-white"
      >
        {n}
      </span>
      {children}
    </h2>
  );
}

type Customer = CheckTransferRequest;
type CheckValues = { customerNumber: string; phone: string };
type RequestValues = {
  customerNumber: string;
  phone: string;
  newAddress: AreaSearchInput;
  movingDate: string;
  requestColumn: string;
  mail: string;
};

// The two forms' schemas (checkTransferRequestSchema, transferRequestSchema): one module,
// imported at the first focus on the page's first form, not in its first load.
const checkValidation = lazyResolver<CheckValues, Customer>(() =>
  import('./flow-form-schemas').then((m) => m.checkTransferResolver<CheckValues>()),
);
const requestValidation = lazyResolver<RequestValues, TransferRequest>(() =>
  import('./flow-form-schemas').then((m) => m.transferRequestResolver<RequestValues>()),
);

/**
 * /transfer/: (1) customer number and registered phone -> checkTransferRequest,
 * whose status, title, message, fee (yen) and deadline (Japanese date) are shown as the server
 * gives them, refusals included; (2) only after 'ok': the new address through the area check
 * (AreaForm / searchArea of the application flow), served or not; (3) the moving date and
 * requests, validated with transferRequestSchema (the schemas load at the first focus:
 * ./flow-form-schemas.ts) and sent as transferRequest; the receipt number at the end. Nothing is
 * kept outside this component's memory.
 */
export function TransferFlow() {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [check, setCheck] = useState<TransferCheckResult | null>(null);
  const [area, setArea] = useState<{ input: AreaSearchInput; data: AreaData } | null>(null);
  const [searching, setSearching] = useState(false);
  const [result, setResult] = useState<TransferRequestResult | null>(null);

  if (result?.status === 'success' && result.receiptNumber) {
    return (
      <FlowReceipt title={result.title} receiptNumber={result.receiptNumber}>
        <p>{result.message}</p>
        <p>移転工事の日程は、担当者よりお電話でご相談のうえ決定します。</p>
      </FlowReceipt>
    );
  }

  const served = area?.data.result === 'success' && area.data.isServiceArea;
  return (
    <div className="space-y-10">
      <section aria-labelledby="transfer-step-1">
        <div id="transfer-step-1">
          <StepHeading n={1}>ご契約内容の確認</StepHeading>
        </div>
        <CheckForm
          onChecked={(c, r) => {
            setCustomer(c);
            setCheck(r);
            setArea(null);
            setResult(null);
          }}
        />
        {check ? (
          <div className="mt-6">
            <TransferCheckCard check={check} />
          </div>
        ) : null}
      </section>

      {customer && canRequestTransfer(check) ? (
        <section aria-labelledby="transfer-step-2">
          <div id="transfer-step-2">
            <StepHeading n={2}>お引越し先の住所（提供エリアの確認）</StepHeading>
          </div>
          <AreaForm
            initial={area?.input ?? null}
            installationInfo={null}
            isSearching={searching}
            onSearch={(input) => {
              setSearching(true);
              setResult(null);
              void searchArea(input, searchCommufaArea).then((data) => {
                setArea({ input, data });
                setSearching(false);
              });
            }}
          />
          {area ? (
            <div className="mt-6">
              {area.data.result === 'success' ? (
                <AreaResult
                  area={area.data}
                  buildingType={area.input.buildingType}
                  actions={
                    served ? null : (
                      <a href="/support/#tel" className={buttonClass('outline')}>
                        お電話でのご相談
                      </a>
                    )
                  }
                />
              ) : (
                <p role="alert" className="rounded-lg border-2 border-brand bg-white p-4">
                  提供エリアを確認できませんでした。時間をおいて、もう一度「エリアを確認する」を押してください。
                </p>
              )}
            </div>
          ) : null}
        </section>
      ) : null}

      {customer && canRequestTransfer(check) && area && served ? (
        <section aria-labelledby="transfer-step-3">
          <div id="transfer-step-3">
            <StepHeading n={3}>お引越しの日とご要望</StepHeading>
          </div>
          <RequestForm
            key={JSON.stringify(area.input)}
            customer={customer}
            newAddress={area.input}
            onDone={setResult}
          />
          {result && result.status !== 'success' ? (
            <div className="mt-6" role="alert" data-testid="transfer-refused">
              <h3 className="font-bold">{result.title}</h3>
              <p className="mt-1">{result.message}</p>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function CheckForm({
  onChecked,
}: {
  onChecked: (customer: Customer, check: TransferCheckResult) => void;
}) {
  const flow = useFlowForm(checkValidation, { customerNumber: '', phone: '' }, async (data) =>
    onChecked(data, await sendCheckTransferRequest(data)),
  );
  return (
    <FlowForm flow={flow} label="ご契約内容の確認" className="space-y-4">
      <CustomerNumberAndPhone form={flow.form} />
      <SubmitButton busy={flow.form.formState.isSubmitting} busyLabel="確認しています…" size="md">
        ご契約内容を確認する
      </SubmitButton>
    </FlowForm>
  );
}

function RequestForm({
  customer,
  newAddress,
  onDone,
}: {
  customer: Customer;
  newAddress: AreaSearchInput;
  onDone: (r: TransferRequestResult) => void;
}) {
  const flow = useFlowForm(
    requestValidation,
    {
      customerNumber: customer.customerNumber,
      phone: customer.phone,
      newAddress,
      movingDate: '',
      requestColumn: '',
      mail: '',
    },
    async (data) => onDone(await sendTransferRequest(data)),
  );
  const { form } = flow;
  const [range] = useState(() => contactDateRange({ maxDaysAhead: 365 }));
  return (
    <FlowForm flow={flow} label="お引越しの日とご要望" className="space-y-4">
      <TextInput
        form={form}
        name="movingDate"
        label="お引越し予定日"
        required
        type="date"
        min={range.min}
        className="sm:w-64"
      />
      <TextAreaInput
        form={form}
        name="requestColumn"
        label="ご要望（任意）"
        hint="工事のご希望日時など（500文字以内）"
      />
      <MailInput form={form} />
      <SubmitButton busy={form.formState.isSubmitting}>お引越しを申し込む</SubmitButton>
    </FlowForm>
  );
}
