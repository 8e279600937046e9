import { exportApplicationsView } from '@/lib/server/back-office/export';

/** GET /admin/applications/export/?<filter>&encoding=utf-8|shift_jis: the filtered list as CSV. */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  return exportApplicationsView(request, (await params).kind);
}
