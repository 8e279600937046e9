import type { Metadata } from 'next';
import { CompanyPage } from '@/components/general/company-page';
import { getCallTime } from '@/lib/settings/call-time';

export const metadata: Metadata = {
  title: '会社概要',
  description: 'サービスの運営者情報、提供エリア、お問い合わせ窓口のご案内です。',
};

export default function Page() {
  return <CompanyPage callTime={getCallTime()} />;
}
