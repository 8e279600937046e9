import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Layout 'default' (spec section 2): full header with sub-header and call-to-action buttons, full footer. */
export default function DefaultLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="default" className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
      <PublicPageScripts />
    </div>
  );
}
