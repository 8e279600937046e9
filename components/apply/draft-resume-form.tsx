'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { InputField } from '@/components/ui/form/field';
import { buttonClass } from '@/components/ui/button-class';
import { DRAFT_RESUME_MESSAGES } from '@/lib/apply/draft';
import { getApplyStep } from '@/lib/apply/steps';
import { saveDraftToken } from '@/lib/state/draft-token';

const PHONE_REQUIRED = 'お申し込みでご入力の電話番号を入力してください';
const FAILED = '確認できませんでした。通信状況をご確認のうえ、もう一度お試しください。';

type View =
  { kind: 'ask'; phoneError?: string; error?: string; pending?: boolean } | { kind: 'unknownLink' };

/**
 * The resume page's form: reads the link's token (`t`) once and removes it from the address bar,
 * asks for a phone number saved in the draft before anything of it is shown, and opens the draft
 * (lib/apply/draft-calls.ts resumeDraftByLink): the draft's token goes to sessionStorage and the
 * wizard restores the furthest step (a full load of its last step's page, which the route gate
 * sends back to the first incomplete one). A wrong number is said at the field, too many tries
 * with the wait, an unknown or expired link with a way to start afresh.
 */
export function DraftResumeForm() {
  const [linkToken, setLinkToken] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'ask' });

  useEffect(() => {
    const url = new URL(window.location.href);
    const t = url.searchParams.get('t');
    url.searchParams.delete('t');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    // Read from the address bar once, after hydration (the server never renders it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (t) setLinkToken(t);
    else setView({ kind: 'unknownLink' });
  }, []);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const phone = String(new FormData(e.currentTarget).get('phone') ?? '').trim();
    if (!phone) return setView({ kind: 'ask', phoneError: PHONE_REQUIRED });
    if (!linkToken) return setView({ kind: 'unknownLink' });
    setView({ kind: 'ask', pending: true });
    try {
      const { resumeDraftByLink } = await import('@/lib/apply/draft-calls');
      const answer = await resumeDraftByLink(linkToken, phone);
      if (answer.result === 'resumed') {
        saveDraftToken(window.sessionStorage, answer.token);
        window.location.replace(getApplyStep('terms').path);
      } else if (answer.result === 'wrongPhone') {
        setView({ kind: 'ask', phoneError: DRAFT_RESUME_MESSAGES.wrongPhone });
      } else if (answer.result === 'limited') {
        setView({
          kind: 'ask',
          error: `${DRAFT_RESUME_MESSAGES.limited}（${Math.ceil(answer.retryAfterSeconds / 60)}分ほどお待ちください）`,
        });
      } else setView({ kind: 'unknownLink' });
    } catch {
      setView({ kind: 'ask', error: FAILED });
    }
  };

  if (view.kind === 'unknownLink') {
    return (
      <div className="flex max-w-md flex-col gap-4">
        <p role="alert">{DRAFT_RESUME_MESSAGES.unknownLink}</p>
        <Link href={getApplyStep('area').path} className={buttonClass()}>
          はじめからお申し込みする
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-4">
      <InputField
        label="電話番号"
        name="phone"
        type="tel"
        autoComplete="tel"
        hint="お申し込みでご入力の電話番号（ハイフンなしでも可）"
        required
        error={view.phoneError}
      />
      <button type="submit" className={buttonClass()} disabled={view.pending || !linkToken}>
        入力内容を開く
      </button>
      {view.error ? <p role="alert">{view.error}</p> : null}
    </form>
  );
}
