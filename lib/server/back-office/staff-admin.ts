import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ROLE_LABELS, isStaffRole, type StaffRole } from '@/lib/back-office/roles';
import type { Db, Tx } from '../db/client';
import { staffSessions, staffUsers } from '../db/schema';
import { appendAudit } from './audit';
import type { Actor } from './status-change';

export type StaffChangeResult = { ok: true; message: string } | { ok: false; message: string };

const LAST_ADMIN = '管理者が一人もいなくなるため変更できません';

/** Enabled administrators other than `userId` (locked for the change, so two admins cannot race). */
async function otherEnabledAdmins(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt), ne(staffUsers.id, userId)),
    )
    .for('update');
  return rows.length;
}

/** The staff member `userId`, locked for this transaction's change (FOR UPDATE), or undefined. */
async function lockedMember(tx: Tx, userId: string) {
  const [member] = await tx
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.id, userId))
    .for('update');
  return member;
}

/** True when `member` is the last enabled administrator (nobody could manage staff without them). */
async function isLastEnabledAdmin(
  tx: Tx,
  member: { id: string; role: string; disabledAt: Date | null },
): Promise<boolean> {
  return (
    member.role === 'admin' && !member.disabledAt && (await otherEnabledAdmins(tx, member.id)) === 0
  );
}

/**
 * Gives a staff member another role (lib/back-office/roles.ts), audit-logged as 'staff.role'
 * with the old and new role. Refused: an unknown role or member, or taking the role of the last
 * enabled administrator away (nobody could manage staff then).
 */
export async function changeStaffRole(
  db: Db,
  input: { userId: string; role: string; actor: Actor },
): Promise<StaffChangeResult> {
  if (!isStaffRole(input.role)) return { ok: false, message: '権限を選択してください' };
  const role: StaffRole = input.role;
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, input.userId);
    if (!member) return { ok: false, message: 'スタッフが見つかりません' } as const;
    if (member.role === role) return { ok: true, message: '変更はありません' } as const;
    if (await isLastEnabledAdmin(tx, member)) return { ok: false, message: LAST_ADMIN } as const;
    await tx
      .update(staffUsers)
      .set({ role, updatedAt: new Date() })
      .where(eq(staffUsers.id, member.id));
    await appendAudit(tx, {
      actor: input.actor,
      action: 'staff.role',
      subject: member.id,
      detail: { from: member.role, to: role },
    });
    return {
      ok: true,
      message: `${member.email} を${ROLE_LABELS[role]}にしました`,
    } as const;
  });
}

/**
 * Disables a staff member (sign-in refused, every session ended at once) or enables them again,
 * audit-logged as 'staff.disable' / 'staff.enable'. Refused: an unknown member, or disabling the
 * last enabled administrator.
 */
export async function setStaffDisabled(
  db: Db,
  input: { userId: string; disabled: boolean; actor: Actor },
): Promise<StaffChangeResult> {
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, input.userId);
    if (!member) return { ok: false, message: 'スタッフが見つかりません' } as const;
    if (input.disabled && (await isLastEnabledAdmin(tx, member)))
      return { ok: false, message: LAST_ADMIN } as const;
    await tx
      .update(staffUsers)
      .set({ disabledAt: input.disabled ? sql`now()` : null, updatedAt: new Date() })
      .where(eq(staffUsers.id, member.id));
    if (input.disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, member.id));
    await appendAudit(tx, {
      actor: input.actor,
      action: input.disabled ? 'staff.disable' : 'staff.enable',
      subject: member.id,
    });
    return {
      ok: true,
      message: input.disabled
        ? `${member.email} を無効にしました（サインイン不可）`
        : `${member.email} を有効にしました`,
    } as const;
  });
}

/** True when the staff member with this e-mail address exists and is disabled. */
export async function isStaffDisabled(db: Db, email: string): Promise<boolean> {
  const [member] = await db
    .select({ disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  return Boolean(member?.disabledAt);
}
