import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeyring } from '@/lib/server/security/crypto';
import {
  purgeExpiredDrafts,
  readDraft,
  resumeDraft,
  saveDraftStep,
  type ResumedDraft,
} from '@/lib/server/db/repositories/drafts';
import { applicationSchema } from '@/lib/validation/application';
import { countRows, createTestServer, type TestServer } from './helpers';
import { validApplication } from './fixtures';
import { SAKAE_HOUSE } from '../fixtures/application';

const SAVE = `mutation Save($token: String, $step: String!, $values: String!) {
  saveApplicationDraft(token: $token, step: $step, values: $values) { token expiresAt }
}`;
const LOAD = `query Load($token: String!) { applicationDraft(token: $token) { draftJSON expiresAt } }`;
const APPLY_WITH_DRAFT = `mutation Apply($formDataJSON: String!, $idempotencyKey: String!, $draftToken: String) {
  applyCTC(formDataJSON: $formDataJSON, idempotencyKey: $idempotencyKey, draftToken: $draftToken) { receiptNumber }
}`;

interface Saved {
  saveApplicationDraft: { token: string; expiresAt: string };
}
interface Loaded {
  applicationDraft: { draftJSON: string; expiresAt: string } | null;
}

const app = validApplication(7);
/** What the wizard's steps save (lib/apply/draft.ts DraftStepValues). */
const stepValues = {
  area: { input: { ...SAKAE_HOUSE, line1: '1丁目2-8' }, installationInfo: app.installationInfo },
  form: { planData: app.planData, campaignData: app.campaignData, estimate: app.estimate },
  form2: app.form2,
  form3: app.form3,
  terms: app.terms,
} as const;
const PERSONAL = ['山田', 'taro@example.jp', '3141592', '052-987-6543', '1丁目2-8', '栄'];

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function save(token: string | null, step: string, values: unknown) {
  return server.gql<Saved>(SAVE, { token, step, values: JSON.stringify(values) });
}

/** A draft with every step saved through the API; resolves with its token. */
async function fullDraft(): Promise<string> {
  const first = await save(null, 'area', stepValues.area);
  const token = first.data!.saveApplicationDraft.token;
  for (const step of ['form', 'form2', 'form3', 'terms'] as const) {
    const r = await save(token, step, stepValues[step]);
    expect(r.errors).toBeUndefined();
  }
  return token;
}

async function load(token: string): Promise<ResumedDraft | null> {
  const r = await server.gql<Loaded>(LOAD, { token });
  expect(r.errors).toBeUndefined();
  const d = r.data!.applicationDraft;
  return d ? (JSON.parse(d.draftJSON) as ResumedDraft) : null;
}

const rows = () =>
  server.database.db.execute(
    'SELECT token_hash, steps::text AS steps, expires_at FROM application_drafts',
  ) as unknown as Promise<{ rows: { token_hash: string; steps: string; expires_at: string }[] }>;

