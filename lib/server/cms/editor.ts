import 'server-only';
import { canEditContent } from '@/lib/back-office/roles';
import { getStaffAuth, staffFromHeaders, type StaffMember } from '../back-office/auth';

/**
 * The signed-in staff member who may use the CMS (role editor or admin, lib/back-office/roles.ts
 * canEditContent) of a request with these headers (the back office's session cookie), or null.
 * The CMS's API, its pages and the draft previews answer nothing to anybody else, in local and in
 * GitHub mode (where GitHub's own sign-in is needed as well).
 */
export async function cmsEditorOf(requestHeaders: Headers): Promise<StaffMember | null> {
  const staff = await staffFromHeaders(await getStaffAuth(), requestHeaders);
  return staff && canEditContent(staff.role) ? staff : null;
}
