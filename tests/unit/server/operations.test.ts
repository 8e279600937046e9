import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '@/lib/server/security/crypto';
import { CUSTOMER_NOT_FOUND } from '@/lib/server/db/repositories/transfer';
import { applications } from '@/lib/server/db/schema';
import { countRows, createTestServer, type TestServer } from './helpers';
import { APPLY, type ApplyResult, validApplication } from './fixtures';
import { introductionAmount } from '@/lib/pricing/campaigns';
import { defaultCampaignData, type CampaignData } from '@/lib/state/types';
import { isCurrentCarrierRequired } from '@/lib/validation/step-dependencies';
import { contentPriceBook, SAKAE_HOUSE, withBrowserEstimate } from '../fixtures/application';
import { VALID_CONTACT } from '../fixtures/contact';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const fieldsOf = (res: {
  errors?: { extensions?: { code?: string; fields?: { path: string }[] } }[];
}) => ({
  code: res.errors?.[0]?.extensions?.code,
  paths: (res.errors?.[0]?.extensions?.fields ?? []).map((f) => f.path),
});

describe('getSettingLambda', () => {
  const Q =
    'query S($siteName: String!) { getSettingLambda(siteName: $siteName) { name version pickupId callTime { displayFirstTime displayLastTime telFirstTime telLastTime } maintenance { isAlwaysDisplay category text firstDate lastDate } createdAt updatedAt } }';

  it('returns the seeded spec defaults', async () => {
    const res = await server.gql<{ getSettingLambda: Record<string, unknown> }>(Q, {
      siteName: 'commufa-web',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.getSettingLambda).toMatchObject({
      name: 'commufa-web',
      version: '4.0.0',
      callTime: { displayFirstTime: 10, displayLastTime: 18, telFirstTime: 10, telLastTime: 19 },
      maintenance: { isAlwaysDisplay: false, category: null },
    });
    expect(Date.parse(String(res.data?.getSettingLambda.createdAt))).not.toBeNaN();
  });

  it('answers NOT_FOUND naming the unknown site name', async () => {
    const res = await server.gql(Q, { siteName: 'no-such-site' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toContain('no-such-site');
  });

  it('refuses a missing siteName naming the argument', async () => {
    const res = await server.gql('query { getSettingLambda { name } }');
    expect(res.errors?.[0]?.message).toContain('siteName');
  });
});

describe('searchCommufaArea', () => {
  const Q = `query A($input: AreaSearchInput!) { searchCommufaArea(input: $input) {
    result status isServiceArea is10GArea isTVArea period isRegister isNonAvailable isApprovedMansion
    mansionPlanType isMansionWari12 isKDDI isAllCommufaMansion notes routerSpec areaType } }`;
  type R = { searchCommufaArea: Record<string, unknown> };

  it('identifies a house in a served city (10G, TV, period)', async () => {
    const res = await server.gql<R>(Q, { input: SAKAE_HOUSE });
    expect(res.data?.searchCommufaArea).toMatchObject({
      result: 'success',
      status: 'identified',
      isServiceArea: true,
      is10GArea: true,
      isTVArea: true,
      period: '約1〜2ヶ月',
      isRegister: true,
      isApprovedMansion: false,
      routerSpec: '10G',
      areaType: 'A',
    });
  });

  it('finds the town from the postal code alone, a town (町) without 10G and a village outside the area', async () => {
    const byZip = await server.gql<R>(Q, { input: { ...SAKAE_HOUSE, town: '' } });
    expect(byZip.data?.searchCommufaArea).toMatchObject({
      status: 'identified',
      isServiceArea: true,
    });
    const town = await server.gql<R>(Q, {
      input: {
        postalCode: '4700151',
        prefecture: '愛知県',
        city: '愛知郡東郷町',
        town: '諸輪',
        line1: '1',
        buildingType: 0,
      },
    });
    expect(town.data?.searchCommufaArea).toMatchObject({
      status: 'identified',
      isServiceArea: true,
      is10GArea: false,
      isTVArea: false,
    });
    const village = await server.gql<R>(Q, {
      input: {
        postalCode: '4314121',
        prefecture: '愛知県',
        city: '北設楽郡豊根村',
        town: '富山',
        line1: '1',
        buildingType: 0,
      },
    });
    expect(village.data?.searchCommufaArea).toMatchObject({
      status: 'identified',
      isServiceArea: false,
      isRegister: true,
    });
  });

  it('answers ambiguous for a postal code of several towns and notFound for an unknown town', async () => {
    const amb = await server.gql<R>(Q, {
      input: {
        postalCode: '4400832',
        prefecture: '愛知県',
        city: '豊橋市',
        town: '',
        line1: '1',
        buildingType: 0,
      },
    });
    expect(amb.data?.searchCommufaArea).toMatchObject({
      result: 'success',
      status: 'ambiguous',
      isRegister: false,
    });
    const none = await server.gql<R>(Q, { input: { ...SAKAE_HOUSE, town: '存在しない町' } });
    expect(none.data?.searchCommufaArea).toMatchObject({
      result: 'success',
      status: 'notFound',
      isServiceArea: false,
    });
  });

  it('answers outside the five prefectures as identified, not registered, not served', async () => {
    const res = await server.gql<R>(Q, {
      input: {
        postalCode: '1000001',
        prefecture: '東京都',
        city: '千代田区',
        town: '千代田',
        line1: '1',
        buildingType: 0,
      },
    });
    expect(res.data?.searchCommufaArea).toMatchObject({
      result: 'success',
      status: 'identified',
      isServiceArea: false,
      isRegister: false,
    });
  });

  it('identifies the approved and the unapproved sample buildings, and notFound for an unknown one', async () => {
    const approved = await server.gql<R>(Q, {
      input: { ...SAKAE_HOUSE, buildingType: 1, buildingName: 'コミュファ栄タワー' },
    });
    expect(approved.data?.searchCommufaArea).toMatchObject({
      status: 'identified',
      isRegister: true,
      isApprovedMansion: true,
      mansionPlanType: 'typeF',
      isMansionWari12: true,
      isAllCommufaMansion: true,
      isServiceArea: true,
    });
    const unapproved = await server.gql<R>(Q, {
      input: {
        ...SAKAE_HOUSE,
        line1: '4丁目2-2',
        buildingType: 1,
        buildingName: 'サンプルハイツ栄',
      },
    });
    expect(unapproved.data?.searchCommufaArea).toMatchObject({
      status: 'identified',
      isRegister: true,
      isApprovedMansion: false,
    });
    const unknown = await server.gql<R>(Q, {
      input: { ...SAKAE_HOUSE, buildingType: 1, buildingName: '架空マンション' },
    });
    expect(unknown.data?.searchCommufaArea).toMatchObject({
      status: 'notFound',
      isRegister: false,
      isApprovedMansion: false,
      isServiceArea: true,
    });
  });

  it('matches a building name typed in hiragana, half-width kana or with spaces', async () => {
    for (const buildingName of ['こみゅふぁ栄たわー', 'ｺﾐｭﾌｧ栄ﾀﾜｰ', 'コミュファ 栄 タワ－']) {
      const res = await server.gql<R>(Q, {
        input: { ...SAKAE_HOUSE, buildingType: 1, buildingName },
      });
      expect(res.data?.searchCommufaArea, buildingName).toMatchObject({
        status: 'identified',
        isRegister: true,
        isApprovedMansion: true,
      });
    }
  });

  it('refuses missing and malformed fields naming them', async () => {
    const missing = await server.gql(Q, { input: { ...SAKAE_HOUSE, postalCode: null } });
    expect(fieldsOf(missing)).toEqual({ code: 'BAD_USER_INPUT', paths: ['input.postalCode'] });
    const malformed = await server.gql(Q, { input: { ...SAKAE_HOUSE, postalCode: '46-8' } });
    expect(fieldsOf(malformed).paths).toContain('input.postalCode');
    const noBuilding = await server.gql(Q, { input: { ...SAKAE_HOUSE, buildingType: 1 } });
    expect(fieldsOf(noBuilding).paths).toContain('input.buildingName');
  });
});

describe('checkIntroductionId', () => {
  const Q =
    'query I($id: String!) { checkIntroductionId(introductionId: $id) { introductionId isValid campaignAmount } }';
  type R = {
    checkIntroductionId: { introductionId: string; isValid: boolean; campaignAmount: number };
  };

  it('accepts an active id (normalising its spelling) with the friend campaign document amount', async () => {
    const res = await server.gql<R>(Q, { id: 'int-sample02' });
    const amount = introductionAmount(contentPriceBook().campaigns);
    expect(amount).toBeGreaterThan(0);
    expect(res.data?.checkIntroductionId).toEqual({
      introductionId: 'INT-SAMPLE02',
      isValid: true,
      campaignAmount: amount,
    });
  });

  it('refuses inactive, expired, unknown and malformed ids with amount 0', async () => {
    for (const id of ['INT-SAMPLE03', 'INT-SAMPLE04', 'INT-ZZZZZZZZ', 'hello']) {
      const res = await server.gql<R>(Q, { id });
      expect(res.data?.checkIntroductionId).toMatchObject({ isValid: false, campaignAmount: 0 });
    }
  });
});

describe('bank search', () => {
  it('finds banks by code and by kana or kanji, and branches of a bank', async () => {
    const byCode = await server.gql<{ searchBanks: { code: string; name: string }[] }>(
      '{ searchBanks(query: "0001") { code name kana } }',
    );
    expect(byCode.data?.searchBanks[0]).toMatchObject({ code: '0001', name: 'みずほ銀行' });
    const byKana = await server.gql<{ searchBanks: { code: string }[] }>(
      '{ searchBanks(query: "みずほ") { code } }',
    );
    expect(byKana.data?.searchBanks.map((b) => b.code)).toContain('0001');
    const branches = await server.gql<{ searchBankBranches: { code: string; name: string }[] }>(
      '{ searchBankBranches(bankCode: "0001", query: "ほんてん") { code name } }',
    );
    expect(branches.data?.searchBankBranches[0]).toMatchObject({ code: '100', name: '本店' });
  });
});

describe('applyCTC', () => {
  it('stores a valid application with a receipt, a new introduction id and the bank number encrypted', async () => {
    const before = await countRows(server.database, 'applications');
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(validApplication()),
      idempotencyKey: 'op-test-valid-1',
    });
    expect(res.errors).toBeUndefined();
    const out = res.data!.applyCTC;
    expect(out.result).toBe('success');
    expect(out.receiptNumber).toMatch(/^A-\d{8}-[0-9A-HJKMNP-TV-Z]{8}[0-9A-Z*~$=]$/);
    expect(out.introductionId).toMatch(/^INT-[A-Z0-9]{8}$/);
    expect(await countRows(server.database, 'applications')).toBe(before + 1);
    const [row] = await server.database.db
      .select()
      .from(applications)
      .where(eq(applications.receiptNumber, out.receiptNumber));
    expect(row?.bankAccountNoMasked).toBe('****592');
    expect(JSON.stringify(row?.formData)).not.toContain('3141592');
    expect(decryptText(row!.bankAccountNoEncrypted!)).toBe('3141592');
    const check = await server.gql<{ checkIntroductionId: { isValid: boolean } }>(
      'query I($id: String!) { checkIntroductionId(introductionId: $id) { isValid } }',
      { id: out.introductionId },
    );
    expect(check.data?.checkIntroductionId.isValid).toBe(true);
  });

  it('stores the introducer of a friend-referral application', async () => {
    const base = validApplication(7);
    const application = withBrowserEstimate({
      ...base,
      campaignData: {
        ...(base.campaignData as CampaignData),
        introducerId: 'INT-SAMPLE01',
        originalFriendCPCost: introductionAmount(contentPriceBook().campaigns),
      },
    });
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(application),
      idempotencyKey: 'op-test-friend-1',
    });
    expect(res.errors).toBeUndefined();
    const [row] = await server.database.db
      .select()
      .from(applications)
      .where(eq(applications.receiptNumber, res.data!.applyCTC.receiptNumber));
    expect(row?.introducerId).toBe('INT-SAMPLE01');
  });

  it('refuses missing and malformed fields naming them, storing nothing', async () => {
    const before = await countRows(server.database, 'applications');
    const keysBefore = await countRows(server.database, 'idempotency_keys');
    const noMail = validApplication() as Record<string, unknown> & {
      form2: Record<string, unknown>;
    };
    delete noMail.form2.mail;
    const a = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(noMail),
      idempotencyKey: 'op-test-bad-1',
    });
    expect(fieldsOf(a)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(fieldsOf(a).paths).toContain('form2.mail');
    expect(a.errors?.[0]?.message).toContain('form2.mail');
    const badAccount = validApplication() as unknown as {
      form3: { bankInfo: { accountNo: string } };
    };
    badAccount.form3.bankInfo.accountNo = '12ab';
    const b = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(badAccount),
      idempotencyKey: 'op-test-bad-2',
    });
    expect(fieldsOf(b).paths).toContain('form3.bankInfo.accountNo');
    // 光乗りかえキャンペーン chosen: the internet line in use is needed.
    const noCarrier = withBrowserEstimate({
      ...validApplication(),
      campaignData: { ...defaultCampaignData, baseCampaign: 'isChangeCP' },
    }) as unknown as {
      campaignData: { isChangeCP?: boolean; baseCampaign?: string | null };
      form3: { currentCarrier?: string };
    };
    expect(isCurrentCarrierRequired(noCarrier.campaignData)).toBe(true);
    delete noCarrier.form3.currentCarrier;
    const nc = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(noCarrier),
      idempotencyKey: 'op-test-bad-carrier',
    });
    expect(fieldsOf(nc)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(fieldsOf(nc).paths).toContain('form3.currentCarrier');
    const noPlan = validApplication() as Partial<ReturnType<typeof validApplication>>;
    delete noPlan.planData;
    const c = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(noPlan),
      idempotencyKey: 'op-test-bad-3',
    });
    expect(fieldsOf(c).paths).toContain('planData');
    const d = await server.gql(APPLY, {
      formDataJSON: '{not json',
      idempotencyKey: 'op-test-bad-4',
    });
    expect(fieldsOf(d).paths).toEqual(['formDataJSON']);
    const e = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(validApplication()),
      idempotencyKey: 'x',
    });
    expect(fieldsOf(e).paths).toEqual(['idempotencyKey']);
    expect(await countRows(server.database, 'applications')).toBe(before);
    expect(await countRows(server.database, 'idempotency_keys')).toBe(keysBefore);
  });

  it('replays the first result for the same key and refuses the same key with another payload', async () => {
    const formDataJSON = JSON.stringify(validApplication(7));
    const first = await server.gql<ApplyResult>(APPLY, {
      formDataJSON,
      idempotencyKey: 'op-test-replay',
    });
    const before = await countRows(server.database, 'applications');
    const again = await server.gql<ApplyResult>(APPLY, {
      formDataJSON,
      idempotencyKey: 'op-test-replay',
    });
    expect(again.data?.applyCTC).toEqual(first.data?.applyCTC);
    const other = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(validApplication(8)),
      idempotencyKey: 'op-test-replay',
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await countRows(server.database, 'applications')).toBe(before);
  });
});

