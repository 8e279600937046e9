import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SITE_SUBTITLE } from '@/lib/site';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: SITE_SUBTITLE, template: `%s | ${SITE_SUBTITLE}` },
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
        <div data-layout="preview" className="flex min-h-dvh flex-col">
          <SiteHeader />
          <div className="flex-1">{children}</div>
          <SiteFooter />
        </div>
      </body>
    </html>
  );
}
