import { SiteFrame } from '@/components/layout/site-frame';

/** Layout 'option' (spec section 2): option pages; full header and footer. */
export default function OptionLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame layout="option">{children}</SiteFrame>;
}
