import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import path from 'node:path';
import { CampaignStatusTable, PendingChangesList } from '@/components/cms/campaign-status-table';
import { cmsLocalRoot, cmsStorageKind, isCmsEnabled } from '@/lib/server/cms/cms';
import { campaignRows } from '@/lib/server/cms/campaign-status';
import { cmsEditorOf } from '@/lib/server/cms/editor';
import { pendingChanges, type PendingChange } from '@/lib/server/cms/github-changes';
import { systemClock } from '@/lib/time';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'キャンペーンの公開状況',
  robots: { index: false, follow: false },
};

/**
 * /preview/status/: what is live and what is waiting. Local mode: the editors' campaign list with
 * 開始日, 終了日 and 状態 (公開前 / 公開中 / 終了) in Japan time now, and whether the running site
 * already holds each saved change (Keystatic's own list shows a field's value, not a state computed
 * from two fields and the clock). GitHub mode: the unmerged `cms/...` changes with their pull
 * request and CI state, read with the signed-in editor's token. Editors only: the CMS is on and the
 * request carries the session of a staff member who may edit (lib/server/cms/editor.ts).
 */
export default async function CampaignStatusPage() {
  if (!isCmsEnabled()) notFound();
  if (!(await cmsEditorOf(await headers()))) notFound();
  if (cmsStorageKind() === 'local')
    return (
      <CampaignStatusTable rows={campaignRows(path.join(cmsLocalRoot(), 'content'), systemClock)} />
    );
  const token = (await cookies()).get('keystatic-gh-access-token')?.value;
  const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO!;
  let changes: PendingChange[] | null = null;
  if (token) changes = await pendingChanges(repo, token).catch(() => null);
  return <PendingChangesList changes={changes} />;
}
