import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Editors' draft previews (/preview/...): the public pages' header and footer around the draft. */
export default function PreviewLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="preview" className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
