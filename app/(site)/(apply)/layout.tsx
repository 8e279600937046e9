import { SiteFrame } from '@/components/layout/site-frame';

/** Layout 'apply' (spec section 2): application steps; no sub-header or call-to-action buttons, so the visitor stays in the flow; legal-only footer. */
export default function ApplyLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame layout="apply">{children}</SiteFrame>;
}
