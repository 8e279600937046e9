import { SiteFrame } from '@/components/layout/site-frame';

/** Layout 'campaign' (spec section 2): campaign pages; full header and footer. */
export default function CampaignLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame layout="campaign">{children}</SiteFrame>;
}