describe('saveApplicationDraft and applicationDraft', () => {
  it('keeps every step encrypted under a hash of the token: no personal value, no token in the table', async () => {
    const token = await fullDraft();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const all = (await rows()).rows;
    const text = JSON.stringify(all);
    for (const value of [...PERSONAL, token]) expect(text).not.toContain(value);
    const row = all.find((r) => JSON.parse(r.steps).form2);
    const steps = JSON.parse(row!.steps) as Record<string, string>;
    expect(Object.keys(steps).sort()).toEqual(['area', 'form', 'form2', 'form3', 'terms']);
    for (const sealed of Object.values(steps)) expect(sealed).toMatch(/^v2\./);
  });

  it('gives the draft back, each step parsed again, the address searched and the plan priced again', async () => {
    const token = await fullDraft();
    const draft = await load(token);
    expect(draft?.area?.areaData).toMatchObject({ result: 'success', isServiceArea: true });
    expect(draft?.area?.installationInfo).toMatchObject({ postalCode: '4600008' });
    expect(draft?.plan?.estimateUpdate).toBeNull();
    expect(Object.keys(draft!.parsed).sort()).toEqual(['form2', 'form3', 'terms']);
    // The parsed values are the schemas' outputs (what applyCTC takes), the typed ones as saved.
    const parsed = applicationSchema.parse({ ...app, ...draft!.parsed });
    expect(parsed.form2.daytimePhone.number).toBe('0521234567');
    expect(draft!.typed.form2).toEqual(JSON.parse(JSON.stringify(app.form2)));
  });

  it('a step saved again replaces that step only, and moves the expiry', async () => {
    const token = await fullDraft();
    const before = (await server.gql<Loaded>(LOAD, { token })).data!.applicationDraft!.expiresAt;
    await new Promise((r) => setTimeout(r, 5));
    const r = await save(token, 'form2', { ...app.form2, lastName_kanji: '佐藤' });
    expect(Date.parse(r.data!.saveApplicationDraft.expiresAt)).toBeGreaterThan(Date.parse(before));
    const draft = await load(token);
    expect(draft!.typed.form2).toMatchObject({ lastName_kanji: '佐藤' });
    expect(draft!.parsed.form3).toBeDefined();
  });

  it('values that no longer pass their schema are kept for the form but not counted as done', async () => {
    const first = await save(null, 'area', stepValues.area);
    const token = first.data!.saveApplicationDraft.token;
    await save(token, 'form', stepValues.form);
    // Tampered: a mail address that is not one, a 光電話 agreement missing for a plan with 光電話.
    await save(token, 'form2', { ...app.form2, mail: 'not-an-address', mailConfirm: 'x' });
    await save(token, 'form3', stepValues.form3);
    await save(token, 'terms', {
      isAgreeExplanation: true,
      agreeOfTelecomServiceInfo: { isNet: true, isPhone: false },
    });
    const draft = await load(token);
    expect(draft!.parsed.form2).toBeUndefined();
    expect(draft!.parsed.terms).toBeUndefined();
    expect(draft!.parsed.form3).toBeDefined();
    expect(draft!.typed.form2).toMatchObject({ mail: 'not-an-address' });
  });

  it('a tampered plan is dropped; an estimate the server prices differently comes back updated', async () => {
    const first = await save(null, 'area', stepValues.area);
    const token = first.data!.saveApplicationDraft.token;
    await save(token, 'form', { ...stepValues.form, planData: { ...app.planData, baseMenu: 7 } });
    expect((await load(token))!.plan).toBeNull();
    const cheaper = structuredClone(stepValues.form) as typeof stepValues.form & {
      estimate: { totals: { effectiveMonthly: number } };
    };
    cheaper.estimate.totals.effectiveMonthly -= 1000;
    await save(token, 'form', cheaper);
    const update = (await load(token))!.plan!.estimateUpdate;
    expect(update?.estimate.totals.effectiveMonthly).toBe(
      (app.estimate as { totals: { effectiveMonthly: number } }).totals.effectiveMonthly,
    );
    expect(update?.changes.length).toBeGreaterThan(0);
  });

  it('another draft’s token gives that draft only; an unknown token gives nothing and saves nothing', async () => {
    const a = await fullDraft();
    const b = (await save(null, 'form2', { ...app.form2, lastName_kanji: '別人' })).data!
      .saveApplicationDraft.token;
    expect((await load(b))!.typed.form2).toMatchObject({ lastName_kanji: '別人' });
    expect((await load(a))!.typed.form2).toMatchObject({ lastName_kanji: '山田' });
    const guessed = randomBytes(16).toString('base64url');
    expect(await load(guessed)).toBeNull();
    expect(await load('not a token')).toBeNull();
    const count = await countRows(server.database, 'application_drafts');
    const r = await save(guessed, 'form2', stepValues.form2);
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'token' }],
    });
    expect(await countRows(server.database, 'application_drafts')).toBe(count);
  });

  it.each([
    ['a step that does not exist', 'payment', { a: 1 }, 'step'],
    ['the completed step', 'completed', { a: 1 }, 'step'],
    ['values that are not an object', 'form2', ['x'], 'values'],
    ['values over 32,000 characters', 'form2', { requestColumn: 'x'.repeat(40_000) }, 'values'],
  ])('refuses %s (BAD_USER_INPUT), storing nothing', async (_name, step, values, path) => {
    const count = await countRows(server.database, 'application_drafts');
    const r = await save(null, step, values);
    expect(r.status).toBe(200);
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path }] });
    expect(await countRows(server.database, 'application_drafts')).toBe(count);
  });

  it('refuses a 200 KB draft before it reaches the resolver (request body limit), storing nothing', async () => {
    const count = await countRows(server.database, 'application_drafts');
    const r = await save(null, 'form2', { requestColumn: 'x'.repeat(200_000) });
    expect(r.status).toBe(413);
    expect(r.data ?? null).toBeNull();
    expect(await countRows(server.database, 'application_drafts')).toBe(count);
  });

  it('the received application deletes its draft in the same statement; a refused one keeps it', async () => {
    const token = await fullDraft();
    const bad = await server.gql(APPLY_WITH_DRAFT, {
      formDataJSON: JSON.stringify({ ...app, form2: { ...app.form2, mail: 'x' } }),
      idempotencyKey: `draft-${randomBytes(6).toString('hex')}`,
      draftToken: token,
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await load(token)).not.toBeNull();
    const ok = await server.gql(APPLY_WITH_DRAFT, {
      formDataJSON: JSON.stringify(app),
      idempotencyKey: `draft-${randomBytes(6).toString('hex')}`,
      draftToken: token,
    });
    expect(ok.errors).toBeUndefined();
    expect(await load(token)).toBeNull();
  });
});

