import { cookies } from 'next/headers';
import { cmsStorageKind, isCmsEnabled } from '@/lib/server/cms/cms';
import { cmsEditorOf } from '@/lib/server/cms/editor';

export const dynamic = 'force-dynamic';

/**
 * GET /preview/start/?to=/preview/<collection>/<slug>/&branch=<branch>: Keystatic's preview link
 * (keystatic.config.ts previewUrl); redirects to the preview with its branch. Editors only: the CMS
 * must be on, the request must carry the session of a staff member who may edit
 * (lib/server/cms/editor.ts) and, in GitHub mode, the editor be signed in to Keystatic (its GitHub
 * token cookie). `to` must be a
 * /preview/ path of this site (no open redirect).
 */
export async function GET(request: Request): Promise<Response> {
  if (!isCmsEnabled()) return new Response('Not Found', { status: 404 });
  if (!(await cmsEditorOf(request.headers)))
    return new Response('CMS を使うには編集者のアカウントでサインインしてください', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const url = new URL(request.url);
  const to = url.searchParams.get('to') ?? '';
  if (!/^\/preview\/[a-z-]+\/[a-z0-9-]+(\/[a-z0-9-]+)*\/$/.test(to))
    return new Response('Bad Request', { status: 400 });
  if (cmsStorageKind() === 'github' && !(await cookies()).get('keystatic-gh-access-token'))
    return new Response('Keystatic にサインインしてください', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const branch = url.searchParams.get('branch');
  const target = new URL(to, url);
  if (branch) target.searchParams.set('branch', branch);
  return new Response(null, {
    status: 307,
    headers: { Location: `${target.pathname}${target.search}` },
  });
}
