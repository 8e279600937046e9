import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/components/back-office/admin-shell';
import { RecordList } from '@/components/back-office/record-list';
import { RECORD_KIND_LABELS, isRecordKind } from '@/lib/back-office/records';
import { requireStaff } from '@/lib/server/back-office/session';
import { recordListView } from '@/lib/server/back-office/views';

type Props = {
  params: Promise<{ kind: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return { title: isRecordKind(kind) ? RECORD_KIND_LABELS[kind] : '一覧' };
}

/** /admin/<kind>/: filtered, paged list of applications, contacts, transfers or option applications. */
export default async function RecordListPage({ params, searchParams }: Props) {
  const { staff, db } = await requireStaff();
  const { kind } = await params;
  if (!isRecordKind(kind)) notFound();
  const view = await recordListView(db, kind, await searchParams, staff);
  return (
    <AdminShell staff={staff}>
      <RecordList kind={kind} {...view} />
    </AdminShell>
  );
}
