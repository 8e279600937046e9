import { ROLE_LABELS, type StaffRole } from '@/lib/back-office/roles';
import { CreateStaffForm, DisableButton, RevokeSessionsButton, RoleForm } from './staff-forms';

/**
 * Staff list (role, enabled or disabled, sessions) with the forms that change them, and the
 * new-member form; `members` null means the viewer is not an administrator.
 */
export function StaffManagement({
  members,
}: {
  members: { id: string; email: string; name: string; role: StaffRole; disabled: boolean }[] | null;
}) {
  if (!members)
    return (
      <p role="alert" className="text-brand-dark">
        スタッフの管理は管理者のみ可能です。
      </p>
    );
  return (
    <div>
      <h1 className="text-2xl font-bold">スタッフ</h1>
      <table className="mt-4 w-full bg-white text-sm">
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">メールアドレス</th>
            <th className="p-2">氏名</th>
            <th className="p-2">権限</th>
            <th className="p-2">状態</th>
            <th className="p-2">セッション</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id} className="border-b" data-testid="staff-row">
              <td className="p-2">{m.email}</td>
              <td className="p-2">{m.name}</td>
              <td className="p-2">
                <span className="sr-only">{ROLE_LABELS[m.role]}</span>
                <RoleForm userId={m.id} email={m.email} role={m.role} />
              </td>
              <td className="p-2">
                <span data-testid="staff-state">{m.disabled ? '無効' : '有効'}</span>
                <DisableButton userId={m.id} email={m.email} disabled={m.disabled} />
              </td>
              <td className="p-2">
                <RevokeSessionsButton userId={m.id} email={m.email} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-8 text-lg font-bold">スタッフを登録</h2>
      <div className="mt-4">
        <CreateStaffForm />
      </div>
    </div>
  );
}
