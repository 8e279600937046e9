import { SiteFrame } from '@/components/layout/site-frame';

/** Layout 'set-wari' (spec section 2): set-discount pages; full header and footer. */
export default function SetWariLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame layout="set-wari">{children}</SiteFrame>;
}
