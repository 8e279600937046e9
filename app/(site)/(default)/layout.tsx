import { SiteFrame } from '@/components/layout/site-frame';

/** Layout 'default' (spec section 2): full header with sub-header and call-to-action buttons, full footer. */
export default function DefaultLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame layout="default">{children}</SiteFrame>;
}
