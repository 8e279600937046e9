import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Layout 'simulation' (spec section 2): fee simulation and application form; no sub-header or call-to-action buttons; full footer. */
export default function SimulationLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="simulation" className="flex min-h-dvh flex-col">
      <SiteHeader hasSubHeader={false} hasHeaderBtn={false} />
      <div className="flex-1 bg-surface">{children}</div>
      <SiteFooter />
      <PublicPageScripts />
    </div>
  );
}
