import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PHONE_MESSAGES,
  phoneNumberProblem,
  phoneNumberSchema,
  phonePartsSchema,
  splitPhoneNumber,
} from '@/lib/validation/phone';
import {
  areaFormSchema,
  areaSearchInputSchema,
  ROOM_NUMBER_REQUIRED,
  postalCodeSchema,
} from '@/lib/validation/area';
import { POSTAL_CODE_MESSAGES } from '@/lib/validation/area-labels';
import { expectIssue, issuesOf, parseOk } from './helpers';

describe('phone numbers (総務省 numbering: 10-digit geographic and 0120, 11-digit 050/070/080/090)', () => {
  it.each([
    ['0521234567', '0521234567'],
    ['052-123-4567', '0521234567'],
    ['０５２ー１２３ー４５６７', '0521234567'],
    ['(052) 123-4567', '0521234567'],
    ['03-1234-5678', '0312345678'],
    ['0120-123-456', '0120123456'],
    ['090-1234-5678', '09012345678'],
    ['０８０１２３４５６７８', '08012345678'],
    ['070 1234 5678', '07012345678'],
    ['050-1234-5678', '05012345678'],
  ])('accepts %s as %s', (input, digits) => {
    expect(parseOk(phoneNumberSchema(), input)).toBe(digits);
  });

  it.each([
    ['', PHONE_MESSAGES.required],
    ['052-123-456a', PHONE_MESSAGES.digits],
    ['5212345678', PHONE_MESSAGES.leadingZero],
    ['052123456', PHONE_MESSAGES.length],
    ['090123456789', PHONE_MESSAGES.length],
    ['05212345678', PHONE_MESSAGES.eleven],
    ['0901234567', PHONE_MESSAGES.ten],
    ['0501234567', PHONE_MESSAGES.ten],
  ])('refuses %s: %s', (input, message) => {
    expect(issuesOf(phoneNumberSchema(), input)).toEqual([['', message]]);
  });

  it('applies the mobile and landline kinds', () => {
    expect(phoneNumberProblem('0521234567', 'mobile')).toBe(PHONE_MESSAGES.mobile);
    expect(phoneNumberProblem('05012345678', 'mobile')).toBe(PHONE_MESSAGES.mobile);
    expect(phoneNumberProblem('09012345678', 'mobile')).toBeNull();
    expect(phoneNumberProblem('09012345678', 'landline')).toBe(PHONE_MESSAGES.landline);
    expect(phoneNumberProblem('05012345678', 'landline')).toBe(PHONE_MESSAGES.landline);
    expect(phoneNumberProblem('0120123456', 'landline')).toBe(PHONE_MESSAGES.landline);
    expect(phoneNumberProblem('0521234567', 'landline')).toBeNull();
  });

  it('an optional number may be blank but not wrong', () => {
    expect(parseOk(phoneNumberSchema({ required: false }), '')).toBe('');
    expect(issuesOf(phoneNumberSchema({ required: false }), '0901')).toEqual([
      ['', PHONE_MESSAGES.length],
    ]);
  });

  it('any valid number, however formatted, parses to its digits', () => {
    const valid = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('052', '058', '059', '026', '054', '0561'),
          fc.stringMatching(/^\d{6,7}$/),
        )
        .map(([a, b]) => (a + b).slice(0, 10).padEnd(10, '1')),
      fc
        .tuple(fc.constantFrom('050', '070', '080', '090'), fc.stringMatching(/^\d{8}$/))
        .map(([a, b]) => a + b),
    );
    const formatted = valid.chain((digits) =>
      fc
        .tuple(fc.constant(digits), fc.boolean(), fc.constantFrom('', '-', 'ー', ' '))
        .map(([d, wide, sep]) => {
          const s = splitPhoneNumber(d).join(sep);
          return {
            digits: d,
            text: wide ? s.replace(/\d/g, (c) => String.fromCharCode(0xff10 + Number(c))) : s,
          };
        }),
    );
    fc.assert(
      fc.property(formatted, ({ digits, text }) => parseOk(phoneNumberSchema(), text) === digits),
    );
  });
});

describe('phone parts (number or phone1-phone3)', () => {
  const schema = phonePartsSchema();

  it('fills the boxes from one field, keeping the caller’s hyphens', () => {
    expect(parseOk(schema, { number: '0561-12-3456' })).toEqual({
      number: '0561123456',
      phone1: '0561',
      phone2: '12',
      phone3: '3456',
    });
    expect(parseOk(schema, { number: '０９０１２３４５６７８' })).toEqual({
      number: '09012345678',
      phone1: '090',
      phone2: '1234',
      phone3: '5678',
    });
  });

  it('joins the boxes into the number', () => {
    expect(parseOk(schema, { phone1: '０５２', phone2: '123', phone3: '4567' })).toEqual({
      number: '0521234567',
      phone1: '052',
      phone2: '123',
      phone3: '4567',
    });
  });

  it('re-parses its own output to the same value', () => {
    const once = parseOk(schema, { number: '0561-12-3456' });
    expect(parseOk(schema, once)).toEqual(once);
  });

  it('reports at number in single-field mode and at phone1 (or the bad box) in box mode', () => {
    expectIssue(schema, { number: '0901234567' }, 'number', PHONE_MESSAGES.ten);
    expectIssue(schema, {}, 'phone1', PHONE_MESSAGES.required);
    expectIssue(
      schema,
      { phone1: '090', phone2: '1234', phone3: '567' },
      'phone1',
      PHONE_MESSAGES.ten,
    );
    expectIssue(
      schema,
      { phone1: '052', phone2: '12x', phone3: '4567' },
      'phone2',
      PHONE_MESSAGES.digits,
    );
  });
});

