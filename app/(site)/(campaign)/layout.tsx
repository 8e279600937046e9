import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Layout 'campaign' (spec section 2): campaign pages; full header and footer. */
export default function CampaignLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="campaign" className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
      <PublicPageScripts />
    </div>
  );
}
