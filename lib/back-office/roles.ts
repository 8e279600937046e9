/**
 * Staff roles (ARCHITECTURE "Staff sign-in"): an administrator manages staff (create, sign out
 * everywhere) and may reveal a bank account number; an operator works applications, contacts,
 * moving requests and option applications; an editor edits the site's content in the CMS
 * (/keystatic/, its API and the draft previews) and sees none of the back office's records.
 */
export const STAFF_ROLES = ['admin', 'operator', 'editor'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: '管理者',
  operator: 'オペレーター',
  editor: 'コンテンツ編集者',
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

/** Whether the role works the back office's records (applications, contacts, moving, options). */
export function canWorkRecords(role: StaffRole): boolean {
  return role === 'admin' || role === 'operator';
}

/** Whether the role may use the CMS (README "Editing content"): editors and administrators. */
export function canEditContent(role: StaffRole): boolean {
  return role === 'editor' || role === 'admin';
}
