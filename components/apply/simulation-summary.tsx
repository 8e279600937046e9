'use client';

import { formatYen, monthRangeLabel, type MonthRange } from '@/lib/pricing/format';
import type { Totals } from '@/lib/pricing/types';
import { MonthlyRanges } from './monthly-ranges';
import { SimulationShareButton } from './simulation-share-button';

/**
 * The running total: a sticky card beside the form on desktop (md and up) and a bar fixed to the
 * bottom of the screen on mobile, both with "この内容で申し込む" and the share link of the estimate
 * (`shareHref`): a link on desktop, a copy button on mobile. The monthly bill is shown as the
 * month ranges that differ (`ranges`, from monthRanges of the same simulation).
 */
export function SimulationSummary({
  totals,
  ranges,
  onSubmit,
  disabled,
  shareHref,
}: {
  totals: Totals;
  ranges: MonthRange[];
  onSubmit: () => void;
  disabled?: boolean;
  shareHref?: string;
}) {
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
            <div className="flex justify-between">
              <dt>初月</dt>
              <dd className="font-bold whitespace-nowrap" data-testid="summary-first-month">
                {formatYen(totals.firstMonth)}
              </dd>
            </div>
          </dl>
          <MonthlyRanges ranges={ranges} className="text-sm" testId="summary-months" />
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>3年間の合計</dt>
              <dd className="font-bold whitespace-nowrap" data-testid="summary-three-year">
                {formatYen(totals.threeYear)}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>実質月額</dt>
              <dd className="font-bold whitespace-nowrap" data-testid="summary-effective">
                {formatYen(totals.effectiveMonthly)}
              </dd>
            </div>
          </dl>
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
            <p className="flex flex-wrap gap-x-2 text-xs" data-testid="summary-mobile-months">
              {ranges.map((r) => (
                <span key={r.from} className="whitespace-nowrap" data-month-range>
                  {monthRangeLabel(r)} <b data-amount>{formatYen(r.yen)}</b>
                </span>
              ))}
            </p>
            <p className="flex flex-wrap gap-x-2 text-xs text-gray-700">
              <span className="whitespace-nowrap">初月 {formatYen(totals.firstMonth)}</span>
              <span className="whitespace-nowrap">3年合計 {formatYen(totals.threeYear)}</span>
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
}
