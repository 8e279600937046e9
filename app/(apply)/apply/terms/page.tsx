import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { StepPlaceholder } from '@/components/apply/step-placeholder';
import { getApplyStep } from '@/machines/apply-steps';

export const metadata: Metadata = {
  title: `お申し込み：${getApplyStep('terms').title}`,
  robots: { index: false, follow: false },
};

export default function Page() {
  return (
    <ApplyStepPage step="terms">
      <StepPlaceholder note="重要事項説明をご確認のうえ、同意してお申し込みください。" />
    </ApplyStepPage>
  );
}
