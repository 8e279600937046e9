import type { Metadata } from 'next';
import { FlowPage } from '@/components/flows/flow-page';
import { TransferFlow } from '@/components/flows/transfer-flow';

export const metadata: Metadata = {
  title: 'お引越し（移転）のお申し込み',
  description:
    'ご契約中の方のお引越し（移転）のお手続きです。ご契約内容を確認し、引越し先の提供エリアを確かめてからお申し込みいただけます。',
};

export default function Page() {
  return (
    <FlowPage
      collects="transfer"
      title="お引越し（移転）のお申し込み"
      lead="ご契約中の方がお引越しされる場合、引越し先が提供エリア内であれば、引き続きサービスをご利用いただけます。"
      parents={[{ to: '/support/', text: '現在ご利用中の方の窓口' }]}
      desk="support"
      notes={[
        'お客さま番号とご登録の電話番号で、ご契約内容と移転工事費を確認します。',
        'お申し込みから引越し先での開通まで1〜2か月ほどかかることがあります。お引越しの日が決まったら、お早めにお手続きください。',
      ]}
    >
      <TransferFlow />
    </FlowPage>
  );
}
