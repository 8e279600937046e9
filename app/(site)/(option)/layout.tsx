import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Layout 'option' (spec section 2): option pages; full header and footer. */
export default function OptionLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="option" className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
      <PublicPageScripts />
    </div>
  );
}
