import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/server/back-office/session';

/** /admin/: to the applications list (sign-in first). */
export default async function AdminHome() {
  await requireStaff();
  redirect('/admin/applications/');
}
