// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaForm } from '@/components/apply/area-form';

afterEach(cleanup);

/**
 * The area form imports its zod schema on first use (not in the area pages' first
 * load). Loaded that way it still refuses incomplete input with the schema's messages and hands
 * the normalised input to onSearch.
 */
describe('AreaForm with its lazily loaded schema', () => {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  /** The message next to the field (its aria-describedby error), as the visitor reads it there. */
  const errorNextTo = (label: string) =>
    document.getElementById(`${field(label).id}-error`)?.textContent;

  it('an empty submit shows the schema messages next to the fields and searches nothing', async () => {
    const onSearch = vi.fn();
    render(
      <AreaForm initial={null} installationInfo={null} isSearching={false} onSearch={onSearch} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '提供エリアを確認する' }));
    // The first validation waits for the schema's import.
    const summary = await screen.findByTestId('error-summary', undefined, { timeout: 10_000 });
    expect(errorNextTo('郵便番号')).toBe('郵便番号を入力してください');
    expect(field('郵便番号').getAttribute('aria-invalid')).toBe('true');
    expect(errorNextTo('都道府県')).toBe('都道府県を選択してください');
    expect(errorNextTo('市区町村')).toBe('市区町村を入力してください');
    expect(errorNextTo('丁目・番地')).toBe('丁目・番地を入力してください');
    // The summary names each field and links to it.
    const links = [...summary.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['郵便番号を入力してください', `#${field('郵便番号').id}`]);
    expect(links).toContainEqual(['都道府県を選択してください', `#${field('都道府県').id}`]);
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

  it('the postal-code button refuses a code that is not 7 digits without looking it up', async () => {
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

  it('no address yet: 地番 and a note instead of 丁目・番地, and no search until a pin is confirmed', async () => {
    const onSearch = vi.fn();
    render(
      <AreaForm initial={null} installationInfo={null} isSearching={false} onSearch={onSearch} />,
    );
    fireEvent.change(field('郵便番号'), { target: { value: '460-0008' } });
    fireEvent.change(field('都道府県'), { target: { value: '愛知県' } });
    fireEvent.change(field('市区町村'), { target: { value: '名古屋市中区' } });
    fireEvent.click(field('住所（番地）がまだ決まっていない（新築など）'));
    expect(await screen.findByLabelText('地番（わかる場合）')).toBeTruthy();
    expect(screen.getByLabelText('補足（目印など・任意）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提供エリアを確認する' }));
    expect(
      await screen.findByText('地図で設置場所を指定してください', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('no address yet outside the five prefectures (東京都): told it is outside the area, no map', async () => {
    const onSearch = vi.fn();
    render(
      <AreaForm initial={null} installationInfo={null} isSearching={false} onSearch={onSearch} />,
    );
    fireEvent.change(field('郵便番号'), { target: { value: '100-0005' } });
    fireEvent.change(field('都道府県'), { target: { value: '東京都' } });
    fireEvent.change(field('市区町村'), { target: { value: '千代田区' } });
    fireEvent.change(field('町名・大字'), { target: { value: '丸の内' } });
    fireEvent.click(field('住所（番地）がまだ決まっていない（新築など）'));
    const outside = await screen.findByText(/東京都は提供エリア外です/, undefined, {
      timeout: 10_000,
    });
    expect(outside.textContent).toContain('愛知県・岐阜県・三重県・静岡県・長野県');
    expect(screen.queryByRole('button', { name: '地図で設置場所を指定する' })).toBeNull();
    // The search goes ahead without a pin and answers 'outside the area' like any Tokyo address.
    fireEvent.click(screen.getByRole('button', { name: '提供エリアを確認する' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ prefecture: '東京都', isNoAddress: true });
    expect(screen.queryByText('地図で設置場所を指定してください')).toBeNull();
  });

  it('a confirmed pin for the same town goes into installationInfo with the note', async () => {
    const onSearch = vi.fn();
    const pinned = {
      postalCode: '4600008',
      state_kanji: '愛知県',
      city_kanji: '名古屋市中区',
      town_kanji: '栄',
      state_kana: '',
      city_kana: '',
      town_kana: '',
      line1_kanji: '',
      line2_kanji: '',
      line3_kanji: '',
      image: 'map-images/0b9e6f2c-3d4a-4b5c-8d6e-7f8091a2b3c4.png',
      detail: '分譲地の角',
      latitude: 35.168123,
      longitude: 136.906457,
    };
    render(
      <AreaForm
        initial={{
          postalCode: '4600008',
          prefecture: '愛知県',
          city: '名古屋市中区',
          town: '栄',
          line1: '',
          buildingName: '',
          buildingType: 0,
          isNoAddress: true,
        }}
        installationInfo={pinned}
        isSearching={false}
        onSearch={onSearch}
      />,
    );
    expect(
      (await screen.findByTestId('pin-confirmed', undefined, { timeout: 10_000 })).textContent,
    ).toContain('北緯 35.168123°');
    // happy-dom does not select a <select>'s default value: choose it as a visitor would.
    fireEvent.change(field('都道府県'), { target: { value: '愛知県' } });
    fireEvent.click(screen.getByRole('button', { name: '提供エリアを確認する' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onSearch.mock.calls[0]![1]).toMatchObject({
      latitude: 35.168123,
      longitude: 136.906457,
      image: pinned.image,
      detail: '分譲地の角',
    });
  });
});
