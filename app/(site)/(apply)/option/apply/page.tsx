import type { Metadata } from 'next';
import { FlowPage } from '@/components/flows/flow-page';
import { OptionApplyForm } from '@/components/flows/option-apply-form';
import { getUpsellOptions } from '@/lib/flows/upsell-options';

export const metadata: Metadata = {
  title: 'オプションのお申し込み',
  description:
    'ご契約中の方が、光電話・光テレビ・安心サポートPlusなどのオプションを追加でお申し込みいただけます。',
};

export default function Page() {
  return (
    <FlowPage
      collects="option"
      title="オプションのお申し込み"
      lead="ご契約中の方が、光電話・光テレビ・安心サポートPlusなどのオプションを追加するためのページです。"
      parents={[{ to: '/option/', text: 'オプションサービス' }]}
      notes={[
        'お申し込みになるオプションを選び、お客さま番号とご登録の電話番号を入力してください。ご利用開始日と料金は担当者よりご案内します。',
      ]}
    >
      <OptionApplyForm options={getUpsellOptions()} />
    </FlowPage>
  );
}
