'use client';

import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies the absolute share link of the estimate (`/apply/form/?est=...`, plan and campaign choice
 * only, no personal data: lib/pricing/estimate-share.ts) to the clipboard. Where the clipboard is
 * not available (http, denied permission) it shows the link so the visitor can copy it by hand.
 */
export function SimulationShareButton({
  shareHref,
  className = '',
}: {
  shareHref: string;
  className?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    const url = new URL(shareHref, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={className}>
      <button
        type="button"
        onClick={copy}
        className="text-xs text-accent underline"
        data-testid="share-copy"
      >
        見積もりのリンクをコピー
      </button>
      <span
        role="status"
        aria-live="polite"
        className="ml-2 text-xs text-gray-700"
        data-testid="share-copy-status"
      >
        {state === 'copied' ? 'コピーしました' : null}
        {state === 'failed' ? (
          <>
            コピーできませんでした。
            <a href={shareHref} className="text-accent underline">
              こちらのリンク
            </a>
            を長押ししてコピーしてください。
          </>
        ) : null}
      </span>
    </div>
  );
}
