import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { StepPlaceholder } from '@/components/apply/step-placeholder';
import { getApplyStep } from '@/machines/apply-steps';

export const metadata: Metadata = {
  title: `お申し込み：${getApplyStep('form3').title}`,
  robots: { index: false, follow: false },
};

export default function Page() {
  return (
    <ApplyStepPage step="form3">
      <StepPlaceholder note="お支払い方法と、工事のご希望を入力します。" />
    </ApplyStepPage>
  );
}
