import { ROLE_LABELS, type StaffRole } from '@/lib/back-office/roles';
import { CreateStaffForm, RevokeSessionsButton } from './staff-forms';

/** Staff list and the new-member form; `members` null means the viewer is not an administrator. */
export function StaffManagement({
  members,
}: {
  members: { id: string; email: string; name: string; role: StaffRole }[] | null;
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
            <th className="p-2">セッション</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id} className="border-b">
              <td className="p-2">{m.email}</td>
              <td className="p-2">{m.name}</td>
              <td className="p-2">{ROLE_LABELS[m.role]}</td>
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
