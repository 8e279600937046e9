'use client';

import { siteNotation } from '@/lib/text/notation';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { ButtonLink } from '@/components/ui/button';
import { StoredQuoteSection } from '@/components/ui/stored-quote-section';
import { friendLinkPath } from '@/lib/flows/introduction';
import { formatInJapan } from '@/lib/time';
import { useApplicationFlow } from './flow-context';
import { NEW_BUILD_NOTICE, pinText, type NewBuildPlace } from '@/lib/apply/submission';
import { loadReceiptPlaceToken } from '@/lib/state/receipt-place-token';

/**
 * /apply/completed/: the receipt number, the new customer's introductionId as a
 * referral link to share, the stored server quote (月額, 初期費用, campaigns: what applyCTC stored,
 * not a recomputation), the next steps and the estimated construction period of the area
 * result. By now the machine has cleared the personal data and reset the estimate (spec 4); this
 * view reads only the receipt, which the persisted applicationDetails keep, so it survives a
 * reload. A new build's place (pin, 補足) and the provisional-area notice: from memory after the
 * submission, read again from the server after a reload (useReceiptPlace). The referral link is
 * the landing page that checks the id (friendLinkPath). The heading takes focus so screen readers
 * announce the result.
 */
export function CompletedStep() {
  const actor = useApplicationFlow();
  const receipt = useSelector(actor, (s) => s.context.applicationDetails.receipt);
  const newBuild = useReceiptPlace(receipt);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  const [origin, setOrigin] = useState('');
  useEffect(() => {
    headingRef.current?.focus();
    // The page origin is only known in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrigin(window.location.origin);
  }, []);
  if (!receipt) return null;
  const referral = receipt.introductionId
    ? `${origin}${friendLinkPath(receipt.introductionId)}`
    : null;
  return (
    <div className="flex flex-col gap-6" data-testid="completed">
      <section className="rounded-lg border-2 border-accent bg-white p-6">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          お申し込みを受け付けました
        </h2>
        <p className="mt-3 text-lg">
          受付番号：
          <strong data-testid="receipt-number" className="text-keep">
            {receipt.receiptNumber}
          </strong>
        </p>
        {receipt.receivedAt ? (
          <p className="mt-1" data-testid="received-at">
            受付日時：{formatInJapan(receipt.receivedAt, 'YYYY年M月D日 H:mm')}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-gray-700">
          お問い合わせの際は受付番号をお伝えください。控えとしてメモしておくと安心です。
        </p>
        <p className="mt-2 text-sm">
          お申し込みの状況と工事日は、受付番号とお電話番号で
          <Link href="/apply/status/" className="text-accent-dark underline">
            お申し込み状況の確認
          </Link>
          ページからご確認いただけます。
        </p>
      </section>
      {newBuild ? (
        <section
          aria-labelledby="new-build"
          className="rounded-lg bg-white p-6"
          data-testid="completed-new-build"
        >
          <h2 id="new-build" className="text-lg font-bold">
            設置場所（地図で指定）
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm text-gray-700">地図で指定した場所</dt>
            <dd data-testid="completed-pin">{pinText(newBuild)}</dd>
            <dt className="text-sm text-gray-700">補足</dt>
            <dd>{newBuild.detail ?? 'なし'}</dd>
          </dl>
          <p className="mt-3 font-bold" data-testid="completed-new-build-notice">
            {NEW_BUILD_NOTICE}
          </p>
        </section>
      ) : null}
      {receipt.quote ? <StoredQuoteSection quote={receipt.quote} /> : null}
      <section aria-labelledby="next-steps" className="rounded-lg bg-white p-6">
        <h2 id="next-steps" className="text-lg font-bold">
          これからの流れ
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 leading-7">
          <li>ご登録のメールアドレスに、お申し込み内容の確認メールをお送りします。</li>
          <li>工事日の調整のため、担当者よりご希望の時間帯にお電話いたします。</li>
          <li>
            開通工事を行います。
            {receipt.period ? (
              <>
                開通工事までの目安は
                <strong data-testid="completed-period">{siteNotation(receipt.period)}</strong>
                です。
              </>
            ) : null}
          </li>
          <li>工事が終わったら、すぐにご利用いただけます。</li>
        </ol>
      </section>
      {receipt.introductionId ? (
        <section aria-labelledby="referral" className="rounded-lg bg-white p-6">
          <h2 id="referral" className="text-lg font-bold">
            お友だちにコミュファ光を紹介しませんか
          </h2>
          <p className="mt-2 leading-7">
            あなたの紹介ID：
            <strong data-testid="introduction-id" className="text-keep">
              {receipt.introductionId}
            </strong>
            。紹介IDでお申し込みいただくと、お友だちに特典があります。
          </p>
          {referral ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <a
                href={referral}
                className="break-all text-accent underline"
                data-testid="referral-link"
              >
                {referral}
              </a>
              <button
                type="button"
                onClick={() => {
                  void navigator.clipboard?.writeText(referral).then(() => setCopied(true));
                }}
                className="min-h-11 rounded-full border-2 border-brand bg-white px-4 font-bold text-brand-dark"
              >
                リンクをコピー
              </button>
              <span role="status" className="text-sm">
                {copied ? 'コピーしました' : ''}
              </span>
            </div>
          ) : null}
        </section>
      ) : null}
      <ButtonLink href="/" variant="outline">
        トップページへ
      </ButtonLink>
    </div>
  );
}

/**
 * The receipt's new-build place: the one held in memory since the submission, else (after a
 * reload: the place is never stored in the browser) the server's, read with the tab's place token
 * of this receipt (lib/state/receipt-place-token.ts, lib/apply/receipt-place.ts). null for an
 * application with an address, without a token (another tab), or while loading; a failed read
 * shows no place.
 */
function useReceiptPlace(
  receipt: { receiptNumber: string; newBuild?: NewBuildPlace | null } | null,
): NewBuildPlace | null {
  const [loaded, setLoaded] = useState<{ receiptNumber: string; place: NewBuildPlace } | null>(
    null,
  );
  const receiptNumber = receipt?.receiptNumber ?? null;
  const inMemory = receipt?.newBuild ?? null;
  useEffect(() => {
    if (!receiptNumber || inMemory) return;
    const token = loadReceiptPlaceToken(window.sessionStorage, receiptNumber);
    if (!token) return;
    let live = true;
    import('@/lib/apply/receipt-place')
      .then(({ loadReceiptPlace }) => loadReceiptPlace(receiptNumber, token))
      .then(
        (place) => live && place && setLoaded({ receiptNumber, place }),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [receiptNumber, inMemory]);
  return inMemory ?? (loaded && loaded.receiptNumber === receiptNumber ? loaded.place : null);
}