describe('postal code', () => {
  it.each([
    ['4600008', '4600008'],
    ['460-0008', '4600008'],
    ['４６０－０００８', '4600008'],
    ['〒460ー0008', '4600008'],
    [' 460-0008\u3000', '4600008'],
  ])('accepts %s', (input, expected) => {
    expect(parseOk(postalCodeSchema, input)).toBe(expected);
  });

  it.each([
    ['', POSTAL_CODE_MESSAGES.required],
    ['460-008', POSTAL_CODE_MESSAGES.format],
    ['46000081', POSTAL_CODE_MESSAGES.format],
    ['4600-008', POSTAL_CODE_MESSAGES.format],
    ['abc-defg', POSTAL_CODE_MESSAGES.format],
  ])('refuses %s', (input, message) => {
    expect(issuesOf(postalCodeSchema, input)).toEqual([['', message]]);
  });
});

describe('areaSearchInputSchema', () => {
  const house = {
    postalCode: '４６０－０００８',
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    line1: '１丁目２－３',
    buildingType: '0',
  };

  it('normalises a full-width house address', () => {
    expect(parseOk(areaSearchInputSchema, house)).toEqual({
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      line1: '1丁目2-3',
      buildingName: '',
      buildingType: 0,
      isNoAddress: false,
      roomNumber: '',
    });
  });

  it('the area form needs an apartment room number (部屋番号), normalised; a house needs none', () => {
    const apartment = { ...house, buildingType: '1', buildingName: 'コミュファ栄タワー' };
    expectIssue(areaFormSchema, apartment, 'roomNumber', ROOM_NUMBER_REQUIRED);
    expectIssue(
      areaFormSchema,
      { ...apartment, roomNumber: '　' },
      'roomNumber',
      ROOM_NUMBER_REQUIRED,
    );
    expect(parseOk(areaFormSchema, { ...apartment, roomNumber: '１０２号室' }).roomNumber).toBe(
      '102号室',
    );
    expect(parseOk(areaFormSchema, { ...apartment, roomNumber: 'ａ－３０１' }).roomNumber).toBe(
      'A-301',
    );
    expect(
      parseOk(areaFormSchema, { ...apartment, roomNumber: 'ひがし棟 ２０１' }).roomNumber,
    ).toBe('ヒガシ棟 201');
    expect(parseOk(areaFormSchema, { ...apartment, roomNumber: 'ﾋｶﾞｼ ２０１ｰB' }).roomNumber).toBe(
      'ヒガシ 201-B',
    );
    expect(parseOk(areaFormSchema, house).roomNumber).toBe('');
    // The search itself does not need it (API clients of searchCommufaArea are unchanged).
    expect(parseOk(areaSearchInputSchema, apartment).buildingType).toBe(1);
  });

  it.each([
    [{ ...house, line1: '' }, 'line1', '丁目・番地を入力してください'],
    [{ ...house, buildingType: 1 }, 'buildingName', 'マンション・アパート名を入力してください'],
    [{ ...house, prefecture: '東京' }, 'prefecture', '都道府県を正しく選択してください'],
    [{ ...house, prefecture: '' }, 'prefecture', '都道府県を選択してください'],
    [{ ...house, city: ' ' }, 'city', '市区町村を入力してください'],
    [{ ...house, buildingType: 2 }, 'buildingType', '建物の種類を選択してください'],
  ])('refuses %#', (input, path, message) => {
    expectIssue(areaSearchInputSchema, input, path, message);
  });

  it('a new build without a lot number (isNoAddress) needs no line1; an apartment with a name passes', () => {
    expect(
      parseOk(areaSearchInputSchema, { ...house, line1: '', isNoAddress: true }).isNoAddress,
    ).toBe(true);
    expect(
      parseOk(areaSearchInputSchema, {
        ...house,
        buildingType: 1,
        buildingName: 'サンプルマンション',
      }).buildingType,
    ).toBe(1);
  });

  it('accepts prefectures outside the service area (lib/area answers those without a call)', () => {
    expect(parseOk(areaSearchInputSchema, { ...house, prefecture: '東京都' }).prefecture).toBe(
      '東京都',
    );
  });
});
