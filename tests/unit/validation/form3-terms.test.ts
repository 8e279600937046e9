import { describe, expect, it } from 'vitest';
import {
  BANK_MESSAGES,
  EMPTY_CURRENT_PHONE_INFO,
  FORM3_MESSAGES,
  form3DefaultValues,
  makeForm3Schema,
  PAYMENT_AGREEMENT_LABELS,
} from '@/lib/validation/form3';
import {
  chosenTelecomServices,
  isCurrentCarrierRequired,
} from '@/lib/validation/step-dependencies';
import { makeTermsSchema, TERMS_MESSAGES, termsDefaultValues } from '@/lib/validation/terms';
import { PHONE_MESSAGES } from '@/lib/validation/phone';
import { expectIssue, issuesOf, parseOk } from './helpers';
import { NOW, validApplicationInput } from './fixtures';

const withPhone = makeForm3Schema({ now: NOW, planData: { isPhone: true, baseMenu: 1 } });
const netOnly = makeForm3Schema({ now: NOW, planData: { isPhone: false, baseMenu: 0 } });
const valid = () => validApplicationInput().form3!;
const bank = (patch: object) => ({ ...valid(), bankInfo: { ...valid().bankInfo, ...patch } });
const phoneInfo = (patch: object) => ({
  ...valid(),
  currentPhoneInfo: { ...valid().currentPhoneInfo, ...patch },
});

describe('form3: bank debit', () => {
  it('normalises full-width codes and number and a hiragana holder name', () => {
    const out = parseOk(
      withPhone,
      bank({
        bankCode: '０００１',
        bankBranchCode: '００１',
        accountNo: '１２３ ４５６７',
        accountNameKana: 'やまだ　たろう',
        accountKind: '2',
      }),
    );
    expect(out.bankInfo).toEqual({
      type: 'bank',
      isAgree: true,
      bankCode: '0001',
      bankName: 'みずほ銀行',
      bankBranchCode: '001',
      bankBranch: '東京営業部',
      accountKind: 2,
      accountNo: '1234567',
      accountNameKana: 'ヤマダ　タロウ',
    });
  });

  it('defaults accountKind to 1 (普通) and accepts corporate holder names with （）', () => {
    const out = parseOk(withPhone, bank({ accountKind: undefined, accountNameKana: 'ｶ)ｻﾝﾌﾟﾙ' }));
    expect(out.bankInfo.accountKind).toBe(1);
    expect(out.bankInfo.accountNameKana).toBe('カ）サンプル');
  });

  it.each([
    [{ bankCode: '' }, 'bankInfo.bankCode', BANK_MESSAGES.bankCodeRequired],
    [{ bankCode: '001' }, 'bankInfo.bankCode', BANK_MESSAGES.bankCode],
    [{ bankCode: '00a1' }, 'bankInfo.bankCode', BANK_MESSAGES.bankCode],
    [{ bankName: '' }, 'bankInfo.bankName', BANK_MESSAGES.bankName],
    [{ bankBranchCode: '01' }, 'bankInfo.bankBranchCode', BANK_MESSAGES.branchCode],
    [{ bankBranch: ' ' }, 'bankInfo.bankBranch', BANK_MESSAGES.branch],
    [{ accountNo: '' }, 'bankInfo.accountNo', BANK_MESSAGES.accountNoRequired],
    [{ accountNo: '123456' }, 'bankInfo.accountNo', BANK_MESSAGES.accountNo],
    [{ accountNo: '12345678' }, 'bankInfo.accountNo', BANK_MESSAGES.accountNo],
    [{ accountNo: '123456x' }, 'bankInfo.accountNo', BANK_MESSAGES.accountNo],
    [{ accountNameKana: '' }, 'bankInfo.accountNameKana', BANK_MESSAGES.accountNameRequired],
    [
      { accountNameKana: 'YAMADA TARO' },
      'bankInfo.accountNameKana',
      '全角カタカナで入力してください',
    ],
    [{ accountNameKana: '山田太郎' }, 'bankInfo.accountNameKana', '全角カタカナで入力してください'],
    [{ isAgree: false }, 'bankInfo.isAgree', BANK_MESSAGES.agree],
    [{ accountKind: 3 }, 'bankInfo.accountKind', '預金種目を選択してください'],
  ])('%j', (patch, path, message) => {
    expectIssue(withPhone, bank(patch), path, message);
  });

  it('card payment needs no bank fields, and drops any that were typed', () => {
    const out = parseOk(withPhone, {
      ...valid(),
      bankInfo: { ...valid().bankInfo, type: 'card', accountNo: '12' },
    });
    expect(out.bankInfo).toMatchObject({
      type: 'card',
      bankCode: '',
      accountNo: '',
      accountNameKana: '',
    });
  });

  it('card payment is agreed to without any mention of the 27th bank debit', () => {
    expect(PAYMENT_AGREEMENT_LABELS.bank).toContain('毎月27日の口座振替');
    expect(PAYMENT_AGREEMENT_LABELS.card).not.toMatch(/口座振替|27日/);
    const card = { ...valid(), bankInfo: { ...valid().bankInfo, type: 'card', isAgree: false } };
    expectIssue(withPhone, card, 'bankInfo.isAgree', BANK_MESSAGES.agreeCard);
    expect(BANK_MESSAGES.agreeCard).not.toContain('口座振替');
  });
});

