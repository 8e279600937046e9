import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Layout 'minimum' (spec section 2): header without sub-header, legal-only footer. */
export default function MinimumLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="minimum" className="flex min-h-dvh flex-col">
      <SiteHeader hasSubHeader={false} />
      <div className="flex-1">{children}</div>
      <SiteFooter minimal />
      <PublicPageScripts />
    </div>
  );
}
