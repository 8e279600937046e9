import type { Metadata } from 'next';
import { SupportPage } from '@/components/general/support-page';
import { getCallTime } from '@/lib/settings/call-time';

export const metadata: Metadata = {
  title: '現在ご利用中の方の窓口',
  description:
    'お引越し、オプションの追加・変更、お支払い方法の変更、故障、ご解約など、ご契約中の方のお手続きのご案内です。',
};

export default function Page() {
  return <SupportPage callTime={getCallTime()} />;
}
