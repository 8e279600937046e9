import type { Metadata } from 'next';
import { ContactForm } from '@/components/flows/contact-form';
import { FlowPage } from '@/components/flows/flow-page';
import { contactDateRange } from '@/lib/validation/contact-choices';

export const metadata: Metadata = {
  title: 'ご相談予約・お問い合わせ',
  description:
    '料金プランやお申し込み方法、工事の流れなどのご相談、来店・訪問・お電話のご予約、資料のご請求を承ります。',
};

export default function Page() {
  return (
    <FlowPage
      collects="contact"
      title="ご相談予約・お問い合わせ"
      lead="料金プランやお申し込み方法、工事の流れなど、ご契約前のご相談を承ります。来店・ご訪問・お電話でのご相談は、ご希望の日時をお選びください。"
      notes={[
        'ご予約は受付時間内の1時間単位で承ります。ご希望の日時で承れない場合は、担当者より別の日時をご相談します。',
        'ご契約中の方のお手続き（お引越し・オプション・故障など）は「現在ご利用中の方の窓口」をご覧ください。',
      ]}
    >
      {/* The range of the render's day (the build's, for this prerendered page). */}
      <ContactForm renderedRange={contactDateRange()} />
    </FlowPage>
  );
}
