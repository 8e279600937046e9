import { describe, expect, it } from 'vitest';
import {
  form2DefaultValues,
  FORM2_MESSAGES,
  makeForm2Schema,
  MAIL_MESSAGES,
} from '@/lib/validation/form2';
import { isMobileRequired } from '@/lib/validation/step-dependencies';
import { PHONE_MESSAGES } from '@/lib/validation/phone';
import { expectIssue, issuesOf, parseOk } from './helpers';
import { fixedClock } from '@/lib/time';
import { NOW, validApplicationInput } from './fixtures';

const schema = makeForm2Schema({ now: NOW });
const valid = () => validApplicationInput().form2!;
const withDob = (y: number, m: number, d: number) => ({
  ...valid(),
  dobYear: y,
  dobMonth: m,
  dobDate: d,
});

describe('form2: valid forms', () => {
  it('normalises a form with hiragana, half-width kana and full-width digits', () => {
    const out = parseOk(schema, valid());
    expect(out).toMatchObject({
      lastName_kana: 'ヤマダ',
      firstName_kana: 'タロウ',
      dobYear: 1990,
      dobMonth: 4,
      dobDate: 1,
      daytimePhone: { number: '0521234567', phone1: '052', phone2: '123', phone3: '4567' },
      mobilePhone: { number: '09012345678' },
      contactInfo: { type: 'same', isNonSendingDeadline: true },
      applicantType: 'private',
    });
  });

  it('re-parses its output to the same value', () => {
    const once = parseOk(schema, valid());
    expect(parseOk(schema, once)).toEqual(once);
  });

  it('accepts a full-width e-mail and its confirmation typed half-width', () => {
    expect(
      parseOk(schema, {
        ...valid(),
        mail: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ',
        mailConfirm: 'taro@example.jp',
      }).mail,
    ).toBe('taro@example.jp');
  });

  it('accepts the dotted local parts older Japanese carriers issued', () => {
    expect(
      parseOk(schema, {
        ...valid(),
        mail: 'taro..yamada.@docomo.ne.jp',
        mailConfirm: 'taro..yamada.@docomo.ne.jp',
      }).mail,
    ).toBe('taro..yamada.@docomo.ne.jp');
  });

  it('a corporation with kanji and kana names, no date of birth', () => {
    const out = parseOk(schema, {
      ...valid(),
      applicantType: 'corporation',
      corporationName_kanji: '株式会社サンプル',
      corporationName_kana: 'かぶしきがいしゃ さんぷる',
      dobYear: '',
      dobMonth: '',
      dobDate: '',
    });
    expect(out.corporationName_kana).toBe('カブシキガイシャ　サンプル');
  });

  it('does not pass on data the choices made unused (corporation names, another address)', () => {
    const out = parseOk(schema, {
      ...valid(),
      corporationName_kanji: '株式会社サンプル',
      contactInfo: {
        type: 'same',
        postalCode: '5008833',
        line1_kanji: '1-1',
        isNonSendingDeadline: false,
        sendingDeadlineYear: 2027,
      },
    });
    expect(out.corporationName_kanji).toBe('');
    expect(out.contactInfo).toMatchObject({
      type: 'same',
      postalCode: '',
      line1_kanji: '',
      isNonSendingDeadline: true,
      sendingDeadlineYear: null,
    });
  });

  it('another contact address with a sending deadline', () => {
    const out = parseOk(schema, {
      ...valid(),
      contactInfo: {
        type: 'other',
        postalCode: '５００－８８３３',
        state_kanji: '岐阜県',
        city_kanji: '岐阜市',
        town_kanji: '神田町',
        line1_kanji: '１－１',
        isNonSendingDeadline: false,
        sendingDeadlineYear: '2026',
        sendingDeadlineMonth: '11',
        sendingDeadlineDate: '21',
      },
    });
    expect(out.contactInfo).toMatchObject({
      postalCode: '5008833',
      line1_kanji: '1-1',
      sendingDeadlineDate: 21,
    });
  });
});