describe('contact', () => {
  const M = 'mutation C($input: ContactInput!) { contact(input: $input) { result receiptNumber } }';
  const valid = VALID_CONTACT;

  it('stores an inquiry and returns a receipt', async () => {
    const res = await server.gql<{ contact: { result: string; receiptNumber: string } }>(M, {
      input: valid,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.contact.receiptNumber).toMatch(/^C-\d{8}-[0-9A-HJKMNP-TV-Z]{8}[0-9A-Z*~$=]$/);
    expect(await countRows(server.database, 'contacts')).toBe(1);
  });

  it('refuses missing and malformed fields naming them, storing nothing', async () => {
    const a = await server.gql(M, { input: { ...valid, phone: null } });
    expect(fieldsOf(a)).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['input.phone'] });
    const b = await server.gql(M, {
      input: { ...valid, mail: 'not-a-mail', address: { ...valid.address, postalCode: '12' } },
    });
    expect(fieldsOf(b).paths).toEqual(
      expect.arrayContaining(['input.mail', 'input.address.postalCode']),
    );
    const c = await server.gql(M, { input: { ...valid, isAgreePrivacy: false } });
    expect(fieldsOf(c).paths).toContain('input.isAgreePrivacy');
    expect(await countRows(server.database, 'contacts')).toBe(1);
  });
});

