import type { Metadata } from 'next';
import { SiteFrame } from '@/components/layout/site-frame';
import { SITE_TITLE } from '@/lib/site';
import '../globals.css';

export const metadata: Metadata = {
  title: SITE_TITLE,
  robots: { index: false, follow: false },
};

/**
 * Editors' draft previews (/preview/...): a root layout of its own (the request-time MDX compiler
 * stays out of every public page), with the public pages' styles, header and footer around the
 * draft so that it looks as published.
 */
export default function PreviewRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja">
      <body>
        <SiteFrame layout="preview">{children}</SiteFrame>
      </body>
    </html>
  );
}
