import { NOT_FOUND_METADATA } from '@/components/layout/error-texts';
import SiteNotFound from './(site)/not-found';
import './globals.css';

export const metadata = NOT_FOUND_METADATA;

/**
 * Spec "Error page", not-found variant, for a path no route matches (and for the paths the proxy
 * answers 404, rewritten to an unmatched path). The app has several root layouts (the public site,
 * the back office, the CMS, the draft previews), so this page is a whole document of its own around
 * the public site's not-found page (app/(site)/not-found.tsx, also shown by notFound() inside a
 * public page).
 */
export default function GlobalNotFound() {
  return (
    <html lang="ja">
      <body>
        <SiteNotFound />
      </body>
    </html>
  );
}
