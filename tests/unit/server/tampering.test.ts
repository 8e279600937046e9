import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { introductionAmount } from '@/lib/pricing/campaigns';
import type { EstimateUpdate } from '@/lib/pricing/quote';
import { estimateOf } from '@/lib/pricing/quote';
import { setMaintenance } from '@/lib/server/ops/admin';
import { SERVER_PRICING_MESSAGES } from '@/lib/server/pricing';
import type { CampaignData, PlanData } from '@/lib/state/types';
import { APPLICATION_MESSAGES, type ApplicationInput } from '@/lib/validation/application';
import {
  browserSimulation,
  contentPriceBook,
  servedArea,
  validApplication,
  withBrowserEstimate,
} from '../fixtures/application';
import { APPLY } from './fixtures';
import { countRows, createTestServer, type TestServer } from './helpers';

/**
 * The server owns the money: applications whose area, campaigns or amounts were edited in the
 * browser (or priced at a clock the server has passed) are refused through yoga + PGlite with the
 * field and its Japanese message, and nothing is stored (no application, no idempotency key).
 */

type App = ApplicationInput & {
  planData: PlanData;
  campaignData: CampaignData;
  installationInfo: Record<string, unknown>;
  terms: { agreeOfTelecomServiceInfo: Record<string, boolean> };
};
type Refusal = {
  code?: string;
  fields?: { path: string; message: string }[];
  estimateUpdate?: EstimateUpdate;
};

let server: TestServer;
let counter = 0;
beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  delete process.env.CONTENT_NOW;
});

const app = (): App => validApplication(counter++) as App;

async function refusal(input: unknown): Promise<Refusal> {
  const before = await countRows(server.database, 'applications');
  const keys = await countRows(server.database, 'idempotency_keys');
  const res = await server.gql(APPLY, {
    formDataJSON: JSON.stringify(input),
    idempotencyKey: `tamper-${crypto.randomUUID()}`,
  });
  expect(res.status).toBe(200);
  expect(res.data ?? null).toBeNull();
  expect(await countRows(server.database, 'applications')).toBe(before);
  expect(await countRows(server.database, 'idempotency_keys')).toBe(keys);
  return (res.errors?.[0]?.extensions ?? {}) as Refusal;
}

const estimateUpdated = [{ path: 'planData', message: SERVER_PRICING_MESSAGES.estimateUpdated }];
const introducerInvalid = [
  { path: 'campaignData.introducerId', message: SERVER_PRICING_MESSAGES.introducerInvalid },
];
const notServed = [
  { path: 'areaData.isServiceArea', message: APPLICATION_MESSAGES.notServiceArea },
];

describe('area claimed by the browser', () => {
  it('a Tokyo address claiming isServiceArea is refused at areaData.isServiceArea', async () => {
    const a = app();
    Object.assign(a.installationInfo, {
      postalCode: '1000001',
      state_kanji: '東京都',
      city_kanji: '千代田区',
      town_kanji: '千代田',
      line1_kanji: '1-1',
    });
    a.planData.prefecture = '東京都';
    expect(a.areaData).toMatchObject({ isServiceArea: true });
    const r = await refusal(a);
    expect(r.code).toBe('BAD_USER_INPUT');
    expect(r.fields).toEqual(notServed);
  });

  it('a village (豊根村) claiming isServiceArea is refused at areaData.isServiceArea', async () => {
    const a = app();
    Object.assign(a.installationInfo, {
      postalCode: '4314121',
      city_kanji: '北設楽郡豊根村',
      town_kanji: '富山',
      line1_kanji: '1',
    });
    const r = await refusal(a);
    expect(r.fields).toEqual(notServed);
  });

  it('a 1G-only town (東郷町) claiming 10G and TV is refused at selectedPlan and isTV', async () => {
    const base = app();
    const a = withBrowserEstimate({
      ...base,
      planData: {
        ...base.planData,
        selectedPlan: 'plan10G',
        baseMenu: 2,
        isPhone: true,
        isTV: true,
      },
      installationInfo: {
        ...base.installationInfo,
        postalCode: '4700151',
        city_kanji: '愛知郡東郷町',
        town_kanji: '諸輪',
        line1_kanji: '1',
      },
      areaData: { ...servedArea, is10GArea: true, isTVArea: true },
      terms: {
        ...base.terms,
        agreeOfTelecomServiceInfo: { isNet: true, isPhone: true, isTV: true, isGigazo: false },
      },
    } as App);
    const r = await refusal(a);
    expect(r.fields).toEqual([
      { path: 'planData.selectedPlan', message: APPLICATION_MESSAGES.no10G },
      { path: 'planData.isTV', message: APPLICATION_MESSAGES.noTV },
    ]);
  });
});

