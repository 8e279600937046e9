// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaForm } from '@/components/apply/area-form';

afterEach(cleanup);

/**
 * The area form imports its zod schema on first use (issue 10: not in the area pages' first
 * load). Loaded that way it still refuses incomplete input with the schema's messages and hands
 * the normalised input to onSearch.
 */
describe('AreaForm with its lazily loaded schema', () => {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  it('an empty submit shows the schema messages next to the fields and searches nothing', async () => {
    const onSearch = vi.fn();
    render(
      <AreaForm initial={null} installationInfo={null} isSearching={false} onSearch={onSearch} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '提供エリアを確認する' }));
    // The first validation waits for the schema's import.
    expect(
      await screen.findByText('郵便番号を入力してください', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('都道府県を選択してください')).toBeTruthy();
    expect(screen.getByText('市区町村を入力してください')).toBeTruthy();
    expect(screen.getByText('丁目・番地を入力してください')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('valid input: onSearch gets the normalised input and the installation address', async () => {
    const onSearch = vi.fn();
    render(
      <AreaForm initial={null} installationInfo={null} isSearching={false} onSearch={onSearch} />,
    );
    fireEvent.change(field('郵便番号'), { target: { value: '４６０－０００８' } });
    fireEvent.change(field('都道府県'), { target: { value: '愛知県' } });
    fireEvent.change(field('市区町村'), { target: { value: '名古屋市中区' } });
    fireEvent.change(field('町名・大字'), { target: { value: '栄' } });
    fireEvent.change(field('丁目・番地'), { target: { value: '1丁目1-1' } });
    fireEvent.click(screen.getByRole('button', { name: '提供エリアを確認する' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [input, info] = onSearch.mock.calls[0]!;
    expect(input).toMatchObject({
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      line1: '1丁目1-1',
      buildingType: 0,
      isNoAddress: false,
    });
    expect(info).toMatchObject({
      postalCode: '4600008',
      state_kanji: '愛知県',
      line1_kanji: '1丁目1-1',
    });
  });

  it('the postal-code button checks the code with the lazily loaded schema before looking it up', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(
      <AreaForm initial={null} installationInfo={null} isSearching={false} onSearch={vi.fn()} />,
    );
    fireEvent.change(field('郵便番号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '郵便番号から住所を入力' }));
    expect(
      await screen.findByText('郵便番号は7桁の数字で入力してください（例：460-0008）', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
