import type { Metadata } from 'next';
import { AdminShell } from '@/components/back-office/admin-shell';
import { AuditLog } from '@/components/back-office/audit-log';
import { canManageStaff } from '@/lib/back-office/roles';
import { auditLogView, parseAuditFilter } from '@/lib/server/back-office/audit-log-view';
import { requireStaff } from '@/lib/server/back-office/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: '操作履歴' };

/** /admin/audit/: the site-wide 操作履歴 (administrators only), filtered by the URL. */
export default async function AuditPage({ searchParams }: Props) {
  const { staff, db } = await requireStaff();
  if (!canManageStaff(staff.role))
    return (
      <AdminShell staff={staff}>
        <p role="alert" className="text-brand-dark">
          操作履歴は管理者のみ表示できます。
        </p>
      </AdminShell>
    );
  const view = await auditLogView(db, parseAuditFilter(await searchParams));
  return (
    <AdminShell staff={staff}>
      <AuditLog {...view} />
    </AdminShell>
  );
}