describe('campaigns and amounts claimed by the browser', () => {
  it('two exclusive base campaigns together are refused at planData (estimate updated)', async () => {
    const a = app();
    const bases = contentPriceBook().campaigns.filter((c) => c.role === 'base' && c.flag);
    expect(bases.length).toBeGreaterThan(1);
    for (const c of bases) (a.campaignData as unknown as Record<string, boolean>)[c.flag!] = true;
    const r = await refusal(a);
    expect(r.fields).toEqual(estimateUpdated);
    // Every base flag but the one base campaign the server applies is named.
    const keys = r.estimateUpdate?.changes.map((c) => c.key) ?? [];
    expect(keys).toHaveLength(bases.length - 1);
    expect(bases.map((c) => `campaignData.${c.flag}`)).toEqual(expect.arrayContaining(keys));
  });

  it('a cashback of an apartment-only campaign on a house plan, with its money in the estimate, is refused', async () => {
    const a = app();
    expect(a.planData.buildingType).toBe(0);
    const cashback = contentPriceBook().campaigns.find(
      (c) =>
        c.flag &&
        c.eligibility.buildings !== null &&
        !c.eligibility.buildings.includes('house') &&
        c.benefits.some((b) => b.kind === 'cashback' && typeof b.yen === 'number' && b.yen > 0),
    );
    expect(cashback).toBeDefined();
    const yen = cashback!.benefits.reduce((s, b) => s + (typeof b.yen === 'number' ? b.yen : 0), 0);
    (a.campaignData as unknown as Record<string, boolean>)[cashback!.flag!] = true;
    a.estimate.campaigns = [...a.estimate.campaigns, cashback!.slug];
    a.estimate.totals = {
      ...a.estimate.totals,
      benefitsWithin3Years: a.estimate.totals.benefitsWithin3Years + yen,
    };
    const r = await refusal(a);
    expect(r.fields).toEqual(estimateUpdated);
    expect(r.estimateUpdate?.changes.map((c) => c.key)).toEqual(
      expect.arrayContaining([
        `campaign.${cashback!.slug}`,
        'totals.benefitsWithin3Years',
        `campaignData.${cashback!.flag}`,
      ]),
    );
  });

  it('a friend amount without an introducer is refused at planData', async () => {
    const a = app();
    a.campaignData.originalFriendCPCost = 5000;
    const r = await refusal(a);
    expect(r.fields).toEqual(estimateUpdated);
    expect(r.estimateUpdate?.changes).toContainEqual(
      expect.objectContaining({ key: 'campaignData.originalFriendCPCost', after: '0' }),
    );
  });

  it.each([
    ['inactive', 'INT-SAMPLE03'],
    ['expired', 'INT-SAMPLE04'],
    ['unknown', 'INT-ZZZZZZZZ'],
  ])(
    'a friend amount with an %s introducer is refused at campaignData.introducerId',
    async (_k, id) => {
      const base = app();
      const a = withBrowserEstimate({
        ...base,
        campaignData: { ...base.campaignData, introducerId: id, originalFriendCPCost: 5000 },
      });
      expect(a.campaignData).toMatchObject({ isOriginalFriendCP: true });
      const r = await refusal(a);
      expect(r.fields).toEqual(introducerInvalid);
    },
  );

  it("a friend amount above the campaign document's amount, priced by the browser, is refused", async () => {
    const amount = introductionAmount(contentPriceBook().campaigns);
    const base = app();
    const a = withBrowserEstimate({
      ...base,
      campaignData: {
        ...base.campaignData,
        introducerId: 'INT-SAMPLE02',
        originalFriendCPCost: amount * 2,
      },
    });
    const r = await refusal(a);
    expect(r.fields).toEqual(estimateUpdated);
    expect(r.estimateUpdate?.changes).toContainEqual(
      expect.objectContaining({ key: 'totals.benefitsWithin3Years' }),
    );
  });

  it.each([
    ['negative', -5000],
    ['huge', 1e12],
  ])('a %s friend amount is refused at campaignData.originalFriendCPCost', async (_k, yen) => {
    const a = app();
    a.campaignData = { ...a.campaignData, introducerId: 'INT-SAMPLE01', originalFriendCPCost: yen };
    const r = await refusal(a);
    expect(r.fields).toEqual([
      { path: 'campaignData.originalFriendCPCost', message: '値が正しくありません' },
    ]);
  });

  it('a negative or huge estimate is refused at its field', async () => {
    const a = app();
    a.estimate.totals = { ...a.estimate.totals, effectiveMonthly: -1, threeYear: 1e12 };
    const r = await refusal(a);
    expect(r.fields).toEqual([
      { path: 'estimate.totals.threeYear', message: '値が正しくありません' },
    ]);
    const b = app();
    b.estimate.totals = { ...b.estimate.totals, effectiveMonthly: 0 };
    const r2 = await refusal(b);
    expect(r2.fields).toEqual(estimateUpdated);
    expect(r2.estimateUpdate?.changes.map((c) => c.key)).toEqual(['totals.effectiveMonthly']);
  });
});

