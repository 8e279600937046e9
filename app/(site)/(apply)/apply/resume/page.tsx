import type { Metadata } from 'next';
import { DraftResumeForm } from '@/components/apply/draft-resume-form';
import { Container, PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: 'お申し込みの続き',
  robots: { index: false, follow: false },
  // The address carries the link's token until the page removes it: never sent on.
  referrer: 'no-referrer',
};

/** /apply/resume/?t=…: the e-mailed link to a saved application, opened with the phone number. */
export default function DraftResumePage() {
  return (
    <main id="main">
      <PageHeader
        title="お申し込みの続き"
        lead="保存したお申し込みの入力内容を開きます。ご本人確認のため、お申し込みでご入力の電話番号を入力してください。"
      />
      <Container className="py-8">
        <DraftResumeForm />
      </Container>
    </main>
  );
}
