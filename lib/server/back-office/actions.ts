'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { PAGE_SIZE } from '@/lib/back-office/records';
import { STATUS_LABELS, isApplicationStatus } from '@/lib/back-office/status';
import { canManageStaff, canRevealBankAccount } from '@/lib/back-office/roles';
import { clientIpOf } from '../security/rate-limit';
import { decryptText } from '../security/crypto';
import { findRecord } from './record-queries';
import { getDatabase } from '../db/client';
import { appendAudit } from './audit';
import { createStaffUser, getStaffAuth, revokeStaffSessions, StaffInputError } from './auth';
import { changeStaffRole, isStaffDisabled, setStaffDisabled } from './staff-admin';
import { requireStaff, SIGN_IN_PATH } from './session';
import { resendMail } from './mail';
import { signInWithLimits } from './sign-in';
import { addApplicationMemo, assignApplication, changeApplicationStatus } from './status-change';

/*
 * Server actions of the back office. Each one checks the session itself (requireStaff) before
 * reading its input: a direct POST of an action without a valid session is redirected to the
 * sign-in page and changes nothing. Messages are Japanese; nothing personal is logged.
 */

export interface FormState {
  ok?: boolean;
  message?: string;
  /** Field → Japanese message of a refusal. */
  fields?: Record<string, string>;
  /** What was sent, so a refused form shows it again (never a password). */
  values?: Record<string, string>;
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
  // A disabled member gets the same neutral answer as a wrong password.
  if (await isStaffDisabled(db, email)) return { message: SIGN_IN_FAILED };
  const result = await signInWithLimits(db, await getStaffAuth(), {
    email,
    password,
    clientKey: clientIpOf(new Request('http://local/', { headers: requestHeaders })),
    headers: requestHeaders,
  });
  if (result.ok) {
    await appendAudit(db, { actor: result.user, action: 'sign-in' });
    redirect('/admin/applications/');
  }
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

const detailPath = (receiptNumber: string) =>
  `/admin/applications/${encodeURIComponent(receiptNumber)}/`;

/**
 * Status change of one application (changeApplicationStatus: the table, the calendar, the
 * confirmation of a final status, the stale-change refusal), audit-logged; back to the detail.
 * On a refusal the form gets its values back (the memo is not lost).
 */
export async function changeStatusAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db } = await requireStaff();
  const receiptNumber = field(data, 'receiptNumber');
  const values = {
    to: field(data, 'to'),
    constructionDate: field(data, 'constructionDate'),
    note: field(data, 'note'),
  };
  const result = await changeApplicationStatus(db, {
    receiptNumber,
    expected: field(data, 'expected'),
    ...values,
    confirmed: field(data, 'confirmed') === receiptNumber,
    actor: staff,
  });
  if (!result.ok)
    return { message: result.message, fields: { [result.field]: result.message }, values };
  redirect(`${detailPath(receiptNumber)}?changed=1`);
}

/** 「メモを追加」: a memo without a status change, audit-logged; back to the detail. */
export async function addMemoAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db } = await requireStaff();
  const receiptNumber = field(data, 'receiptNumber');
  const note = field(data, 'note');
  const result = await addApplicationMemo(db, { receiptNumber, note, actor: staff });
  if (!result.ok)
    return {
      message: result.message,
      fields: { [result.field]: result.message },
      values: { note },
    };
  redirect(`${detailPath(receiptNumber)}?memo=1`);
}

/** 「担当」: assigns the application to an enabled staff member or to nobody, audit-logged. */
export async function assignAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db } = await requireStaff();
  const receiptNumber = field(data, 'receiptNumber');
  const assignee = field(data, 'assignee');
  const result = await assignApplication(db, { receiptNumber, assigneeId: assignee, actor: staff });
  if (!result.ok)
    return {
      message: result.message,
      fields: { [result.field]: result.message },
      values: { assignee },
    };
  redirect(`${detailPath(receiptNumber)}?assigned=1`);
}

