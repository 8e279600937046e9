import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTACT_MESSAGES, contactSchema, makeContactSchema } from '@/lib/validation/contact';
import { contactDateRange, contactTimeSlots } from '@/lib/validation/contact-choices';
import {
  checkTransferRequestSchema,
  makeTransferRequestSchema,
  TRANSFER_MESSAGES,
} from '@/lib/validation/transfer';
import {
  applicationUpSellSchema,
  makeApplicationUpSellSchema,
  UPSELL_MESSAGES,
} from '@/lib/validation/upsell';
import {
  CLIENT_ERROR_LIMITS,
  notifyClientErrorSchema,
  truncateClientError,
} from '@/lib/validation/client-error';
import {
  generateIntroductionId,
  INTRODUCTION_ID_MESSAGES,
  INTRODUCTION_ID_PATTERN,
  introductionIdSchema,
} from '@/lib/validation/introduction';
import { CUSTOMER_NUMBER_MESSAGES } from '@/lib/validation/customer';
import { PHONE_MESSAGES } from '@/lib/validation/phone';
import { expectIssue, issuesOf, parseOk } from './helpers';
import { NOW } from './fixtures';

// NOW = 2026-11-21 12:00 JST.
describe('contact: reception slots', () => {
  const schema = makeContactSchema({ now: NOW });
  const booking = (patch: object = {}) => ({
    inquiryType: 'visitReservation',
    preferredDate: '2026-11-22',
    preferredTime: '10:00',
    lastName_kanji: '山田',
    firstName_kanji: '花子',
    lastName_kana: 'やまだ',
    firstName_kana: 'はなこ',
    phone: '０９０－１２３４－５６７８',
    isAgreePrivacy: true,
    ...patch,
  });

  it('lists the one-hour slots inside [displayFirstTime, displayLastTime)', () => {
    expect(contactTimeSlots().map((s) => s.value)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(contactTimeSlots({ displayFirstTime: 9, displayLastTime: 11 })).toEqual([
      { value: '09:00', label: '09:00〜10:00' },
      { value: '10:00', label: '10:00〜11:00' },
    ]);
    expect(contactDateRange({ now: NOW })).toEqual({ min: '2026-11-21', max: '2027-01-20' });
  });

  it.each([
    ['2026-11-22', '10:00', '2026-11-22', '10:00'],
    ['2026/11/22', '１７:００', '2026-11-22', '17:00'],
    ['２０２６年１１月２１日', '13:00', '2026-11-21', '13:00'],
    ['2027-01-20', '10:00', '2027-01-20', '10:00'],
  ])('accepts %s %s', (date, time, outDate, outTime) => {
    expect(parseOk(schema, booking({ preferredDate: date, preferredTime: time }))).toMatchObject({
      preferredDate: outDate,
      preferredTime: outTime,
      phone: '09012345678',
      lastName_kana: 'ヤマダ',
    });
  });

  it.each([
    ['2026-11-20', '10:00', 'preferredDate', CONTACT_MESSAGES.datePast],
    ['2026-11-31', '10:00', 'preferredDate', CONTACT_MESSAGES.dateInvalid],
    ['2027-01-21', '10:00', 'preferredDate', CONTACT_MESSAGES.dateTooFar(60)],
    ['2026-11-22', '', 'preferredTime', CONTACT_MESSAGES.timeRequired],
    ['2026-11-22', '09:00', 'preferredTime', CONTACT_MESSAGES.timeOutside(10, 18)],
    ['2026-11-22', '18:00', 'preferredTime', CONTACT_MESSAGES.timeOutside(10, 18)],
    ['2026-11-22', '10:30', 'preferredTime', CONTACT_MESSAGES.timeOutside(10, 18)],
    ['2026-11-21', '12:00', 'preferredTime', CONTACT_MESSAGES.timePast],
    ['2026-11-21', '11:00', 'preferredTime', CONTACT_MESSAGES.timePast],
  ])('refuses %s %s', (date, time, path, message) => {
    expect(issuesOf(schema, booking({ preferredDate: date, preferredTime: time }))).toEqual([
      [path, message],
    ]);
  });

  it('a reservation without date and time is told both', () => {
    expect(issuesOf(schema, booking({ preferredDate: '', preferredTime: '' }))).toEqual([
      ['preferredDate', CONTACT_MESSAGES.dateRequired],
      ['preferredTime', CONTACT_MESSAGES.timeRequired],
    ]);
  });

  it('follows the reception hours passed in', () => {
    const early = makeContactSchema({
      now: NOW,
      callTime: { displayFirstTime: 9, displayLastTime: 18 },
    });
    expect(parseOk(early, booking({ preferredTime: '9:00' })).preferredTime).toBe('09:00');
    const late = makeContactSchema({
      now: NOW,
      callTime: { displayFirstTime: 12, displayLastTime: 20 },
    });
    expect(issuesOf(late, booking({ preferredTime: '19:00' }))).toEqual([]);
    expect(issuesOf(late, booking({ preferredTime: '11:00' }))).toEqual([
      ['preferredTime', CONTACT_MESSAGES.timeOutside(12, 20)],
    ]);
  });

  it('any slot inside the hours on a future day is accepted; any outside is refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 60 }),
        (hour, days) => {
          const date = new Date(Date.UTC(2026, 10, 21 + days)).toISOString().slice(0, 10);
          const ok = schema.safeParse(
            booking({ preferredDate: date, preferredTime: `${String(hour).padStart(2, '0')}:00` }),
          ).success;
          return ok === (hour >= 10 && hour < 18);
        },
      ),
    );
  });

  it('the default schema refuses yesterday whatever the day is', () => {
    const yesterday = new Date(Date.now() + 9 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expectIssue(
      contactSchema,
      booking({ preferredDate: yesterday }),
      'preferredDate',
      CONTACT_MESSAGES.datePast,
    );
  });

  it.each([
    [{ isAgreePrivacy: false }, 'isAgreePrivacy', CONTACT_MESSAGES.privacy],
    [{ inquiryType: 'chat' }, 'inquiryType', 'お問い合わせ種別を選択してください'],
    [
      { inquiryType: 'other', preferredDate: '', preferredTime: '' },
      'message',
      CONTACT_MESSAGES.messageRequired,
    ],
    [{ message: 'あ'.repeat(2001) }, 'message', CONTACT_MESSAGES.message],
    [{ inquiryType: 'homeVisit' }, 'address.postalCode', '郵便番号を入力してください'],
    [
      { inquiryType: 'documentRequest', preferredDate: '', preferredTime: '' },
      'address.line1_kanji',
      '丁目・番地を入力してください',
    ],
    [{ phone: '0901234567' }, 'phone', PHONE_MESSAGES.ten],
    [{ mail: 'hanako@' }, 'mail', 'メールアドレスの形式が正しくありません'],
    [{ lastName_kana: 'Yamada' }, 'lastName_kana', '全角カタカナで入力してください'],
  ])('%j', (patch, path, message) => {
    expectIssue(schema, booking(patch), path, message);
  });

  it('a document request needs an address but no date', () => {
    const out = parseOk(
      schema,
      booking({
        inquiryType: 'documentRequest',
        preferredDate: '',
        preferredTime: '',
        address: {
          postalCode: '４６０－０００８',
          state_kanji: '愛知県',
          city_kanji: '名古屋市中区',
          line1_kanji: '栄1-2-3',
        },
      }),
    );
    expect(out.address.postalCode).toBe('4600008');
  });
});

