import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contact } from '@/lib/validation/contact';

/**
 * lib/flows/calls.ts and lib/area/search-commufa-area.ts: each call sends its form schema's
 * output as the operation's input and resolves with the answer parsed by its schema of
 * lib/validation/answers.ts; an answer of another shape rejects instead of reaching the page.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Answers every GraphQL call with `data` and records the variables sent. */
function answering(data: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)).variables);
      return json({ data });
    }),
  );
  return sent;
}

const contact: Contact = {
  inquiryType: 'documentRequest',
  preferredDate: '',
  preferredTime: '',
  lastName_kanji: '山田',
  firstName_kanji: '花子',
  lastName_kana: 'ヤマダ',
  firstName_kana: 'ハナコ',
  phone: '0521234567',
  mail: '',
  address: {
    postalCode: '4600008',
    state_kanji: '愛知県',
    city_kanji: '名古屋市中区',
    town_kanji: '栄',
    line1_kanji: '3丁目1-1',
    line2_kanji: '',
    line3_kanji: '',
  },
  message: '',
  isAgreePrivacy: true,
};

describe('the visitor flows’ calls', () => {
  it('send the schema output as the input and resolve with the parsed answer', async () => {
    const sent = answering({
      contact: { __typename: 'Receipt', result: 'success', receiptNumber: 'C0001' },
    });
    const { sendContact } = await import('@/lib/flows/calls');
    await expect(sendContact(contact)).resolves.toEqual({
      result: 'success',
      receiptNumber: 'C0001',
    });
    expect(sent).toEqual([{ input: contact }]);
  });

  it('reject an answer of another shape (no receipt number)', async () => {
    answering({ contact: { result: 'success', receiptNumber: null } });
    const { sendContact } = await import('@/lib/flows/calls');
    await expect(sendContact(contact)).rejects.toThrow();
  });

  it('parse the transfer check: amount in yen or null, the deadline as given', async () => {
    answering({
      checkTransferRequest: {
        status: 'ok',
        title: 't',
        message: 'm',
        amount: 3300,
        deadline: '2026-12-31',
      },
    });
    const { sendCheckTransferRequest } = await import('@/lib/flows/calls');
    await expect(
      sendCheckTransferRequest({ customerNumber: '1000000001', phone: '0521234567' }),
    ).resolves.toEqual({
      status: 'ok',
      title: 't',
      message: 'm',
      amount: 3300,
      deadline: '2026-12-31',
    });
  });

  it('refuse a transfer check whose amount is not a whole number of yen', async () => {
    answering({
      checkTransferRequest: {
        status: 'ok',
        title: 't',
        message: 'm',
        amount: '3300',
        deadline: null,
      },
    });
    const { sendCheckTransferRequest } = await import('@/lib/flows/calls');
    await expect(
      sendCheckTransferRequest({ customerNumber: '1000000001', phone: '0521234567' }),
    ).rejects.toThrow();
  });
});

describe('searchCommufaArea', () => {
  const input = {
    postalCode: '4600008',
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    line1: '3丁目1-1',
    buildingName: '',
    buildingType: 0 as const,
    isNoAddress: false,
  };
  const areaData = {
    result: 'success',
    status: 'identified',
    isServiceArea: true,
    is10GArea: null,
    isTVArea: false,
    period: '約1〜2ヶ月',
    isRegister: true,
    isNonAvailable: false,
    isApprovedMansion: false,
    mansionPlanType: null,
    isMansionWari12: false,
    isKDDI: false,
    isAllCommufaMansion: false,
    notes: null,
    routerSpec: null,
    areaType: null,
  };

  it('resolves with the parsed areaData (is10GArea may be null)', async () => {
    answering({ searchCommufaArea: areaData });
    const { searchCommufaArea } = await import('@/lib/area/search-commufa-area');
    await expect(searchCommufaArea(input)).resolves.toEqual(areaData);
  });

  it('rejects a status the site does not know, so the search reports failed', async () => {
    answering({ searchCommufaArea: { ...areaData, status: 'maybe' } });
    const { searchCommufaArea } = await import('@/lib/area/search-commufa-area');
    const { searchArea } = await import('@/lib/area/search-area');
    await expect(searchCommufaArea(input)).rejects.toThrow();
    expect((await searchArea(input, searchCommufaArea)).result).toBe('failed');
  });
});
