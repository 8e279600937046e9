import type { Metadata } from 'next';
import { ApplyStepPage } from '@/components/apply/apply-step-page';
import { TermsStep } from '@/components/apply/flow-steps';
import { ImportantMatters } from '@/components/apply/important-matters';
import { getImportantMatters } from '@/lib/apply/important-matters';
import { getPriceBook } from '@/lib/pricing/get-price-book';
import { getApplyStep } from '@/machines/apply-steps';

export const metadata: Metadata = {
  title: `お申し込み：${getApplyStep('terms').title}`,
  robots: { index: false, follow: false },
};

export default function Page() {
  return (
    <ApplyStepPage
      step="terms"
      lead="重要事項をご確認のうえ、お申し込み内容を確認して送信してください。"
    >
      <TermsStep
        book={getPriceBook()}
        explanation={<ImportantMatters pages={getImportantMatters()} />}
      />
    </ApplyStepPage>
  );
}
