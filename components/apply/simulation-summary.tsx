'use client';

import { memo } from 'react';
import { formatYen, monthRangeLabel, type MonthRange } from '@/lib/pricing/format';
import type { Totals } from '@/lib/pricing/types';
import { MonthlyRanges } from './monthly-ranges';
import { UP_TO_NOTE } from '@/lib/pricing/quote';
import { SimulationShareButton } from './simulation-share-button';

const CHANGED_CLASS = '-mx-1 rounded bg-brand-soft px-1';

/** The 更新 label of a total the server changed. */
function UpdatedMark() {
  return <span className="ml-1 text-xs font-bold text-brand-dark">更新</span>;
}

/** A total the server changed: its row is highlighted and labelled 更新 (`data-changed`). */
function Row({
  label,
  value,
  testId,
  changed,
}: {
  label: string;
  value: string;
  testId: string;
  changed: boolean;
}) {
  return (
    <div
      className={`flex justify-between ${changed ? CHANGED_CLASS : ''}`}
      data-changed={changed ? 'true' : undefined}
    >
      <dt>
        {label}
        {changed ? <UpdatedMark /> : null}
      </dt>
      <dd className="font-bold whitespace-nowrap" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One total of the mobile bar; marked like the desktop card's rows when the server changed it. */
function MobileTotal({
  label,
  value,
  changed,
  testId,
}: {
  label: string;
  value: string;
  changed: boolean;
  testId: string;
}) {
  return (
    <span
      className={`whitespace-nowrap ${changed ? `${CHANGED_CLASS} text-gray-900` : ''}`}
      data-changed={changed ? 'true' : undefined}
      data-testid={testId}
    >
      {label} {value}
      {changed ? <UpdatedMark /> : null}
    </span>
  );
}

/**
 * The running total: a sticky card beside the form on desktop (md and up) and a bar fixed to the
 * bottom of the screen on mobile, both with "この内容で申し込む" and the share link of the estimate
 * (`shareHref`): a link on desktop, a copy button on mobile. The monthly bill is shown as the
 * month ranges that differ (`ranges`, from monthRanges of the same simulation). Totals named in
 * `changedKeys` ('totals.firstMonth' …, from the server's estimate update) are marked (更新) on
 * both: the desktop card and the mobile bar (which then also shows 実質月額 when it changed).
 * `conditionalBenefits` (「最大」 benefits) are listed as conditions under 実質月額, which leaves
 * them out.
 */
export const SimulationSummary = memo(function SimulationSummary({
  totals,
  ranges,
  onSubmit,
  disabled,
  shareHref,
  changedKeys,
  conditionalBenefits = [],
}: {
  conditionalBenefits?: readonly string[];
  totals: Totals;
  ranges: MonthRange[];
  onSubmit: () => void;
  disabled?: boolean;
  shareHref?: string;
  changedKeys?: ReadonlySet<string>;
}) {
  const changed = (key: string) => changedKeys?.has(`totals.${key}`) ?? false;
  return (
    <>
      <aside
        aria-label="お見積もりの概要"
        className="hidden md:sticky md:top-4 md:block"
        data-testid="summary-desktop"
      >
        <div className="space-y-3 rounded-lg border-2 border-brand bg-white p-4">
          <p className="font-bold">お見積もり（税込）</p>
          <dl className="space-y-1 text-sm">
            <Row
              label="初月"
              value={formatYen(totals.firstMonth)}
              testId="summary-first-month"
              changed={changed('firstMonth')}
            />
          </dl>
          <div
            className={changed('months2to12') ? CHANGED_CLASS : undefined}
            data-changed={changed('months2to12') ? 'true' : undefined}
          >
            <MonthlyRanges ranges={ranges} className="text-sm" testId="summary-months" />
          </div>
          <dl className="space-y-1 text-sm">
            <Row
              label="3年間の合計"
              value={formatYen(totals.threeYear)}
              testId="summary-three-year"
              changed={changed('threeYear')}
            />
            <Row
              label="実質月額"
              value={formatYen(totals.effectiveMonthly)}
              testId="summary-effective"
              changed={changed('effectiveMonthly')}
            />
          </dl>
          {conditionalBenefits.length > 0 ? (
            <div className="text-xs text-gray-700" data-testid="summary-conditional">
              <p>{UP_TO_NOTE}</p>
              <ul className="mt-1 list-disc pl-4">
                {conditionalBenefits.map((c) => (
                  <li key={c}>{c}（条件あり）</li>
                ))}
              </ul>
            </div>
          ) : null}
          <button
            type="button"
            onClick={onSubmit}
            disabled={disabled}
            className="min-h-12 w-full rounded-full bg-brand font-bold text-white hover:bg-brand-dark disabled:opacity-50"
          >
            この内容で申し込む
          </button>
          {shareHref ? (
            <a
              href={shareHref}
              className="block text-center text-sm text-accent underline"
              data-testid="share-link"
            >
              この見積もりのリンク
            </a>
          ) : null}
        </div>
      </aside>
      <div
        className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white p-3 shadow md:hidden"
        data-testid="summary-mobile"
      >
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-gray-700">月額（税込）</p>
            <p
              className={`flex flex-wrap gap-x-2 text-xs ${changed('months2to12') ? CHANGED_CLASS : ''}`}
              data-testid="summary-mobile-months"
              data-changed={changed('months2to12') ? 'true' : undefined}
            >
              {ranges.map((r) => (
                <span key={r.from} className="whitespace-nowrap" data-month-range>
                  {monthRangeLabel(r)} <b data-amount>{formatYen(r.yen)}</b>
                </span>
              ))}
              {changed('months2to12') ? <UpdatedMark /> : null}
            </p>
            <p className="flex flex-wrap gap-x-2 text-xs text-gray-700">
              <MobileTotal
                label="初月"
                value={formatYen(totals.firstMonth)}
                changed={changed('firstMonth')}
                testId="summary-mobile-first-month"
              />
              <MobileTotal
                label="3年合計"
                value={formatYen(totals.threeYear)}
                changed={changed('threeYear')}
                testId="summary-mobile-three-year"
              />
              {changed('effectiveMonthly') ? (
                <MobileTotal
                  label="実質月額"
                  value={formatYen(totals.effectiveMonthly)}
                  changed
                  testId="summary-mobile-effective"
                />
              ) : null}
            </p>
          </div>
          <button
            type="button"
            onClick={onSubmit}
            disabled={disabled}
            className="min-h-11 shrink-0 rounded-full bg-brand px-4 font-bold whitespace-nowrap text-white disabled:opacity-50"
          >
            この内容で申し込む
          </button>
        </div>
        {shareHref ? <SimulationShareButton shareHref={shareHref} className="mt-1" /> : null}
      </div>
    </>
  );
});
