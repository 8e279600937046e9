import { SiteFrame } from '@/components/layout/site-frame';

/** Layout 'minimum' (spec section 2): header without sub-header, legal-only footer. */
export default function MinimumLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame layout="minimum">{children}</SiteFrame>;
}
