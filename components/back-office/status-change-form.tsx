'use client';

import { startTransition, useActionState, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form/field';
import { buttonClass } from '@/components/ui/button-class';
import {
  batchStatusAction,
  changeStatusAction,
  type FormState,
} from '@/lib/server/back-office/actions';
import {
  STATUS_LABELS,
  isApplicationStatus,
  isFinalStatus,
  type ApplicationStatus,
} from '@/lib/back-office/status';

/**
 * The status change of one application (`receiptNumber` seen at `current`) or of the rows selected
 * in the list (`items`: 'receipt|status'): no status chosen beforehand (「選択してください」), the
 * construction date for 工事日確定 within `dates` (tomorrow to six months ahead, Japan time), a
 * memo (the reason for キャンセル). 開通 and キャンセル ask first in a dialog naming the receipt
 * (or the count) and the new status. A refused change keeps what was typed. The server checks
 * everything again.
 */
export function StatusChangeForm({
  receiptNumber,
  current,
  options,
  dates,
  items,
}: {
  receiptNumber?: string;
  current?: ApplicationStatus;
  options: readonly ApplicationStatus[];
  dates: { min: string; max: string };
  items?: readonly string[];
}) {
  const batch = items !== undefined;
  const [state, action, pending] = useActionState<FormState, FormData>(
    batch ? batchStatusAction : changeStatusAction,
    {},
  );
  const [to, setTo] = useState(state.values?.to ?? '');
  const [date, setDate] = useState(state.values?.constructionDate ?? '');
  const [note, setNote] = useState(state.values?.note ?? '');
  const [confirmed, setConfirmed] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  if (options.length === 0) return <p className="text-sm">このステータスからは変更できません。</p>;
  const target = batch ? `選択した${items.length}件` : `受付番号 ${receiptNumber}`;
  const token = batch ? String(items.length) : (receiptNumber ?? '');
  const final = isApplicationStatus(to) && isFinalStatus(to);
  const prefix = batch ? 'batch-' : '';
  return (
    <form
      ref={form}
      // Submitted by hand, not through `action`: React's automatic form reset would clear the
      // controlled fields' DOM values while their state (what was typed) stays.
      onSubmit={(e) => {
        e.preventDefault();
        if (final && confirmed !== token) {
          dialog.current?.showModal();
          return;
        }
        const data = new FormData(e.currentTarget);
        startTransition(() => action(data));
      }}
      className="flex max-w-md flex-col gap-4"
    >
      {batch ? (
        items.map((item) => <input key={item} type="hidden" name="item" value={item} />)
      ) : (
        <>
          <input type="hidden" name="receiptNumber" value={receiptNumber} />
          <input type="hidden" name="expected" value={current} />
        </>
      )}
      <input type="hidden" name="confirmed" value={confirmed} />
      <SelectField
        label="変更後のステータス"
        name="to"
        id={`${prefix}to`}
        value={to}
        onChange={(e) => {
          setTo(e.target.value);
          setConfirmed('');
        }}
        error={state.fields?.to}
      >
        <option value="">選択してください</option>
        {options.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      {to === 'scheduled' ? (
        <InputField
          label="工事日"
          name="constructionDate"
          id={`${prefix}constructionDate`}
          type="date"
          min={dates.min}
          max={dates.max}
          hint={`${dates.min}（明日）から${dates.max}（6か月後）まで`}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
          error={state.fields?.constructionDate}
        />
      ) : null}
      <TextAreaField
        label={to === 'cancelled' ? 'キャンセルの理由' : 'メモ'}
        name="note"
        id={`${prefix}note`}
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        required={to === 'cancelled'}
        error={state.fields?.note}
      />
      {state.message && (state.ok || !state.fields) ? (
        <p role={state.ok ? 'status' : 'alert'} className="text-sm font-bold">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className={buttonClass()} disabled={pending || to === ''}>
        {batch ? '選択した行のステータスを変更' : 'ステータスを変更'}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${prefix}confirm-title`}
        className="m-auto max-w-md rounded bg-white p-6 backdrop:bg-black/40"
      >
        <h2 id={`${prefix}confirm-title`} className="text-lg font-bold">
          {final ? `${target}を「${STATUS_LABELS[to]}」に変更します` : ''}
        </h2>
        <p className="mt-2 text-sm">この変更は元に戻せません。よろしいですか。</p>
        <div className="mt-4 flex gap-3">
          <button
            type="button"
            className={buttonClass()}
            onClick={() => {
              // The hidden field must hold the token before the form is submitted again.
              flushSync(() => setConfirmed(token));
              dialog.current?.close();
              form.current?.requestSubmit();
            }}
          >
            変更する
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => dialog.current?.close()}
          >
            戻る
          </button>
        </div>
      </dialog>
    </form>
  );
}
