import config from '@/keystatic.config';
import { makeCmsApiHandler } from '@/lib/server/cms/api';
import { cmsEditorOf } from '@/lib/server/cms/editor';
import { afterLocalSave, isCmsEnabled, saveProblems, type SavedFile } from '@/lib/server/cms/cms';

// The CMS's API (Keystatic reads the tree and writes files through it in local mode; GitHub mode
// signs editors in here). 404 unless the CMS is on (lib/server/cms/cms.ts isCmsEnabled); 401
// unless the request carries the session of a staff member who may edit (lib/server/cms/editor.ts).
export const dynamic = 'force-dynamic';

let handler: ReturnType<typeof makeCmsApiHandler> | null = null;

async function handle(request: Request): Promise<Response> {
  if (!isCmsEnabled()) return new Response('Not Found', { status: 404 });
  if (!(await cmsEditorOf(request.headers)))
    return new Response('CMS を使うには編集者のアカウントでサインインしてください', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  // Built on first use: GitHub mode throws at construction when its credentials are missing.
  handler ??= makeCmsApiHandler();
  const url = new URL(request.url);
  // As @keystatic/next does: GitHub's OAuth callback is registered for 127.0.0.1.
  if (url.hostname === 'localhost') {
    url.hostname = '127.0.0.1';
    request = new Request(url, request);
  }
  const isLocalSave =
    config.storage.kind === 'local' &&
    request.method === 'POST' &&
    /\/api\/keystatic\/update\/?$/.test(url.pathname);
  let saved: SavedFile[] = [];
  if (isLocalSave) {
    saved = await savedFiles(request.clone());
    const problems = saveProblems(saved);
    if (problems.length > 0)
      return new Response(`保存できません。次の項目を直してください。\n${problems.join('\n')}`, {
        status: 422,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
  }
  const { body, headers, status } = await handler(request);
  if (isLocalSave && status === 200) await afterLocalSave(saved);
  return new Response(body as BodyInit | null, {
    status,
    headers: headers as HeadersInit | undefined,
  });
}

/** The files of a local-mode save request ({ additions: [{ path, contents (base64url) }] }); none if malformed (Keystatic then answers 400). */
async function savedFiles(request: Request): Promise<SavedFile[]> {
  try {
    const json = (await request.json()) as { additions?: { path?: unknown; contents?: unknown }[] };
    return (json.additions ?? [])
      .filter(
        (a): a is { path: string; contents: string } =>
          typeof a.path === 'string' && typeof a.contents === 'string',
      )
      .map((a) => ({
        path: a.path,
        contents: new Uint8Array(Buffer.from(a.contents, 'base64url')),
      }));
  } catch {
    return [];
  }
}

export const GET = handle;
export const POST = handle;
