import 'server-only';
import { NEW_BUILD_NOTICE } from '@/lib/apply/submission';
import { quoteSummaryRows, type QuoteSummary } from '@/lib/pricing/quote';
import { layoutMail, mailSubject, type MailContext, type RenderedMail } from './layout';

/** The input of 「お申し込み受付のお知らせ」, stored (encrypted) with the message when applyCTC stores the application. */
export interface ApplicationReceivedInput {
  /** The applicant's name as typed ('山田 太郎'; a corporation: '株式会社〇〇 山田 太郎'). */
  name: string;
  /** コース and 基本メニュー as the review showed them ('1ギガ ホーム 光ネット+光電話'). */
  plan: string;
  /** The option lines of the stored quote ('光電話', 'メッシュWi-Fi'). */
  options: string[];
  /** applyCTC's stored quote summary (quoteSummary), shown with quoteSummaryRows as on the completed page. */
  quote: QuoteSummary;
  /** The area result's estimated period until construction ('約1〜2ヶ月'), or null. */
  period: string | null;
  /**
   * A new build without 番地: the pin as shown on the receipt (pinText, '北緯… 東経…') and 補足;
   * absent for an address (and in messages stored before new builds were mailed).
   */
  newBuild?: { pin: string; detail: string | null } | null;
}

/**
 * 「お申し込みを受け付けました」: receipt number, plan, options, the stored quote's amounts exactly as
 * the completed page shows them (quoteSummaryRows), the next steps, the status page link and the
 * desk; for a new build without 番地 the pin, 補足 and the provisional area notice (NEW_BUILD_NOTICE).
 * Nothing of the bank account, the date of birth or the street address.
 */
export function renderApplicationReceived(
  input: ApplicationReceivedInput,
  ctx: MailContext,
): RenderedMail {
  return layoutMail(
    mailSubject('お申し込みを受け付けました', ctx.receiptNumber),
    input.name,
    [
      {
        kind: 'paragraph',
        text: 'このたびはコミュファ光にお申し込みいただき、ありがとうございます。\n以下の内容でお申し込みを受け付けました。',
      },
      {
        kind: 'rows',
        rows: [
          { label: '受付番号', values: [ctx.receiptNumber ?? ''] },
          { label: 'プラン', values: [input.plan] },
          { label: 'オプション', values: [input.options.join('、') || 'なし'] },
          ...(input.newBuild
            ? [
                { label: '設置場所（地図の位置）', values: [input.newBuild.pin] },
                ...(input.newBuild.detail
                  ? [{ label: '補足', values: [input.newBuild.detail] }]
                  : []),
              ]
            : []),
        ],
      },
      ...(input.newBuild ? [{ kind: 'paragraph' as const, text: `${NEW_BUILD_NOTICE}。` }] : []),
      { kind: 'heading', text: 'お見積もり（税込）' },
      {
        kind: 'rows',
        rows: quoteSummaryRows(input.quote).map((r) => ({ label: r.label, values: r.values })),
      },
      { kind: 'heading', text: 'これからの流れ' },
      {
        kind: 'steps',
        items: [
          '工事日の調整のため、担当者よりご希望の時間帯にお電話いたします。',
          `開通工事を行います。${input.period ? `開通工事までの目安は${input.period}です。` : ''}`,
          '工事が終わったら、すぐにご利用いただけます。',
        ],
      },
      {
        kind: 'paragraph',
        text: 'お申し込みの状況と工事日は、受付番号とお電話番号で「お申し込み状況の確認」ページからご確認いただけます。',
      },
      { kind: 'link', label: 'お申し込み状況の確認', url: `${ctx.siteUrl}/apply/status/` },
    ],
    ctx,
  );
}
