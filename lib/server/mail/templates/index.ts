import 'server-only';
import { renderApplicationReceived, type ApplicationReceivedInput } from './application-received';
import { renderContactReceived, type ContactReceivedInput } from './contact-received';
import { renderDraftResume, type DraftResumeInput } from './draft-resume';
import type { MailContext, RenderedMail } from './layout';
import { renderOptionReceived, type OptionReceivedInput } from './option-received';
import { renderStatusChanged, type StatusChangedInput } from './status-changed';
import { renderTransferReceived, type TransferReceivedInput } from './transfer-received';

export type { MailContext, RenderedMail };

/** Each template's name (stored in mail_outbox.template) and its typed input. */
export interface MailInputs {
  'application-received': ApplicationReceivedInput;
  'status-changed': StatusChangedInput;
  'contact-received': ContactReceivedInput;
  'transfer-received': TransferReceivedInput;
  'option-received': OptionReceivedInput;
  'draft-resume': DraftResumeInput;
}

export type MailTemplate = keyof MailInputs;

const RENDERERS: { [T in MailTemplate]: (input: MailInputs[T], ctx: MailContext) => RenderedMail } =
  {
    'application-received': renderApplicationReceived,
    'status-changed': renderStatusChanged,
    'contact-received': renderContactReceived,
    'transfer-received': renderTransferReceived,
    'option-received': renderOptionReceived,
    'draft-resume': renderDraftResume,
  };

/** Japanese names of the templates for staff (/admin/mail/). */
export const MAIL_TEMPLATE_LABELS: Record<MailTemplate, string> = {
  'application-received': 'お申し込み受付',
  'status-changed': 'ステータス変更',
  'contact-received': 'お問い合わせ・予約受付',
  'transfer-received': 'お引越し受付',
  'option-received': 'オプション受付',
  'draft-resume': 'お申し込みの続きのご案内',
};

export function isMailTemplate(value: string): value is MailTemplate {
  return value in RENDERERS;
}

/**
 * Renders a stored message: `template` with its input (as enqueued) and the context. Errors:
 * throws for an unknown template name.
 */
export function renderMail(template: string, input: unknown, ctx: MailContext): RenderedMail {
  if (!isMailTemplate(template)) throw new Error(`Unknown mail template ${template}`);
  return (RENDERERS[template] as (input: unknown, ctx: MailContext) => RenderedMail)(input, ctx);
}