/**
 * Batch status change of the rows selected in the list (`item`: 'receipt|status seen', at most
 * one page): each row goes through changeApplicationStatus on its own (same rules, one audit row
 * each). Returns how many changed and, per refused row, the receipt number and the reason.
 */
export async function batchStatusAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db } = await requireStaff();
  const items = data
    .getAll('item')
    .filter((v): v is string => typeof v === 'string')
    .slice(0, PAGE_SIZE);
  const values = {
    to: field(data, 'to'),
    constructionDate: field(data, 'constructionDate'),
    note: field(data, 'note'),
  };
  if (items.length === 0)
    return {
      message: 'お申し込みを選択してください',
      fields: { item: '選択してください' },
      values,
    };
  if (!isApplicationStatus(values.to))
    return {
      message: '変更後のステータスを選択してください',
      fields: { to: '変更後のステータスを選択してください' },
      values,
    };
  const confirmed = field(data, 'confirmed') === String(items.length);
  const refused: string[] = [];
  let changed = 0;
  for (const item of items) {
    const [receiptNumber = '', expected = ''] = item.split('|');
    const result = await changeApplicationStatus(db, {
      receiptNumber,
      expected,
      ...values,
      confirmed,
      actor: staff,
    });
    if (result.ok) changed += 1;
    else refused.push(`${receiptNumber}：${result.message}`);
  }
  revalidatePath('/admin/applications/');
  const summary = `${changed}件のステータスを「${STATUS_LABELS[values.to]}」に変更しました`;
  if (refused.length === 0) return { ok: true, message: summary };
  return {
    ok: changed > 0,
    message: `${summary}。変更できなかったお申し込み：${refused.join(' / ')}`,
    fields: changed === 0 ? { to: refused[0]! } : undefined,
    values,
  };
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

/**
 * Creates a staff member (administrators only); logged without the password. The list shows the
 * new member at once (revalidated); a refusal returns what was typed (never the password).
 */
export async function createStaffAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db, auth } = await requireStaff();
  const values = {
    email: field(data, 'email'),
    name: field(data, 'name'),
    role: field(data, 'role'),
  };
  if (!canManageStaff(staff.role)) return { message: 'スタッフの管理は管理者のみ可能です', values };
  try {
    const created = await createStaffUser(auth, {
      email: values.email,
      password: field(data, 'password'),
      role: values.role,
      name: values.name,
    });
    await appendAudit(db, {
      actor: staff,
      action: 'staff.create',
      subject: created.id,
      detail: { role: created.role },
    });
    revalidatePath('/admin/staff/');
    return { ok: true, message: `${created.email} を登録しました` };
  } catch (error) {
    if (error instanceof StaffInputError)
      return { message: error.message, fields: { [error.field]: error.message }, values };
    throw error;
  }
}

/** Gives a member another role (administrators only; never the last administrator's), logged. */
export async function changeRoleAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db } = await requireStaff();
  if (!canManageStaff(staff.role)) return { message: 'スタッフの管理は管理者のみ可能です' };
  const result = await changeStaffRole(db, {
    userId: field(data, 'userId'),
    role: field(data, 'role'),
    actor: staff,
  });
  if (result.ok) revalidatePath('/admin/staff/');
  return result;
}

/**
 * Disables (sign-in refused, sessions ended) or enables a member (administrators only; never the
 * last administrator), logged.
 */
export async function setDisabledAction(_prev: FormState, data: FormData): Promise<FormState> {
  const { staff, db } = await requireStaff();
  if (!canManageStaff(staff.role)) return { message: 'スタッフの管理は管理者のみ可能です' };
  const userId = field(data, 'userId');
  const result = await setStaffDisabled(db, {
    userId,
    disabled: field(data, 'disabled') === '1',
    actor: staff,
  });
  if (result.ok && userId === staff.id && field(data, 'disabled') === '1') redirect(SIGN_IN_PATH);
  if (result.ok) revalidatePath('/admin/staff/');
  return result;
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
