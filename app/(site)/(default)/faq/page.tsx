import type { Metadata } from 'next';
import { FaqPage } from '@/components/general/faq-page';
import { getFaqCategories } from '@/lib/pages/faq';

export const metadata: Metadata = {
  title: 'よくあるご質問',
  description:
    '提供エリア、料金、工事、光電話、オプション、お支払い、お引越し・ご解約についてのよくあるご質問です。',
};

export default function Page() {
  return <FaqPage categories={getFaqCategories()} />;
}
