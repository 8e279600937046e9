import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { MdxPreview } from '@/components/content/mdx-preview';
import { DraftNotice } from '@/components/content/draft-notice';
import { cmsStorageKind, isCmsEnabled, type DraftSource } from '@/lib/server/cms/cms';
import { cmsEditorOf } from '@/lib/server/cms/editor';
import { loadDraftPreview } from '@/lib/server/cms/preview';
import { systemClock } from '@/lib/time';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: '下書きプレビュー',
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ collection: string; slug: string[] }>;
  searchParams: Promise<{ branch?: string }>;
};

/**
 * /preview/<collection>/<slug>/: a draft as the published page will show it, compiled at request
 * time, with its problems, period and publication status above. Editors only: the CMS is on (and,
 * in GitHub mode, the editor signed in); opened from Keystatic's preview link (/preview/start/) or
 * directly, by a staff member who may edit (lib/server/cms/editor.ts). In local mode each image is also asked of this server, which serves only the files it
 * had when it started (a new upload shows after the next build).
 */
export default async function DraftPreviewPage({ params, searchParams }: Props) {
  if (!isCmsEnabled()) notFound();
  if (!(await cmsEditorOf(await headers()))) notFound();
  const { collection, slug } = await params;
  const source = await draftSource((await searchParams).branch);
  if (!source) notFound();
  const preview = await loadDraftPreview(
    collection,
    slug.join('/'),
    source,
    systemClock,
    source.kind === 'local' ? statusOnThisServer : undefined,
  );
  if (!preview) notFound();
  return (
    <>
      <DraftNotice status={preview.status} period={preview.period} problems={preview.problems} />
      <main className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold md:text-3xl">{preview.title}</h1>
        {preview.doc ? (
          <MdxPreview source={preview.body} doc={preview.doc} />
        ) : (
          <p className="text-sm text-gray-700">
            上の問題を直すと、本文のプレビューが表示されます。
          </p>
        )}
      </main>
    </>
  );
}

/** Local mode: the working tree. GitHub mode: the branch, read with the signed-in editor's token. */
async function draftSource(branch: string | undefined): Promise<DraftSource | null> {
  if (cmsStorageKind() === 'local') return { kind: 'local' };
  const token = (await cookies()).get('keystatic-gh-access-token')?.value;
  const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;
  return token && repo ? { kind: 'github', repo, branch: branch || 'main', token } : null;
}

/**
 * The HTTP status this server answers for `path` (HEAD, on its own port over loopback: the
 * request's Host header is not trusted for this), or null when it cannot be asked.
 */
async function statusOnThisServer(path: string): Promise<number | null> {
  const origin =
    process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  try {
    return (await fetch(new URL(path, origin), { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return null;
  }
}
