import type { Metadata } from 'next';
import { AreaSearchPage } from '@/components/apply/apply-step-page';
import { AreaCheck } from '@/components/apply/flow-steps';

const lead =
  '郵便番号からご住所を入力し、建物の種類をお選びください。提供可能な場合は、そのまま料金シミュレーションとお申し込みに進めます。';

export const metadata: Metadata = { title: 'エリア検索（ご住所の入力）', description: lead };

export default function Page() {
  return (
    <AreaSearchPage
      title="エリア検索（ご住所の入力）"
      lead={lead}
      parents={[{ to: '/area/', text: 'エリア検索' }]}
    >
      <AreaCheck standalone />
    </AreaSearchPage>
  );
}
