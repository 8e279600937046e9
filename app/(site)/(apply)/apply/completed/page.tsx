import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { CompletedStep } from '@/components/apply/flow-steps';

export const metadata: Metadata = {
  title: 'お申し込み完了',
  robots: { index: false, follow: false },
};

export default function Page() {
  return (
    <ApplyStepPage step="completed">
      <CompletedStep />
    </ApplyStepPage>
  );
}
