'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { ShellLink } from '@/components/layout/shell-link';
import { buttonClass } from '@/components/ui/button-class';

/**
 * The receipt at the end of a flow: the server's receipt number, what happens next, and links on.
 * Holds no personal data (only the receipt number is shown).
 */
export function FlowReceipt({
  title,
  receiptNumber,
  children,
}: {
  title: string;
  receiptNumber: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section data-testid="flow-receipt" className="rounded-lg border-2 border-accent bg-white p-6">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h2>
      <p className="mt-4">
        受付番号：
        <strong
          data-testid="receipt-number"
          className="text-keep text-xl tracking-wider sm:text-2xl"
        >
          {receiptNumber}
        </strong>
      </p>
      <p className="mt-2 text-sm text-gray-700">
        お問い合わせの際は受付番号をお伝えください。この画面を閉じると受付番号は再表示できませんので、控えておいてください。
      </p>
      {children ? <div className="mt-4 space-y-2 text-sm leading-7">{children}</div> : null}
      {/* The button look without ButtonLink: its phrase parser (BudouX's model, about 16 KB
          gzip) would come into the first load of every flow form for two short labels. */}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ShellLink href="/" className={buttonClass('outline')}>
          トップページへ
        </ShellLink>
        <ShellLink href="/support/" className={buttonClass('text')}>
          現在ご利用中の方の窓口へ
        </ShellLink>
      </div>
    </section>
  );
}
