import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { SimulationFlowStep } from '@/components/apply/simulation-flow-step';
import { FlowIntroductionNotice } from '@/components/flows/flow-introduction-notice';
import { getPriceBook } from '@/lib/pricing/get-price-book';

export const metadata: Metadata = {
  title: '料金シミュレーション・お申し込み',
  description:
    'プラン・オプション・キャンペーンを選ぶと、毎月の料金と初期費用、受け取れる特典を1円単位で確認できます。',
};

export default function Page() {
  return (
    <ApplyStepPage step="form" wide>
      <FlowIntroductionNotice />
      <SimulationFlowStep book={getPriceBook()} />
    </ApplyStepPage>
  );
}
