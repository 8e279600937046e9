import type { Metadata } from 'next';
import { StatusLookupForm } from '@/components/apply/status-lookup-form';
import { Container, PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: 'お申し込み状況の確認',
  robots: { index: false, follow: false },
};

/** /apply/status/: the applicant's status lookup (receipt number + phone number). */
export default function StatusPage() {
  return (
    <main id="main">
      <PageHeader
        title="お申し込み状況の確認"
        lead="お申し込み完了時の受付番号と、お申し込み時にご入力の電話番号で、現在の状況と工事日をご確認いただけます。"
      />
      <Container className="py-8">
        <StatusLookupForm />
      </Container>
    </main>
  );
}