describe('drafts at rest and over time', () => {
  const T = Date.parse('2026-11-01T00:00:00Z');
  const DAY = 24 * 60 * 60 * 1000;

  it('a draft does not open with another data key', async () => {
    const { db } = server.database;
    const { token } = await saveDraftStep(
      db,
      { token: null, step: 'form2', valuesJSON: JSON.stringify(app.form2) },
      T,
    );
    expect(await readDraft(db, token, T + DAY)).not.toBeNull();
    const other = loadKeyring({ DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    expect(await readDraft(db, token, T + DAY, other)).toBeNull();
  });

  it('expires 7 days after the last save: not given back, not saved to, then purged', async () => {
    const { db } = server.database;
    const valuesJSON = JSON.stringify(app.form2);
    const { token } = await saveDraftStep(db, { token: null, step: 'form2', valuesJSON }, T);
    // Saved again on day 5: kept until day 12.
    await saveDraftStep(db, { token, step: 'form2', valuesJSON }, T + 5 * DAY);
    expect(await resumeDraft(db, token, T + 11 * DAY)).not.toBeNull();
    expect(await resumeDraft(db, token, T + 12 * DAY)).toBeNull();
    await expect(
      saveDraftStep(db, { token, step: 'form2', valuesJSON }, T + 12 * DAY),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const before = await countRows(server.database, 'application_drafts');
    expect(await purgeExpiredDrafts(db, T + 12 * DAY)).toBeGreaterThanOrEqual(1);
    expect(await countRows(server.database, 'application_drafts')).toBeLessThan(before);
    // Drafts saved now (the other tests') are not expired and stay.
    expect(await purgeExpiredDrafts(db, Date.now())).toBe(0);
  });
});

describe('rate limit', () => {
  it('saveApplicationDraft is counted like the other mutations', async () => {
    const limited = await createTestServer({
      rateLimit: { points: 2, globalPoints: 2, durationSeconds: 60 },
    });
    try {
      const send = () =>
        limited.gql<Saved>(SAVE, { token: null, step: 'form2', values: JSON.stringify(app.form2) });
      await send();
      await send();
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
