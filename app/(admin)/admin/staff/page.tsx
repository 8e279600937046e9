import type { Metadata } from 'next';
import { AdminShell } from '@/components/back-office/admin-shell';
import { StaffManagement } from '@/components/back-office/staff-management';
import { canManageStaff } from '@/lib/back-office/roles';
import { listStaff } from '@/lib/server/back-office/auth';
import { requireStaff } from '@/lib/server/back-office/session';

export const metadata: Metadata = { title: 'スタッフ' };

/** /admin/staff/: staff accounts (administrators only). */
export default async function StaffPage() {
  const { staff, db } = await requireStaff();
  const members = canManageStaff(staff.role) ? await listStaff(db) : null;
  return (
    <AdminShell staff={staff}>
      <StaffManagement members={members} />
    </AdminShell>
  );
}