describe('form2: adult applicant (民法4条 成年年齢 18歳, counted in Japan time)', () => {
  // NOW is 2026-11-21 12:00 JST.
  it.each([
    [2008, 11, 21, true],
    [2008, 11, 22, false],
    [2008, 11, 20, true],
    [1900, 1, 1, true],
  ])('born %i-%i-%i: adult %s', (y, m, d, adult) => {
    const issues = issuesOf(schema, withDob(y, m, d));
    if (adult) expect(issues).toEqual([]);
    else expect(issues).toEqual([['dobYear', 'お申し込みは18歳以上の方に限ります']]);
  });

  it('uses the Japanese date, not UTC: at 2026-11-20 16:00 UTC it is already the 21st in Japan', () => {
    const lateUtc = makeForm2Schema({ now: fixedClock('2026-11-20T16:00:00Z') });
    expect(issuesOf(lateUtc, withDob(2008, 11, 21))).toEqual([]);
  });

  it('someone born on 2/29 is 18 on 3/1 of a common year', () => {
    const onFeb28 = makeForm2Schema({ now: fixedClock('2026-02-28T03:00:00Z') });
    const onMar1 = makeForm2Schema({ now: fixedClock('2026-03-01T03:00:00Z') });
    expect(issuesOf(onFeb28, withDob(2008, 2, 29))).toEqual([
      ['dobYear', 'お申し込みは18歳以上の方に限ります'],
    ]);
    expect(issuesOf(onMar1, withDob(2008, 2, 29))).toEqual([]);
  });

  it.each([
    [[1990, 2, 30], '生年月日を正しく入力してください'],
    [[1990, 13, 1], '生年月日を正しく入力してください'],
    [[1899, 12, 31], '生年月日を正しく入力してください'],
    [[2027, 1, 1], '生年月日を正しく入力してください'],
  ])('refuses %j', ([y, m, d], message) => {
    expect(issuesOf(schema, withDob(y!, m!, d!))).toEqual([['dobYear', message]]);
  });

  it('refuses a missing, partial or non-numeric date of birth', () => {
    expectIssue(
      schema,
      { ...valid(), dobYear: '', dobMonth: '', dobDate: '' },
      'dobYear',
      '生年月日を入力してください',
    );
    expectIssue(schema, { ...valid(), dobDate: '' }, 'dobYear', '生年月日を正しく入力してください');
    expectIssue(
      schema,
      { ...valid(), dobYear: '19九〇' },
      'dobYear',
      '生年月日を正しく入力してください',
    );
  });
});