describe('transfer', () => {
  const schema = makeTransferRequestSchema({ now: NOW });
  const request = (patch: object = {}) => ({
    customerNumber: '１２３４５－６７８９０',
    phone: '052-123-4567',
    newAddress: {
      postalCode: '514-0004',
      prefecture: '三重県',
      city: '津市',
      town: '栄町',
      line1: '１－２－３',
      buildingType: 0,
    },
    movingDate: '2026/12/1',
    ...patch,
  });

  it('checkTransferRequest normalises customer number and phone', () => {
    expect(
      parseOk(checkTransferRequestSchema, {
        customerNumber: ' 1234 567 890 ',
        phone: '０５２－１２３－４５６７',
      }),
    ).toEqual({ customerNumber: '1234567890', phone: '0521234567' });
    expectIssue(
      checkTransferRequestSchema,
      { customerNumber: '123456789', phone: '0521234567' },
      'customerNumber',
      CUSTOMER_NUMBER_MESSAGES.format,
    );
    expectIssue(
      checkTransferRequestSchema,
      { customerNumber: '', phone: '0521234567' },
      'customerNumber',
      CUSTOMER_NUMBER_MESSAGES.required,
    );
    expectIssue(
      checkTransferRequestSchema,
      { customerNumber: '12345678ab', phone: '0521234567' },
      'customerNumber',
      CUSTOMER_NUMBER_MESSAGES.format,
    );
    expectIssue(
      checkTransferRequestSchema,
      { customerNumber: '1234567890', phone: '' },
      'phone',
      'ご契約時にご登録の電話番号を入力してください',
    );
  });

  it('transferRequest accepts a future or today moving date and normalises it', () => {
    expect(parseOk(schema, request())).toMatchObject({
      customerNumber: '1234567890',
      movingDate: '2026-12-01',
      newAddress: { postalCode: '5140004', line1: '1-2-3', buildingType: 0 },
    });
    expect(parseOk(schema, request({ movingDate: '2026-11-21' })).movingDate).toBe('2026-11-21');
  });

  it.each([
    [{ movingDate: '' }, 'movingDate', TRANSFER_MESSAGES.movingDateRequired],
    [{ movingDate: '2026-11-20' }, 'movingDate', TRANSFER_MESSAGES.movingDatePast],
    [{ movingDate: '2026-02-29' }, 'movingDate', TRANSFER_MESSAGES.movingDateInvalid],
    [{ movingDate: 'next week' }, 'movingDate', TRANSFER_MESSAGES.movingDateInvalid],
    [
      {
        newAddress: {
          postalCode: '514-0004',
          prefecture: '三重県',
          city: '津市',
          line1: '1',
          buildingType: 1,
        },
      },
      'newAddress.buildingName',
      'マンション・アパート名を入力してください',
    ],
    [
      {
        newAddress: {
          postalCode: '514',
          prefecture: '三重県',
          city: '津市',
          line1: '1',
          buildingType: 0,
        },
      },
      'newAddress.postalCode',
      '郵便番号は7桁の数字で入力してください（例：460-0008）',
    ],
  ])('%j', (patch, path, message) => {
    expectIssue(schema, request(patch), path, message);
  });
});

