import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Layout 'apply' (spec section 2): application steps; no sub-header or call-to-action buttons, so the visitor stays in the flow; legal-only footer. */
export default function ApplyLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="apply" className="flex min-h-dvh flex-col">
      <SiteHeader hasSubHeader={false} hasHeaderBtn={false} />
      <div className="flex-1 bg-surface">{children}</div>
      <SiteFooter minimal />
      <PublicPageScripts />
    </div>
  );
}
