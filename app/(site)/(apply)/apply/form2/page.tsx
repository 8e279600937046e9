import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { Form2Step } from '@/components/apply/flow-steps';
import { getApplyStep } from '@/machines/apply-steps';

export const metadata: Metadata = {
  title: `お申し込み：${getApplyStep('form2').title}`,
  robots: { index: false, follow: false },
};

export default function Page() {
  return (
    <ApplyStepPage step="form2" lead="ご契約者さまのお名前・生年月日・ご連絡先を入力してください。">
      <Form2Step />
    </ApplyStepPage>
  );
}