describe('applicationUpSell', () => {
  const order = (patch: object = {}) => ({
    customerNumber: '1234567890',
    phone: '09012345678',
    options: ['mesh-wifi', 'security-pack', 'mesh-wifi'],
    isAgree: true,
    ...patch,
  });

  it('accepts option slugs, de-duplicated', () => {
    expect(parseOk(applicationUpSellSchema, order()).options).toEqual([
      'mesh-wifi',
      'security-pack',
    ]);
  });

  it.each([
    [{ options: [] }, 'options', UPSELL_MESSAGES.optionsRequired],
    [{ options: ['Mesh WiFi'] }, 'options.0', UPSELL_MESSAGES.optionUnknown],
    [{ isAgree: false }, 'isAgree', UPSELL_MESSAGES.agree],
    [{ customerNumber: '12' }, 'customerNumber', CUSTOMER_NUMBER_MESSAGES.format],
  ])('%j', (patch, path, message) => {
    expectIssue(applicationUpSellSchema, order(patch), path, message);
  });

  it('with the known slugs, refuses any other', () => {
    const known = makeApplicationUpSellSchema({ optionSlugs: ['mesh-wifi', 'tv'] });
    expect(issuesOf(known, order())).toEqual([['options', UPSELL_MESSAGES.optionUnknown]]);
    expect(issuesOf(known, order({ options: ['tv'] }))).toEqual([]);
  });
});

describe('notifyClientError', () => {
  it('trims and caps title and text', () => {
    expect(
      parseOk(notifyClientErrorSchema, { title: '  ChunkLoadError ', text: ' at /apply/form2/ ' }),
    ).toEqual({ title: 'ChunkLoadError', text: 'at /apply/form2/' });
    expectIssue(
      notifyClientErrorSchema,
      { title: ' ', text: '' },
      'title',
      'タイトルを入力してください',
    );
    expectIssue(
      notifyClientErrorSchema,
      { title: 'x'.repeat(201), text: '' },
      'title',
      'タイトルは200文字以内です',
    );
    expectIssue(
      notifyClientErrorSchema,
      { title: 'x', text: 'y'.repeat(4001) },
      'text',
      '本文は4000文字以内です',
    );
  });

  it('truncateClientError always yields a report the schema accepts', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim() !== ''),
        fc.string({ maxLength: 5000 }),
        (title, text) => {
          const cut = truncateClientError({ title, text });
          return (
            cut.title.length <= CLIENT_ERROR_LIMITS.title &&
            notifyClientErrorSchema.safeParse(cut).success
          );
        },
      ),
    );
  });
});

describe('introduction id', () => {
  it.each([
    ['INT-7K3QX9PM', 'INT-7K3QX9PM'],
    ['int-7k3qx9pm', 'INT-7K3QX9PM'],
    [' ＩＮＴ－７Ｋ３ＱＸ９ＰＭ ', 'INT-7K3QX9PM'],
    ['INT7K3QX9PM', 'INT-7K3QX9PM'],
    ['int_7k3qx9pm', 'INT-7K3QX9PM'],
  ])('accepts %s', (input, expected) => {
    expect(parseOk(introductionIdSchema, input)).toBe(expected);
  });

  it.each([
    ['', INTRODUCTION_ID_MESSAGES.required],
    ['INT-7K3QX9P', INTRODUCTION_ID_MESSAGES.format],
    ['INT-7K3QX9PMX', INTRODUCTION_ID_MESSAGES.format],
    ['ABC-7K3QX9PM', INTRODUCTION_ID_MESSAGES.format],
    ['INT-7K3QX9P!', INTRODUCTION_ID_MESSAGES.format],
  ])('refuses %j', (input, message) => {
    expect(issuesOf(introductionIdSchema, input)).toEqual([['', message]]);
  });

  it('generated ids match the format and avoid 0, O, 1 and I', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const id = generateIntroductionId(() => bytes);
        return (
          INTRODUCTION_ID_PATTERN.test(id) &&
          !/[01IO]/.test(id.slice(4)) &&
          introductionIdSchema.parse(id) === id
        );
      }),
    );
    expect(generateIntroductionId()).toMatch(INTRODUCTION_ID_PATTERN);
  });
});
