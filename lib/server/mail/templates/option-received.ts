import 'server-only';
import { layoutMail, mailSubject, type MailContext, type RenderedMail } from './layout';

/** The input of 「オプションのお申し込み受付のお知らせ」, stored with the message by applicationUpSell. */
export interface OptionReceivedInput {
  /** Titles of the options applied for (the option documents' titles). */
  options: string[];
}

/** 「オプションのお申し込みを受け付けました」: the options applied for and what happens next. */
export function renderOptionReceived(input: OptionReceivedInput, ctx: MailContext): RenderedMail {
  return layoutMail(
    mailSubject('オプションのお申し込みを受け付けました', ctx.receiptNumber),
    null,
    [
      {
        kind: 'paragraph',
        text: 'オプションのお申し込みを受け付けました。お手続きの完了まで、担当者よりご連絡する場合があります。',
      },
      {
        kind: 'rows',
        rows: [
          { label: '受付番号', values: [ctx.receiptNumber ?? ''] },
          { label: 'お申し込みのオプション', values: input.options },
        ],
      },
    ],
    ctx,
  );
}