describe('form3: number portability', () => {
  it('keeps a 10-digit fixed-line number with the defaults same address and self', () => {
    const out = parseOk(withPhone, valid());
    expect(out.currentPhoneInfo).toMatchObject({
      number: '0529876543',
      phone1: '052',
      addressType: 'same',
      relationship: 'self',
      carrier: 'nttWest',
    });
  });

  it.each([
    [{ number: '' }, 'currentPhoneInfo.phone1', 'お使いの電話番号を入力してください'],
    [{ number: '090-1234-5678' }, 'currentPhoneInfo.number', PHONE_MESSAGES.landline],
    [{ number: '050-1234-5678' }, 'currentPhoneInfo.number', PHONE_MESSAGES.landline],
    [{ number: '0120-123-456' }, 'currentPhoneInfo.number', PHONE_MESSAGES.landline],
    [
      { carrier: 'other' },
      'currentPhoneInfo.carrierName',
      'ご利用中の電話会社名を入力してください',
    ],
    [{ addressType: 'other' }, 'currentPhoneInfo.postalCode', '郵便番号を入力してください'],
    [{ relationship: 'family' }, 'currentPhoneInfo.lastName_kanji', '名義人の姓を入力してください'],
    [
      {
        relationship: 'family',
        lastName_kanji: '山田',
        firstName_kanji: '花子',
        lastName_kana: 'やまだ',
        firstName_kana: 'Hanako',
      },
      'currentPhoneInfo.firstName_kana',
      '全角カタカナで入力してください',
    ],
  ])('%j', (patch, path, message) => {
    expectIssue(withPhone, phoneInfo(patch), path, message);
  });

  it('ignores currentPhoneInfo when isPortability is off, and does not pass it on', () => {
    const input = {
      ...valid(),
      isPortability: false,
      currentPhoneInfo: { number: '090', lastName_kanji: '山田' },
    };
    expect(issuesOf(withPhone, input)).toEqual([]);
    expect(parseOk(withPhone, input).currentPhoneInfo).toEqual(EMPTY_CURRENT_PHONE_INFO);
    expect(EMPTY_CURRENT_PHONE_INFO).toMatchObject({
      number: '',
      addressType: 'same',
      relationship: 'self',
    });
  });

  it('a second number needs the first and its own valid info', () => {
    expectIssue(
      withPhone,
      { ...valid(), isPortability: false, isPortability2: true },
      'isPortability2',
      FORM3_MESSAGES.portability2WithoutFirst,
    );
    expectIssue(
      withPhone,
      { ...valid(), isPortability2: true },
      'currentPhoneInfo2.phone1',
      'お使いの電話番号を入力してください',
    );
  });

  it('is refused when 光電話 is not chosen', () => {
    expect(issuesOf(netOnly, valid())).toEqual([
      ['isPortability', FORM3_MESSAGES.portabilityWithoutPhone],
    ]);
    expect(issuesOf(netOnly, { ...valid(), isPortability: false })).toEqual([]);
  });
});

describe('form3: the current internet line (光乗りかえキャンペーン)', () => {
  const changeCampaign = makeForm3Schema({
    now: NOW,
    planData: { isPhone: true, baseMenu: 1 },
    currentCarrierRequired: isCurrentCarrierRequired({ baseCampaign: 'isChangeCP' }),
  });

  it('is required, at its field, when the campaign is chosen or applied', () => {
    expect(isCurrentCarrierRequired({ isChangeCP: true, baseCampaign: null })).toBe(true);
    for (const currentCarrier of ['', '　 ', undefined])
      expectIssue(
        changeCampaign,
        { ...valid(), currentCarrier },
        'currentCarrier',
        FORM3_MESSAGES.currentCarrierRequired,
      );
    expect(parseOk(changeCampaign, { ...valid(), currentCarrier: 'よその光' }).currentCarrier).toBe(
      'よその光',
    );
  });

  it('stays optional with another campaign (or none)', () => {
    expect(isCurrentCarrierRequired({ isChangeCP: false, baseCampaign: 'isOneYear980CP' })).toBe(
      false,
    );
    const other = makeForm3Schema({
      now: NOW,
      planData: { isPhone: true, baseMenu: 1 },
      currentCarrierRequired: isCurrentCarrierRequired({ baseCampaign: null }),
    });
    expect(parseOk(other, { ...valid(), currentCarrier: '' }).currentCarrier).toBe('');
    expect(parseOk(withPhone, { ...valid(), currentCarrier: '' }).currentCarrier).toBe('');
  });
});

