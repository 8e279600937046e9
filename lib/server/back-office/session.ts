import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { canWorkRecords } from '@/lib/back-office/roles';
import { getDatabase, type Db } from '../db/client';
import { getStaffAuth, staffFromHeaders, type StaffAuth, type StaffMember } from './auth';

/** Where a request without a staff session is sent. */
export const SIGN_IN_PATH = '/admin/sign-in/';

export interface StaffContext {
  staff: StaffMember;
  db: Db;
  auth: StaffAuth;
}

/** Where an editor (the CMS only, lib/back-office/roles.ts) is sent from the back office. */
export const CMS_PATH = '/keystatic/';

/**
 * The guard of every back-office page, route handler and server action: the staff member of the
 * current request's session (checked against the database on every call, so a revoked session
 * stops at once), else a redirect to the sign-in page. A member whose role does not work the
 * records (an editor) is sent to the CMS, unless `editorsToo` (signing out). Layouts do not
 * guard: they do not run for server actions and may be skipped on client navigation.
 */
export async function requireStaff(options: { editorsToo?: boolean } = {}): Promise<StaffContext> {
  const auth = await getStaffAuth();
  const staff = await staffFromHeaders(auth, await headers());
  if (!staff) redirect(SIGN_IN_PATH);
  if (!options.editorsToo && !canWorkRecords(staff.role)) redirect(CMS_PATH);
  const { db } = await getDatabase();
  return { staff, db, auth };
}
