import 'server-only';
import { STATUS_LABELS, type ApplicationStatus } from '@/lib/back-office/status';
import { formatJapaneseDate } from '@/lib/time';
import { layoutMail, mailSubject, type MailContext, type RenderedMail } from './layout';

/** The input of 「お申し込み状況のお知らせ」, stored with the message by a back-office status change. */
export interface StatusChangedInput {
  name: string;
  status: ApplicationStatus;
  /** 工事日 'YYYY-MM-DD' (a Japan calendar day) for 工事日確定, else null. */
  constructionDate: string | null;
  /** The reason staff gave for キャンセル, else null (other notes are staff-only). */
  reason: string | null;
}

/**
 * 「お申し込み状況が変わりました」: the new status (STATUS_LABELS), the construction date in Japanese
 * ('2026年12月3日（木）') for 工事日確定, the reason for キャンセル, and the status page link.
 */
export function renderStatusChanged(input: StatusChangedInput, ctx: MailContext): RenderedMail {
  const label = STATUS_LABELS[input.status];
  const date = formatJapaneseDate(input.constructionDate);
  const rows = [
    { label: '受付番号', values: [ctx.receiptNumber ?? ''] },
    { label: '現在の状況', values: [label] },
    ...(date ? [{ label: '工事日', values: [date] }] : []),
    ...(input.reason ? [{ label: 'キャンセルの理由', values: [input.reason] }] : []),
  ];
  const lead =
    input.status === 'scheduled'
      ? '開通工事の日程が決まりました。当日は立ち会いをお願いいたします。'
      : input.status === 'cancelled'
        ? 'お申し込みはキャンセルとなりました。'
        : input.status === 'active'
          ? '開通工事が完了し、ご利用いただけるようになりました。'
          : 'お申し込みの状況が変わりましたのでお知らせします。';
  return layoutMail(
    mailSubject(`お申し込み状況のお知らせ：${label}`, ctx.receiptNumber),
    input.name,
    [
      { kind: 'paragraph', text: lead },
      { kind: 'rows', rows },
      { kind: 'link', label: 'お申し込み状況の確認', url: `${ctx.siteUrl}/apply/status/` },
    ],
    ctx,
  );
}