describe('checkTransferRequest and transferRequest', () => {
  const CHECK =
    'mutation T($input: CheckTransferRequestInput!) { checkTransferRequest(input: $input) { status title message amount deadline } }';
  const REQ =
    'mutation R($input: TransferRequestInput!) { transferRequest(input: $input) { status title message receiptNumber } }';
  type C = {
    checkTransferRequest: { status: string; amount: number | null; deadline: string | null };
  };
  type Q = { transferRequest: { status: string; receiptNumber: string | null } };
  const newAddress = {
    postalCode: '4600008',
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    line1: '2丁目3-4',
    buildingType: 0,
  };

  it('answers ok with amount and deadline, notFound and unavailable', async () => {
    const ok = await server.gql<C>(CHECK, {
      input: { customerNumber: '1000000001', phone: '052-123-4567' },
    });
    expect(ok.data?.checkTransferRequest).toMatchObject({
      status: 'ok',
      amount: 3300,
      deadline: null, // the sample customers carry no made-up deadline
    });
    const wrongPhone = await server.gql<C>(CHECK, {
      input: { customerNumber: '1000000001', phone: '052-000-0000' },
    });
    expect(wrongPhone.data?.checkTransferRequest).toMatchObject({
      status: 'notFound',
      amount: null,
    });
    const unavailable = await server.gql<C>(CHECK, {
      input: { customerNumber: '1000000003', phone: '0587654321' },
    });
    expect(unavailable.data?.checkTransferRequest.status).toBe('unavailable');
  });

  it('stores a transfer request with a receipt; refuses a new address outside the area', async () => {
    const ok = await server.gql<Q>(REQ, {
      input: {
        customerNumber: '1000000001',
        phone: '0521234567',
        newAddress,
        movingDate: '2099-01-15',
      },
    });
    expect(ok.data?.transferRequest).toMatchObject({ status: 'success' });
    expect(ok.data?.transferRequest.receiptNumber).toMatch(/^T-/);
    const village = {
      postalCode: '4314121',
      prefecture: '愛知県',
      city: '北設楽郡豊根村',
      town: '富山',
      line1: '1',
      buildingType: 0,
    };
    const out = await server.gql<Q>(REQ, {
      input: {
        customerNumber: '1000000001',
        phone: '0521234567',
        newAddress: village,
        movingDate: '2099-01-15',
      },
    });
    expect(out.data?.transferRequest).toMatchObject({ status: 'outOfArea', receiptNumber: null });
    expect(await countRows(server.database, 'transfer_requests')).toBe(1);
  });

  it('refuses missing and malformed fields naming them, storing nothing', async () => {
    const a = await server.gql(CHECK, { input: { phone: '0521234567' } });
    expect(fieldsOf(a)).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['input.customerNumber'] });
    const b = await server.gql(REQ, {
      input: {
        customerNumber: '1000000001',
        phone: '0521234567',
        newAddress,
        movingDate: '2000-01-01',
      },
    });
    expect(fieldsOf(b).paths).toEqual(['input.movingDate']);
    const c = await server.gql(REQ, {
      input: { customerNumber: '1000000001', phone: '0521234567', movingDate: '2099-01-01' },
    });
    expect(fieldsOf(c).paths).toContain('input.newAddress');
    expect(await countRows(server.database, 'transfer_requests')).toBe(1);
  });
});

