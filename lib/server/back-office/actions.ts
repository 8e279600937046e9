'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { canManageStaff, canRevealBankAccount } from '@/lib/back-office/roles';
import { clientIpOf } from '../rate-limit';
import { decryptText } from '../crypto';
import { findRecord } from '../admin';
import { getDatabase } from '../db/client';
import { appendAudit } from './audit';
import { createStaffUser, getStaffAuth, revokeStaffSessions, StaffInputError } from './auth';
import { requireStaff, SIGN_IN_PATH } from './session';
import { resendMail } from './mail';
import { signInWithLimits } from './sign-in';
import { changeApplicationStatus } from './status-change';

/*
 * Server actions of the back office. Each one checks the session itself (requireStaff) before
 * reading its input: a direct POST of an action without a valid session is redirected to the
 * sign-in page and changes nothing. Messages are Japanese; nothing personal is logged.
 */

export interface FormState {
  ok?: boolean;
  message?: string;
  fields?: Record<string, string>;
}

const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

const SIGN_IN_FAILED = 'メールアドレスまたはパスワードが正しくありません';

/**
 * Sign-in (email + password), limited by failed attempts per client and per client and email
 * address (sign-in.ts signInWithLimits); one neutral message for any wrong pair. Success: to the
 * applications.
 */
export async function signInAction(_prev: FormState, data: FormData): Promise<FormState> {
  const email = field(data, 'email').trim().toLowerCase().slice(0, 254);
  const password = field(data, 'password').slice(0, 256);
  if (!email || !password) return { message: 'メールアドレスとパスワードを入力してください' };
  const { db } = await getDatabase();
  const requestHeaders = await headers();
  const result = await signInWithLimits(db, await getStaffAuth(), {
    email,
    password,
    clientKey: clientIpOf(new Request('http://local/', { headers: requestHeaders })),
    headers: requestHeaders,
  });
  if (result.ok) redirect('/admin/applications/');
  if (result.reason === 'limited')
    return {
      message: `サインインの試行が多すぎます。${Math.ceil(result.retryAfterSeconds / 60)}分ほど待ってからお試しください`,
    };
  return { message: SIGN_IN_FAILED };
}

/** Signs the member out everywhere: every session of theirs ends, this browser's cookie is removed. */
export async function signOutAction(): Promise<void> {
  const { auth } = await requireStaff({ editorsToo: true });
  await auth.api.revokeSessions({ headers: await headers() });
  redirect(SIGN_IN_PATH);
}

/** Status change of an application (lib/back-office/status.ts), audit-logged; back to the detail. */
export async function changeStatusAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db } = await requireStaff();
  const receiptNumber = field(data, 'receiptNumber');
  const result = await changeApplicationStatus(db, {
    receiptNumber,
    expected: field(data, 'expected'),
    to: field(data, 'to'),
    constructionDate: field(data, 'constructionDate'),
    note: field(data, 'note'),
    actor: staff,
  });
  if (!result.ok) return { message: result.message, fields: { [result.field]: result.message } };
  redirect(`/admin/applications/${encodeURIComponent(receiptNumber)}/?changed=1`);
}

/** Shows an application's full bank account number to an administrator; the reveal is logged. */
export async function revealBankAccountAction(
  _prev: FormState & { accountNo?: string },
  data: FormData,
): Promise<FormState & { accountNo?: string }> {
  const { staff, db } = await requireStaff();
  if (!canRevealBankAccount(staff.role)) return { message: '口座番号の表示は管理者のみ可能です' };
  const receiptNumber = field(data, 'receiptNumber');
  const record = await findRecord(db, 'applications', receiptNumber);
  if (record?.kind !== 'applications' || !record.row.bankAccountNoEncrypted)
    return { message: '口座番号は登録されていません' };
  const accountNo = decryptText(record.row.bankAccountNoEncrypted);
  await appendAudit(db, { actor: staff, action: 'bank.reveal', subject: receiptNumber });
  return { ok: true, accountNo };
}

/** Creates a staff member (administrators only); logged without the password. */
export async function createStaffAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db, auth } = await requireStaff();
  if (!canManageStaff(staff.role)) return { message: 'スタッフの管理は管理者のみ可能です' };
  try {
    const created = await createStaffUser(auth, {
      email: field(data, 'email'),
      password: field(data, 'password'),
      role: field(data, 'role'),
      name: field(data, 'name'),
    });
    await appendAudit(db, {
      actor: staff,
      action: 'staff.create',
      subject: created.id,
      detail: { role: created.role },
    });
    return { ok: true, message: `${created.email} を登録しました` };
  } catch (error) {
    if (error instanceof StaffInputError)
      return { message: error.message, fields: { [error.field]: error.message } };
    throw error;
  }
}

/** Ends every session of a staff member (administrators only), logged. */
export async function revokeStaffSessionsAction(
  _prev: FormState,
  data: FormData,
): Promise<FormState> {
  const { staff, db } = await requireStaff();
  if (!canManageStaff(staff.role)) return { message: 'スタッフの管理は管理者のみ可能です' };
  const userId = field(data, 'userId');
  const ended = await revokeStaffSessions(db, userId);
  await appendAudit(db, {
    actor: staff,
    action: 'staff.revoke-sessions',
    subject: userId,
    detail: { ended },
  });
  if (userId === staff.id) redirect(SIGN_IN_PATH);
  return { ok: true, message: `${ended}件のセッションを終了しました` };
}

/** Sends a failed e-mail again (administrators only); logged in the audit log. */
export async function resendMailAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db } = await requireStaff();
  if (!canManageStaff(staff.role)) return { message: 'メールの再送は管理者のみ可能です' };
  const id = Number(field(data, 'mailId'));
  if (!Number.isSafeInteger(id) || id <= 0) return { message: 'メールが見つかりません' };
  return resendMail(db, id, staff);
}
