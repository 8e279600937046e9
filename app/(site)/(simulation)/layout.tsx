import { SiteFrame } from '@/components/layout/site-frame';

/** Layout 'simulation' (spec section 2): fee simulation and application form; no sub-header or call-to-action buttons; full footer. */
export default function SimulationLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame layout="simulation">{children}</SiteFrame>;
}
