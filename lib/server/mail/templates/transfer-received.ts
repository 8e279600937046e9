import 'server-only';
import { formatJapaneseDate } from '@/lib/time';
import { layoutMail, mailSubject, type MailContext, type RenderedMail } from './layout';

/** The input of 「お引越しのお申し込み受付のお知らせ」, stored with the message by transferRequest. */
export interface TransferReceivedInput {
  /** Moving day 'YYYY-MM-DD' (Japan calendar day). */
  movingDate: string;
}

/** 「お引越しのお申し込みを受け付けました」: the moving day and what happens next (no address). */
export function renderTransferReceived(
  input: TransferReceivedInput,
  ctx: MailContext,
): RenderedMail {
  return layoutMail(
    mailSubject('お引越しのお申し込みを受け付けました', ctx.receiptNumber),
    null,
    [
      {
        kind: 'paragraph',
        text: 'お引越し（移転）のお申し込みを受け付けました。移転先での工事日の調整のため、担当者よりご連絡いたします。',
      },
      {
        kind: 'rows',
        rows: [
          { label: '受付番号', values: [ctx.receiptNumber ?? ''] },
          {
            label: 'お引越し予定日',
            values: [formatJapaneseDate(input.movingDate) ?? input.movingDate],
          },
        ],
      },
    ],
    ctx,
  );
}
