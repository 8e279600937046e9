import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { AreaSummary, FlowIntroductionNotice, SimulationStep } from '@/components/apply/flow-steps';
import { getPriceBook } from '@/lib/pricing/get-price-book';

export const metadata: Metadata = {
  title: '料金シミュレーション・お申し込み',
  description:
    'プランとオプション、キャンペーンを選んで、毎月の料金を確認できます。内容が決まったら、そのままお申し込みに進めます。',
};

export default function Page() {
  return (
    <ApplyStepPage step="form">
      <FlowIntroductionNotice />
      <AreaSummary />
      <SimulationStep book={getPriceBook()} />
    </ApplyStepPage>
  );
}
