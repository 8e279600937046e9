import 'server-only';
import { formatJapaneseDate } from '@/lib/time';
import { layoutMail, mailSubject, type MailContext, type RenderedMail } from './layout';

/** The input of 「お問い合わせ受付のお知らせ」 (contact), stored with the message by the contact mutation. */
export interface ContactReceivedInput {
  name: string;
  /** The inquiry type's label (INQUIRY_TYPE_LABELS). */
  inquiryType: string;
  /** Booked day 'YYYY-MM-DD' and slot 'HH:00' (Japan time), or null for an inquiry without a booking. */
  preferredDate: string | null;
  preferredTime: string | null;
}

/** 「お問い合わせを受け付けました」: the inquiry type and, for a booking, the day and time asked for. */
export function renderContactReceived(input: ContactReceivedInput, ctx: MailContext): RenderedMail {
  const date = formatJapaneseDate(input.preferredDate);
  const booking = date && input.preferredTime;
  return layoutMail(
    mailSubject(
      booking ? 'ご予約を受け付けました' : 'お問い合わせを受け付けました',
      ctx.receiptNumber,
    ),
    input.name,
    [
      {
        kind: 'paragraph',
        text: booking
          ? 'ご予約ありがとうございます。以下の内容で受け付けました。ご希望の日時で承れない場合は、担当者より別の日時をご相談します。'
          : 'お問い合わせありがとうございます。以下の内容で受け付けました。担当者よりご連絡いたします。',
      },
      {
        kind: 'rows',
        rows: [
          { label: '受付番号', values: [ctx.receiptNumber ?? ''] },
          { label: 'お問い合わせ種別', values: [input.inquiryType] },
          ...(booking
            ? [{ label: 'ご希望日時', values: [`${date} ${input.preferredTime}〜`] }]
            : []),
        ],
      },
    ],
    ctx,
  );
}
