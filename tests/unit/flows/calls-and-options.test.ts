import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '@/lib/graphql/errors';
import { flowErrorMessage, serverFieldErrors } from '@/lib/flows/calls';
import { getUpsellOptions, priceText } from '@/lib/flows/upsell-options';

describe('flow call errors', () => {
  it('maps BAD_USER_INPUT field paths to form names', () => {
    const e = new GraphqlRequestError('Invalid input: input.preferredTime', 200, 'BAD_USER_INPUT', [
      {
        path: 'input.preferredTime',
        message: 'ご希望の時間帯は受付時間（10時〜18時）の中から選択してください',
      },
      { path: 'input.address.postalCode', message: '郵便番号を入力してください' },
    ]);
    expect(serverFieldErrors(e)).toEqual([
      {
        name: 'preferredTime',
        message: 'ご希望の時間帯は受付時間（10時〜18時）の中から選択してください',
      },
      { name: 'address.postalCode', message: '郵便番号を入力してください' },
    ]);
    expect(flowErrorMessage(e)).toContain('各項目のメッセージ');
  });

  it('gives Japanese messages, never the server text, for other failures', () => {
    expect(serverFieldErrors(new GraphqlRequestError('x', 0))).toEqual([]);
    expect(flowErrorMessage(new GraphqlRequestError('Too many', 200, 'RATE_LIMITED'))).toContain(
      'しばらく時間をおいて',
    );
    expect(flowErrorMessage(new GraphqlRequestError('Unexpected error.', 500))).toContain(
      '入力内容はそのまま残っています',
    );
    expect(flowErrorMessage(new TypeError('fetch failed'))).not.toContain('fetch');
  });
});

describe('option list of /option/apply/', () => {
  it('formats price lines in yen, tax-included', () => {
    expect(
      priceText({ label: '光電話 基本料', kind: 'monthly', amount: 330, installments: 0 }),
    ).toBe('光電話 基本料 月額330円');
    expect(
      priceText({
        label: '転送電話',
        kind: 'perUnit',
        amount: 550,
        unitLabel: '1番号あたり/月',
        installments: 0,
      }),
    ).toBe('転送電話 1番号あたり/月 550円');
    expect(priceText({ label: '工事費', kind: 'initial', amount: 26400, installments: 24 })).toBe(
      '工事費 26,400円（24回分割）',
    );
  });

  it('lists the option documents (not the index) with their prices', () => {
    const options = getUpsellOptions();
    expect(options.length).toBeGreaterThan(5);
    expect(options.map((o) => o.slug)).not.toContain('index');
    const phone = options.find((o) => o.slug === 'phone')!;
    expect(phone.title).toBe('コミュファ光電話');
    expect(phone.prices[0]).toBe('光電話 基本料 月額330円');
    expect(phone.url).toBe('/option/phone/');
  });
});