describe('applicationUpSell', () => {
  const M =
    'mutation U($input: ApplicationUpSellInput!) { applicationUpSell(input: $input) { result receiptNumber } }';
  const valid = {
    customerNumber: '1000000001',
    phone: '0521234567',
    options: ['mesh-wifi'],
    isAgree: true,
  };

  it('stores an option application and returns a receipt', async () => {
    const res = await server.gql<{ applicationUpSell: { receiptNumber: string } }>(M, {
      input: valid,
    });
    expect(res.data?.applicationUpSell.receiptNumber).toMatch(/^U-/);
    expect(await countRows(server.database, 'upsell_applications')).toBe(1);
  });

  it('refuses missing and malformed fields naming them, storing nothing', async () => {
    const a = await server.gql(M, { input: { ...valid, options: [] } });
    expect(fieldsOf(a)).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['input.options'] });
    const b = await server.gql(M, { input: { ...valid, customerNumber: '12', isAgree: null } });
    expect(fieldsOf(b).paths).toEqual(
      expect.arrayContaining(['input.customerNumber', 'input.isAgree']),
    );
    expect(await countRows(server.database, 'upsell_applications')).toBe(1);
  });

  it('refuses option slugs that are not option documents, storing nothing', async () => {
    for (const slug of ['free-money', 'a'.repeat(90_000), 'index']) {
      const res = await server.gql(M, { input: { ...valid, options: ['mesh-wifi', slug] } });
      expect(fieldsOf(res), slug.slice(0, 20)).toMatchObject({
        code: 'BAD_USER_INPUT',
        paths: ['input.options'],
      });
    }
    expect(await countRows(server.database, 'upsell_applications')).toBe(1);
  });

  it('refuses an unknown customer and a real customer with the wrong phone, as the transfer check does', async () => {
    const unknown = await server.gql(M, { input: { ...valid, customerNumber: '1999999999' } });
    const wrongPhone = await server.gql(M, { input: { ...valid, phone: '052-000-0000' } });
    for (const res of [unknown, wrongPhone]) {
      expect(fieldsOf(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        paths: ['input.customerNumber', 'input.phone'],
      });
      expect(res.errors?.[0]?.extensions?.fields?.[0]?.message).toBe(CUSTOMER_NOT_FOUND.message);
    }
    expect(await countRows(server.database, 'upsell_applications')).toBe(1);
  });
});

describe('notifyClientError', () => {
  const M =
    'mutation N($title: String, $text: String) { notifyClientError(title: $title, text: $text) { result } }';

  it('stores a report', async () => {
    const before = await countRows(server.database, 'client_error_reports');
    const res = await server.gql<{ notifyClientError: { result: string } }>(M, {
      title: 'TypeError',
      text: 'x is undefined at /apply/form/',
    });
    expect(res.data?.notifyClientError.result).toBe('success');
    expect(await countRows(server.database, 'client_error_reports')).toBe(before + 1);
  });

  it('refuses a missing title and an over-long text naming them, storing nothing', async () => {
    const before = await countRows(server.database, 'client_error_reports');
    const a = await server.gql(M, { text: 'no title' });
    expect(fieldsOf(a)).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['title'] });
    const b = await server.gql(M, { title: 't', text: 'x'.repeat(4001) });
    expect(fieldsOf(b).paths).toEqual(['text']);
    expect(await countRows(server.database, 'client_error_reports')).toBe(before);
  });
});
