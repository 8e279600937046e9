import type { Metadata } from 'next';
import { AdminShell } from '@/components/back-office/admin-shell';
import { MailList } from '@/components/back-office/mail-list';
import { canManageStaff } from '@/lib/back-office/roles';
import { isMailState, listMail } from '@/lib/server/back-office/mail';
import { requireStaff } from '@/lib/server/back-office/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'メール' };

/** /admin/mail/: the e-mail outbox for staff (metadata only); administrators may resend failures. */
export default async function MailPage({ searchParams }: Props) {
  const { staff, db } = await requireStaff();
  const params = await searchParams;
  const state = isMailState(params.state) ? params.state : null;
  const page = Math.max(1, Number(params.page) || 1);
  const { rows, total } = await listMail(db, { state, page });
  return (
    <AdminShell staff={staff}>
      <MailList
        state={state}
        page={page}
        rows={rows}
        total={total}
        canResend={canManageStaff(staff.role)}
      />
    </AdminShell>
  );
}
