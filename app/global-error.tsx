'use client';

import { ERROR_TEXTS, ErrorView, errorVariantOf } from '@/components/layout/error-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import './globals.css';

/** Spec "Error page" when the root layout itself fails: renders its own <html>. */
export default function GlobalError({ error }: { error: unknown }) {
  const variant = errorVariantOf(error);
  return (
    <html lang="ja">
      <body>
        <title>{ERROR_TEXTS[variant].heading}</title>
        <meta name="robots" content="noindex, nofollow" />
        <div className="flex min-h-dvh flex-col">
          <SiteHeader hasSubHeader={false} />
          <ErrorView variant={variant} />
          <SiteFooter minimal />
        </div>
      </body>
    </html>
  );
}