describe('form2: each rule refuses with its message at its field', () => {
  it.each([
    [{ lastName_kanji: '　' }, 'lastName_kanji', '姓を入力してください'],
    [{ firstName_kanji: '' }, 'firstName_kanji', '名を入力してください'],
    [{ lastName_kanji: '山'.repeat(21) }, 'lastName_kanji', '姓は20文字以内で入力してください'],
    [{ lastName_kana: '' }, 'lastName_kana', 'セイ（フリガナ）を入力してください'],
    [{ firstName_kana: 'Taro' }, 'firstName_kana', '全角カタカナで入力してください'],
    [{ firstName_kana: '太郎' }, 'firstName_kana', '全角カタカナで入力してください'],
    [{ gender: undefined }, 'gender', '性別を選択してください'],
    [{ applicantType: 'corporation' }, 'corporationName_kanji', '法人名を入力してください'],
    [
      { applicantType: 'corporation', corporationName_kanji: '株式会社サンプル' },
      'corporationName_kana',
      '法人名（フリガナ）を入力してください',
    ],
    [
      {
        applicantType: 'corporation',
        corporationName_kanji: '株式会社サンプル',
        corporationName_kana: 'Sample',
      },
      'corporationName_kana',
      '全角カタカナで入力してください',
    ],
    [{ daytimePhone: {} }, 'daytimePhone.phone1', '日中にご連絡のつく電話番号を入力してください'],
    [{ daytimePhone: { number: '052-123-456' } }, 'daytimePhone.number', PHONE_MESSAGES.length],
    [{ mobilePhone: { number: '052-123-4567' } }, 'mobilePhone.number', PHONE_MESSAGES.mobile],
    [{ mail: '' }, 'mail', MAIL_MESSAGES.required],
    [{ mail: 'taro@example' }, 'mail', MAIL_MESSAGES.format],
    [{ mail: 'taro.example.jp' }, 'mail', MAIL_MESSAGES.format],
    [{ mailConfirm: '' }, 'mailConfirm', MAIL_MESSAGES.confirmRequired],
    [{ mailConfirm: 'jiro@example.jp' }, 'mailConfirm', MAIL_MESSAGES.mismatch],
    [{ contactInfo: { type: 'other' } }, 'contactInfo.postalCode', '郵便番号を入力してください'],
    [{ contactInfo: { type: 'other' } }, 'contactInfo.line1_kanji', '丁目・番地を入力してください'],
    [
      { contactInfo: { type: 'other', postalCode: '50088' } },
      'contactInfo.postalCode',
      '郵便番号は7桁の数字で入力してください（例：460-0008）',
    ],
    [
      { contactInfo: { type: 'other', isNonSendingDeadline: false } },
      'contactInfo.sendingDeadlineYear',
      '送付期限を選択してください',
    ],
    [
      {
        contactInfo: {
          type: 'other',
          isNonSendingDeadline: false,
          sendingDeadlineYear: 2026,
          sendingDeadlineMonth: 11,
          sendingDeadlineDate: 20,
        },
      },
      'contactInfo.sendingDeadlineYear',
      '送付期限は本日以降の日付を選択してください',
    ],
    [{ contactHours: 'night' }, 'contactHours', 'ご連絡希望時間帯を選択してください'],
  ])('%j', (patch, path, message) => {
    expectIssue(schema, { ...valid(), ...patch }, path, message);
  });

  it('shows every problem at once (field errors do not hide the cross-field ones)', () => {
    const paths = issuesOf(schema, {
      ...valid(),
      lastName_kanji: '',
      mailConfirm: 'x@example.jp',
      dobYear: 2015,
    }).map(([p]) => p);
    expect(paths).toEqual(expect.arrayContaining(['lastName_kanji', 'mailConfirm', 'dobYear']));
  });
});

describe('form2: a blank form (the defaultValues) shows every required message at once', () => {
  it('lists them in field order', () => {
    expect(issuesOf(schema, form2DefaultValues)).toEqual([
      ['lastName_kanji', '姓を入力してください'],
      ['firstName_kanji', '名を入力してください'],
      ['lastName_kana', 'セイ（フリガナ）を入力してください'],
      ['firstName_kana', 'メイ（フリガナ）を入力してください'],
      ['gender', '性別を選択してください'],
      ['daytimePhone.phone1', '日中にご連絡のつく電話番号を入力してください'],
      ['mail', MAIL_MESSAGES.required],
      ['mailConfirm', MAIL_MESSAGES.confirmRequired],
      ['dobYear', '生年月日を入力してください'],
    ]);
  });
});

describe('form2: the mobile number 光乗りかえキャンペーン needs', () => {
  const noMobile = () => ({ ...valid(), mobilePhone: { number: '' } });

  it('is optional without the campaign and required, at mobilePhone.number, with it', () => {
    expect(parseOk(schema, noMobile()).mobilePhone.number).toBe('');
    expectIssue(
      makeForm2Schema({ now: NOW, mobileRequired: true }),
      noMobile(),
      'mobilePhone.number',
      FORM2_MESSAGES.changeCPMobile,
    );
    expect(
      parseOk(makeForm2Schema({ now: NOW, mobileRequired: true }), valid()).mobilePhone.number,
    ).toBe('09012345678');
  });

  it('is needed when 乗りかえ is chosen or applied', () => {
    expect(isMobileRequired({ baseCampaign: 'isChangeCP', isChangeCP: false })).toBe(true);
    expect(isMobileRequired({ baseCampaign: null, isChangeCP: true })).toBe(true);
    expect(isMobileRequired({ baseCampaign: 'is50000CP', isChangeCP: false })).toBe(false);
  });
});
