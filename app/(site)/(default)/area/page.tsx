import type { Metadata } from 'next';
import { AreaSearchPage } from '@/components/apply/apply-step-page';
import { AreaCheck } from '@/components/apply/flow-steps';

const lead =
  'ご住所と建物の種類から、サービスの提供状況と開通までの工事期間の目安をご確認いただけます。';

export const metadata: Metadata = { title: 'エリア検索', description: lead };

export default function Page() {
  return (
    <AreaSearchPage title="エリア検索" lead={lead}>
      <AreaCheck standalone />
    </AreaSearchPage>
  );
}
