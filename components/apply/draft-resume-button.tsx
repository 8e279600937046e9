'use client';

import { memo, useContext, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { GraphqlRequestError } from '@/lib/graphql/errors';
import { mailSchema } from '@/lib/validation/form2';
import { DraftSyncContext } from './flow-context';

export const DRAFT_RESUME_SENT = 'ご入力のメールアドレスに続きのリンクをお送りしました';
const DRAFT_RESUME_FAILED =
  '保存できませんでした。通信状況をご確認のうえ、もう一度お試しください。';

/**
 * 「入力内容を保存して後で続ける」 of form2 (README "Application drafts"), shown once `mail` is a
 * valid address: sends the draft's pending change, then has the server e-mail a link that resumes
 * the draft in another browser (lib/apply/draft-calls.ts requestResumeLink) to the address saved
 * in the draft. Says so in a status; a refusal or a failed call in Japanese. Renders again only
 * when `mail` changes: form2 renders at every keystroke and submit, and the check parses.
 */
export const DraftResumeButton = memo(function DraftResumeButton({ mail }: { mail: unknown }) {
  const sync = useContext(DraftSyncContext);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { error: string }>('idle');
  if (!mailSchema.safeParse(mail).success) return null;
  const send = async () => {
    setState('sending');
    try {
      const token = await sync.current?.saved();
      if (!token) throw new Error('no draft');
      const { requestResumeLink } = await import('@/lib/apply/draft-calls');
      await requestResumeLink(token);
      setState('sent');
    } catch (e) {
      const field = e instanceof GraphqlRequestError ? e.fields[0]?.message : undefined;
      setState({ error: field ?? DRAFT_RESUME_FAILED });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={state === 'sending'}
        onClick={() => void send()}
      >
        入力内容を保存して後で続ける
      </button>
      <div role="status" data-testid="draft-resume-status">
        {state === 'sent' ? <p>{DRAFT_RESUME_SENT}</p> : null}
        {typeof state === 'object' ? (
          <p className="font-bold text-brand-dark">{state.error}</p>
        ) : null}
      </div>
    </div>
  );
});
