import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { Form3Step } from '@/components/apply/flow-steps';
import { getApplyStep } from '@/machines/apply-steps';

export const metadata: Metadata = {
  title: `お申し込み：${getApplyStep('form3').title}`,
  robots: { index: false, follow: false },
};

export default function Page() {
  return (
    <ApplyStepPage step="form3" lead="お支払い方法と、開通工事のご希望を入力してください。">
      <Form3Step />
    </ApplyStepPage>
  );
}
