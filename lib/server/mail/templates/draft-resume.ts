import 'server-only';
import { layoutMail, mailSubject, type MailContext, type RenderedMail } from './layout';

/** The input of 「お申し込みの続きのご案内」, stored with the message by requestDraftResumeLink. */
export interface DraftResumeInput {
  /** The greeting name as typed in the draft (姓 名), or '' when none was typed. */
  name: string;
  /** The resume link's token (lib/server/db/repositories/draft-resume.ts); the link is /apply/resume/?t=<token>. */
  linkToken: string;
  /** Days the link opens the draft (DRAFT_TTL_DAYS). */
  validDays: number;
}

/**
 * 「お申し込みの続きのご案内」: the link that reopens a saved application (site origin from the
 * context, siteOrigin()) and how long it works. Nothing typed in the draft is repeated besides
 * the greeting name: the link asks for the phone number before any value is shown.
 */
export function renderDraftResume(input: DraftResumeInput, ctx: MailContext): RenderedMail {
  return layoutMail(
    mailSubject('お申し込みの続きのご案内', null),
    input.name,
    [
      {
        kind: 'paragraph',
        text: `お申し込みの入力内容を保存しました。以下のリンクから続きをご入力いただけます。リンクの有効期限は${input.validDays}日間です。リンクを開くと、ご入力の電話番号の確認がございます。`,
      },
      {
        kind: 'link',
        label: 'お申し込みの続きを入力する',
        url: `${ctx.siteUrl}/apply/resume/?t=${encodeURIComponent(input.linkToken)}`,
      },
      {
        kind: 'paragraph',
        text: '新しいリンクをお送りした場合は、以前のリンクはご利用いただけません。お心当たりのない場合は、このメールを破棄してください。',
      },
    ],
    ctx,
  );
}
