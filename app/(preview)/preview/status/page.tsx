import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignStatusTable } from '@/components/cms/campaign-status-table';
import { cmsLocalRoot, cmsStorageKind, isCmsEnabled } from '@/lib/server/cms/cms';
import { campaignRows } from '@/lib/server/cms/campaign-status';
import { systemClock } from '@/lib/time';
import path from 'node:path';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'キャンペーンの公開状況',
  robots: { index: false, follow: false },
};

/**
 * /preview/status/: the editors' campaign list with 開始日, 終了日 and 状態 (公開前 / 公開中 / 終了) in
 * Japan time now, and whether the running site already holds each saved change. Keystatic's own
 * list can show a field's value but not a state computed from two fields and the clock. Editors
 * only (the CMS is on); local mode reads the saved files, GitHub mode the deployed site.
 */
export default function CampaignStatusPage() {
  if (!isCmsEnabled()) notFound();
  const local = cmsStorageKind() === 'local';
  const rows = local ? campaignRows(path.join(cmsLocalRoot(), 'content'), systemClock) : null;
  return <CampaignStatusTable rows={rows} />;
}
