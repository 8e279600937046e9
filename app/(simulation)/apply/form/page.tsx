import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { StepPlaceholder } from '@/components/apply/step-placeholder';

export const metadata: Metadata = {
  title: '料金シミュレーション・お申し込み',
  description:
    'プランとオプション、キャンペーンを選んで、毎月の料金を確認できます。内容が決まったら、そのままお申し込みに進めます。',
};

export default function Page() {
  return (
    <ApplyStepPage step="form">
      <StepPlaceholder
        showArea
        note="プランとオプションを選ぶと、毎月の料金の目安が表示されます。内容が決まったら「次へ進む」からお申し込みに進んでください。"
      />
    </ApplyStepPage>
  );
}
