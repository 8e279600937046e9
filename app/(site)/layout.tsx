import type { Metadata } from 'next';
import { SITE_TITLE } from '@/lib/site';
import '../globals.css';

export const metadata: Metadata = {
  title: SITE_TITLE,
  description: '愛知・岐阜・三重・静岡・長野の光回線インターネット',
};

/**
 * The root layout of the public site (every route group below app/(site)/): the document and the
 * global styles only. Public layouts add the tag manager and the client platform
 * (PublicPageScripts). The back office, the CMS and the draft previews have root layouts of their
 * own (app/(admin)/, app/(keystatic)/, app/(preview)/), so no public page carries their code; a
 * link between two root layouts is a full page load.
 */
export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
