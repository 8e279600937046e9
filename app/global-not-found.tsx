import type { Metadata } from 'next';
import { ERROR_TEXTS } from '@/components/layout/error-texts';
import { NotFoundPage } from '@/components/layout/error-screen-loaders';
import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import './globals.css';

export const metadata: Metadata = {
  title: { absolute: ERROR_TEXTS.notFound.heading },
  robots: { index: false, follow: false },
};

/**
 * Spec "Error page", not-found variant, for a path no route matches (and for the paths the proxy
 * answers 404, rewritten to an unmatched path). The app has several root layouts (the public site,
 * the back office, the CMS, the draft previews), so this page is a whole document of its own; it
 * shows the same screen as app/(site)/not-found.tsx (notFound() inside a public page).
 */
export default function GlobalNotFound() {
  return (
    <html lang="ja">
      <body>
        <NotFoundPage />
        <PublicPageScripts />
      </body>
    </html>
  );
}