describe('the content clock moved past a campaign between simulation and submit', () => {
  it('the estimate of the ended campaign is refused with the server estimate at its clock', async () => {
    // A campaign with an end that applies to this application an hour before it ends.
    const base = app();
    const candidates = contentPriceBook().campaigns.filter((c) => c.endsAt !== null);
    const found = candidates
      .map((c) => {
        const simulatedAt = new Date(c.endsAt! - 3_600_000).toISOString();
        const choice = { ...base.campaignData, campaignPolicy: c.policy ?? 'benefits' } as const;
        const a = withBrowserEstimate({ ...base, campaignData: choice }, simulatedAt);
        return { c, a, submittedAt: new Date(c.endsAt!).toISOString() };
      })
      .find(({ c, a }) => a.estimate.campaigns.includes(c.slug));
    expect(found).toBeDefined();
    const { c: ending, a, submittedAt } = found!;
    process.env.CONTENT_NOW = submittedAt;
    const r = await refusal(a);
    expect(r.fields).toEqual(estimateUpdated);
    const update = r.estimateUpdate!;
    expect(update.appliedAt).toBe(submittedAt);
    expect(update.changes).toContainEqual(
      expect.objectContaining({
        key: `campaign.${ending.slug}`,
        before: '適用',
        after: '適用なし',
      }),
    );
    // The browser pricing at the server's instant now shows exactly the server's estimate …
    const again = withBrowserEstimate(a, update.appliedAt);
    expect(estimateOf(browserSimulation(again, update.appliedAt))).toEqual(update.estimate);
    // … and the application with that estimate is accepted.
    const res = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(again),
      idempotencyKey: `tamper-${crypto.randomUUID()}`,
    });
    expect(res.errors).toBeUndefined();
  });
});

describe('maintenance mode', () => {
  it('refuses a valid application on the server while the site is in maintenance', async () => {
    await setMaintenance(server.database.db, { always: true, text: 'メンテナンス中' });
    try {
      const before = await countRows(server.database, 'applications');
      const res = await server.gql(APPLY, {
        formDataJSON: JSON.stringify(app()),
        idempotencyKey: `tamper-${crypto.randomUUID()}`,
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
      expect(res.errors?.[0]?.message).toBe(SERVER_PRICING_MESSAGES.maintenance);
      expect(await countRows(server.database, 'applications')).toBe(before);
    } finally {
      await setMaintenance(server.database.db, {});
    }
    const ok = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(app()),
      idempotencyKey: `tamper-${crypto.randomUUID()}`,
    });
    expect(ok.errors).toBeUndefined();
  });

  it('answers a retry of an application stored before maintenance with its first answer', async () => {
    const idempotencyKey = `tamper-${crypto.randomUUID()}`;
    const formDataJSON = JSON.stringify(app());
    const first = await server.gql(APPLY, { formDataJSON, idempotencyKey });
    expect(first.errors).toBeUndefined();
    await setMaintenance(server.database.db, { always: true, text: 'メンテナンス中' });
    try {
      const before = await countRows(server.database, 'applications');
      const retry = await server.gql(APPLY, { formDataJSON, idempotencyKey });
      expect(retry.errors).toBeUndefined();
      expect(retry.data).toEqual(first.data);
      // The key with another application is still a conflict, not a maintenance refusal.
      const other = await server.gql(APPLY, {
        formDataJSON: JSON.stringify(app()),
        idempotencyKey,
      });
      expect(other.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_CONFLICT');
      expect(await countRows(server.database, 'applications')).toBe(before);
    } finally {
      await setMaintenance(server.database.db, {});
    }
  });
});
