import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SIGN_IN_PATH } from '@/lib/server/back-office/session';
import { cmsEditorOf } from '@/lib/server/cms/editor';
import { KeystaticApp } from './keystatic-app';

/**
 * The editors' CMS at /keystatic/ (Keystatic renders every sub-route itself). The proxy answers 404
 * unless the CMS is on (lib/server/cms/cms.ts isCmsEnabled); no public page imports this group, whose root layout is app/(keystatic)/layout.tsx.
 * Without the session of a staff member who may edit (lib/server/cms/editor.ts) it sends to the
 * back office's sign-in page: a convenience, since Keystatic navigates on the client; the CMS's
 * API refuses such requests by itself.
 */
export default async function KeystaticLayout() {
  if (!(await cmsEditorOf(await headers()))) redirect(SIGN_IN_PATH);
  return <KeystaticApp />;
}
