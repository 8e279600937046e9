import type { Metadata } from 'next';
import { SITE_SUBTITLE } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  title: { default: SITE_SUBTITLE, template: `%s | ${SITE_SUBTITLE}` },
  description: '愛知・岐阜・三重・静岡・長野の光回線インターネット',
};

/**
 * The root layout of every route: the document and the global styles only. Public layouts add
 * the tag manager and the client platform (PublicPageScripts); the back office adds neither.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
