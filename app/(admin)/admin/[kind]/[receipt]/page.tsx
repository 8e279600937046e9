import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/components/back-office/admin-shell';
import { RecordDetail } from '@/components/back-office/record-detail';
import { RecordMail } from '@/components/back-office/record-mail';
import { canManageStaff } from '@/lib/back-office/roles';
import { isRecordKind } from '@/lib/back-office/records';
import { mailOfReceipt } from '@/lib/server/back-office/mail';
import { requireStaff } from '@/lib/server/back-office/session';
import { recordDetailView } from '@/lib/server/back-office/views';

type Props = { params: Promise<{ kind: string; receipt: string }> };

export const metadata: Metadata = { title: '詳細' };

/**
 * /admin/<kind>/<receipt number>/: the summary, the work forms, every stored field, the history;
 * the e-mail sent about the record.
 */
export default async function RecordDetailPage({ params }: Props) {
  const { staff, db } = await requireStaff();
  const { kind, receipt } = await params;
  if (!isRecordKind(kind)) notFound();
  const view = await recordDetailView(db, kind, decodeURIComponent(receipt));
  if (!view) notFound();
  return (
    <AdminShell staff={staff}>
      <RecordDetail role={staff.role} {...view} />
      <RecordMail
        rows={await mailOfReceipt(db, view.record.row.receiptNumber)}
        canResend={canManageStaff(staff.role)}
      />
    </AdminShell>
  );
}
