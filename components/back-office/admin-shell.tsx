import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-class';
import { RECORD_KINDS, RECORD_KIND_LABELS } from '@/lib/back-office/records';
import { ROLE_LABELS, canManageStaff } from '@/lib/back-office/roles';
import { signOutAction } from '@/lib/server/back-office/actions';
import type { StaffMember } from '@/lib/server/back-office/auth';

/** Back-office frame: navigation by kind, the e-mail outbox, staff (administrators), the member and sign-out everywhere. */
export function AdminShell({ staff, children }: { staff: StaffMember; children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-center gap-4 px-4 py-3">
          <strong>管理画面</strong>
          <nav aria-label="管理メニュー" className="flex flex-wrap gap-3 text-sm">
            {RECORD_KINDS.map((kind) => (
              <Link key={kind} href={`/admin/${kind}/`} className="underline">
                {RECORD_KIND_LABELS[kind]}
              </Link>
            ))}
            <Link href="/admin/mail/" className="underline">
              メール
            </Link>
            {canManageStaff(staff.role) ? (
              <>
                <Link href="/admin/staff/" className="underline">
                  スタッフ
                </Link>
                <Link href="/admin/audit/" className="underline">
                  操作履歴
                </Link>
              </>
            ) : null}
          </nav>
          <span className="ml-auto text-sm" data-testid="staff-member">
            {staff.email}（{ROLE_LABELS[staff.role]}）
          </span>
          <form action={signOutAction}>
            <button type="submit" className={buttonClass('outline')}>
              サインアウト（全端末）
            </button>
          </form>
        </div>
      </header>
      <main className="mx-auto max-w-[1400px] px-4 py-6">{children}</main>
    </div>
  );
}
