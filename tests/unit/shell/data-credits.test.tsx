// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyPage } from '@/components/general/company-page';
import { getCallTime } from '@/lib/settings/call-time';

afterEach(cleanup);

describe('/company/ credits the data it uses under licence', () => {
  it('names Geolonia 住所データ with its licence (CC BY 4.0) and source, and the map tiles', () => {
    render(<CompanyPage callTime={getCallTime()} />);
    const credits = screen.getByRole('region', { name: 'データの出典' });
    expect(credits.textContent).toContain(
      'Geolonia 住所データ（CC BY 4.0）、国土交通省 位置参照情報を加工',
    );
    expect(credits.textContent).toContain('地理院タイル');
    expect(
      within(credits).getByRole('link', { name: 'Geolonia 住所データ' }).getAttribute('href'),
    ).toBe('https://github.com/geolonia/japanese-addresses');
    expect(within(credits).getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/deed.ja',
    );
  });
});
