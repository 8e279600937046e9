import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Layout 'set-wari' (spec section 2): set-discount pages; full header and footer. */
export default function SetWariLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="set-wari" className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
      <PublicPageScripts />
    </div>
  );
}
