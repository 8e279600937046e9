import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { AreaCheck, FlowIntroductionNotice } from '@/components/apply/flow-steps';

export const metadata: Metadata = {
  title: 'お申し込み：提供エリアの確認',
  description: 'お申し込みの最初のステップとして、設置場所のご住所が提供エリア内かを確認します。',
};

export default function Page() {
  return (
    <ApplyStepPage
      step="area"
      lead="設置場所のご住所と建物の種類を入力して、提供エリアを確認してください。"
    >
      <FlowIntroductionNotice />
      <AreaCheck />
    </ApplyStepPage>
  );
}