describe('form3: construction and agreements', () => {
  it.each([
    [{ isAgreeOfConstruction1: false }, 'isAgreeOfConstruction1', FORM3_MESSAGES.construction1],
    [{ isAgreeOfConstruction2: undefined }, 'isAgreeOfConstruction2', FORM3_MESSAGES.construction2],
    [{ dowConstruction: ['sat'] }, 'dowConstruction', FORM3_MESSAGES.holidayDays],
    [{ dowConstruction: ['holiday'] }, 'dowConstruction.0', '曜日を正しく選択してください'],
    [{ requestColumn: 'あ'.repeat(501) }, 'requestColumn', FORM3_MESSAGES.requestColumn],
    [
      { movingYear: 2026, movingMonth: 11, movingDate: 20 },
      'movingYear',
      FORM3_MESSAGES.movingPast,
    ],
    [
      { movingYear: 2026, movingMonth: 2, movingDate: 29 },
      'movingYear',
      'お引越し予定日を正しく入力してください',
    ],
    [{ movingYear: 2026, movingMonth: 12 }, 'movingYear', 'お引越し予定日を正しく入力してください'],
    [{ isMobileRental: true }, 'isMobileRentalAgree', FORM3_MESSAGES.mobileRentalAgree],
  ])('%j', (patch, path, message) => {
    expectIssue(withPhone, { ...valid(), ...patch }, path, message);
  });

  it('accepts today as a moving date, weekend days with holiday construction, 500 characters, rental with consent', () => {
    const out = parseOk(withPhone, {
      ...valid(),
      movingYear: '２０２６',
      movingMonth: '11',
      movingDate: '21',
      dowConstruction: ['sun', 'mon', 'sat', 'mon'],
      isHolidayConstruction: true,
      requestColumn: 'あ'.repeat(500),
      isMobileRental: true,
      isMobileRentalAgree: true,
    });
    expect(out).toMatchObject({
      movingYear: 2026,
      movingMonth: 11,
      movingDate: 21,
      dowConstruction: ['mon', 'sat', 'sun'],
    });
  });
});

describe('terms', () => {
  const plan = { isPhone: true, isTV: false, isGigazo: true, baseMenu: 1 as const };

  it('requires the explanation and the net agreement without a plan', () => {
    expect(issuesOf(makeTermsSchema(), {})).toEqual([
      ['isAgreeExplanation', TERMS_MESSAGES.explanation],
      ['agreeOfTelecomServiceInfo.isNet', TERMS_MESSAGES.isNet],
    ]);
  });

  it('requires exactly the chosen services', () => {
    expect(chosenTelecomServices(plan)).toEqual({
      isNet: true,
      isPhone: true,
      isTV: false,
      isGigazo: true,
    });
    expect(
      chosenTelecomServices({ isPhone: false, isTV: false, isGigazo: false, baseMenu: 2 }),
    ).toEqual({ isNet: true, isPhone: true, isTV: true, isGigazo: false });
    const schema = makeTermsSchema(plan);
    expect(
      issuesOf(schema, { isAgreeExplanation: true, agreeOfTelecomServiceInfo: { isNet: true } }),
    ).toEqual([
      ['agreeOfTelecomServiceInfo.isPhone', TERMS_MESSAGES.isPhone],
      ['agreeOfTelecomServiceInfo.isGigazo', TERMS_MESSAGES.isGigazo],
    ]);
    expect(
      issuesOf(schema, {
        isAgreeExplanation: true,
        agreeOfTelecomServiceInfo: { isNet: true, isPhone: true, isGigazo: true },
      }),
    ).toEqual([]);
  });
});

describe('blank forms (the defaultValues) show every required message', () => {
  it('form3', () => {
    expect(issuesOf(withPhone, form3DefaultValues).map(([p]) => p)).toEqual([
      'bankInfo.isAgree',
      'bankInfo.bankCode',
      'bankInfo.bankName',
      'bankInfo.bankBranchCode',
      'bankInfo.bankBranch',
      'bankInfo.accountNo',
      'bankInfo.accountNameKana',
      'isAgreeOfConstruction1',
      'isAgreeOfConstruction2',
    ]);
  });

  it('terms', () => {
    expect(
      issuesOf(
        makeTermsSchema({ isPhone: true, isTV: true, isGigazo: false, baseMenu: 2 }),
        termsDefaultValues,
      ).map(([p]) => p),
    ).toEqual([
      'isAgreeExplanation',
      'agreeOfTelecomServiceInfo.isNet',
      'agreeOfTelecomServiceInfo.isPhone',
      'agreeOfTelecomServiceInfo.isTV',
    ]);
  });
});
