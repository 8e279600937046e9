/**
 * Staff roles (ARCHITECTURE "Staff sign-in"): an administrator manages staff (create, sign out
 * everywhere) and may reveal a bank account number; an operator works applications, contacts,
 * moving requests and option applications.
 */
export const STAFF_ROLES = ['admin', 'operator'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: '管理者',
  operator: 'オペレーター',
};

/** Minimum password length of staff accounts (spec: user-pool password policy, minimum 8). */
export const STAFF_PASSWORD_MIN_LENGTH = 8;
/** Longest accepted password (a bound on hashing work). */
export const STAFF_PASSWORD_MAX_LENGTH = 128;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** What a role may do beyond working items. */
export function canManageStaff(role: StaffRole): boolean {
  return role === 'admin';
}

export function canRevealBankAccount(role: StaffRole): boolean {
  return role === 'admin';
}
