import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { searchArea as searchAreaRule } from '@/lib/area/search-area';
import {
  DRAFT_TOKEN_PATTERN,
  DRAFT_TTL_DAYS,
  MAX_DRAFT_STEP_CHARS,
  type DraftStepValues,
} from '@/lib/apply/draft';
import {
  DRAFTED_STEPS,
  PERSONAL_STEPS,
  isDraftedStep,
  type DraftedStepId,
} from '@/lib/apply/steps';
import type { EstimateUpdate } from '@/lib/pricing/quote';
import { defaultCampaignData, defaultPlanData } from '@/lib/state/types';
import { systemClock } from '@/lib/time';
import {
  campaignDataSchema,
  estimateSchema,
  installationInfoSchema,
  planDataSchema,
} from '@/lib/validation/application';
import { areaSearchInputSchema } from '@/lib/validation/area';
import { stepSchema } from '@/lib/validation/step-schemas';
import { areaSearcher } from '../../area/search';
import {
  decryptText,
  derivedSecret,
  encryptText,
  type Keyring,
  keyring,
} from '../../security/crypto';
import type { Db } from '../client';
import { applicationDrafts } from '../schema';
import { badUserInputFields } from '../../graphql/errors';
import { priceChoice } from '../../pricing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Messages of refused saves (BAD_USER_INPUT, path named; nothing is stored). */
export const DRAFT_MESSAGES = {
  token: '保存されたお申し込みの入力内容が見つかりません（有効期限切れの可能性があります）',
  step: '保存できない手順です',
  values: '保存する内容が正しくありません',
  tooLarge: '保存する内容が長すぎます',
} as const;

/** A new draft token: 128 random bits, base64url. The browser keeps it; the server its hash. */
export function newDraftToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The stored key of a draft token: HMAC-SHA-256 under a secret derived from the current data key
 * (crypto.ts derivedSecret), base64url. A table read alone cannot be turned into a working token.
 * Rotating the data key makes earlier drafts unreachable (they expire within DRAFT_TTL_DAYS).
 */
export function draftTokenHash(token: string): string {
  return createHmac('sha256', derivedSecret('application draft token'))
    .update(token)
    .digest('base64url');
}

/** An unknown, expired or malformed token (BAD_USER_INPUT at `token`). */
const unknownToken = () => badUserInputFields([{ path: 'token', message: DRAFT_MESSAGES.token }]);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks one step's save as the network sends it: `step` a drafted step of the registry
 * (lib/apply/steps.ts), `valuesJSON` a JSON object of at most MAX_DRAFT_STEP_CHARS characters.
 * The values' fields are checked when the draft is resumed (today's schemas), not here: a step
 * is saved while the visitor is still typing it. Errors: BAD_USER_INPUT (step, values).
 */
export function parseDraftStep(
  step: string,
  valuesJSON: string,
): { step: DraftedStepId; json: string } {
  if (!isDraftedStep(step))
    throw badUserInputFields([{ path: 'step', message: DRAFT_MESSAGES.step }]);
  if (valuesJSON.length > MAX_DRAFT_STEP_CHARS)
    throw badUserInputFields([{ path: 'values', message: DRAFT_MESSAGES.tooLarge }]);
  let values: unknown;
  try {
    values = JSON.parse(valuesJSON);
  } catch {
    throw badUserInputFields([{ path: 'values', message: DRAFT_MESSAGES.values }]);
  }
  if (!isPlainObject(values))
    throw badUserInputFields([{ path: 'values', message: DRAFT_MESSAGES.values }]);
  return { step, json: JSON.stringify(values) };
}

/**
 * Saves one step of a draft (saveApplicationDraft): without `token` a new draft is created and its
 * token returned; with one, the step is written into that draft (the other steps stay) and its
 * expiry moves to DRAFT_TTL_DAYS after `now`. The values are encrypted (crypto.ts encryptText)
 * before they reach the database, each step on its own, and the row is found by the token's
 * keyed hash (draftTokenHash). One statement, no read. Errors: BAD_USER_INPUT for a bad step or
 * values (parseDraftStep) and for a token that is malformed, unknown or expired; nothing is
 * stored then.
 */
export async function saveDraftStep(
  db: Db,
  input: { token: string | null | undefined; step: string; valuesJSON: string },
  now: number = systemClock(),
  keys: Keyring = keyring(),
): Promise<{ token: string; expiresAt: Date }> {
  const { step, json } = parseDraftStep(input.step, input.valuesJSON);
  const sealed = encryptText(json, keys);
  const expiresAt = new Date(now + DRAFT_TTL_DAYS * DAY_MS);
  const savedAt = new Date(now);
  if (input.token == null || input.token === '') {
    const token = newDraftToken();
    await db.insert(applicationDrafts).values({
      tokenHash: draftTokenHash(token),
      steps: { [step]: sealed },
      savedAt,
      expiresAt,
    });
    return { token, expiresAt };
  }
  const tokenHash = validDraftTokenHash(input.token);
  if (!tokenHash) throw unknownToken();
  const updated = await db
    .update(applicationDrafts)
    .set({
      steps: sql`${applicationDrafts.steps} || jsonb_build_object(${step}::text, ${sealed}::text)`,
      savedAt,
      expiresAt,
    })
    .where(
      and(eq(applicationDrafts.tokenHash, tokenHash), gt(applicationDrafts.expiresAt, savedAt)),
    )
    .returning({ tokenHash: applicationDrafts.tokenHash });
  if (updated.length === 0) throw unknownToken();
  return { token: input.token, expiresAt };
}

/**
 * The decrypted steps of the draft of `token` (each step's values as saved), or null when the
 * token is malformed, unknown or expired at `now`, or a step does not decrypt (another key, an
 * altered value): such a draft cannot be trusted as a whole.
 */
export async function readDraft(
  db: Db,
  token: string,
  now: number = systemClock(),
  keys: Keyring = keyring(),
): Promise<{ steps: Partial<Record<DraftedStepId, unknown>>; expiresAt: Date } | null> {
  const tokenHash = validDraftTokenHash(token);
  return tokenHash ? readDraftByHash(db, tokenHash, now, keys) : null;
}

/** readDraft of the draft stored under `tokenHash` (draftTokenHash of its token). */
export async function readDraftByHash(
  db: Db,
  tokenHash: string,
  now: number = systemClock(),
  keys: Keyring = keyring(),
): Promise<{ steps: Partial<Record<DraftedStepId, unknown>>; expiresAt: Date } | null> {
  const [row] = await db
    .select({ steps: applicationDrafts.steps, expiresAt: applicationDrafts.expiresAt })
    .from(applicationDrafts)
    .where(
      and(
        eq(applicationDrafts.tokenHash, tokenHash),
        gt(applicationDrafts.expiresAt, new Date(now)),
      ),
    );
  if (!row) return null;
  const steps: Partial<Record<DraftedStepId, unknown>> = {};
  try {
    for (const step of DRAFTED_STEPS) {
      const sealed = row.steps[step];
      if (typeof sealed === 'string') steps[step] = JSON.parse(decryptText(sealed, keys));
    }
  } catch {
    return null;
  }
  return { steps, expiresAt: row.expiresAt };
}

/** Deletes the drafts expired at `now`; resolves with how many. */
export async function purgeExpiredDrafts(db: Db, now: number = systemClock()): Promise<number> {
  const deleted = await db
    .delete(applicationDrafts)
    .where(lte(applicationDrafts.expiresAt, new Date(now)))
    .returning({ tokenHash: applicationDrafts.tokenHash });
  return deleted.length;
}

/**
 * The SQL of the data-modifying CTE that deletes the draft whose token hash is `tokenHash`
 * (validDraftTokenHash of its token, or a placeholder of a statement compiled once filled with it),
 * for applyCTC's one statement, so the draft goes exactly when the application is stored.
 */
export function deleteDraftSql(tokenHash: unknown): SQL {
  return sql`DELETE FROM ${applicationDrafts} WHERE token_hash = ${tokenHash}`;
}

/** draftTokenHash of `token`; null without a well-formed token (there is no draft to delete). */
export function validDraftTokenHash(token: string | null | undefined): string | null {
  return token && DRAFT_TOKEN_PATTERN.test(token) ? draftTokenHash(token) : null;
}

/**
 * A draft resumed (RestoredDraft of machines/application-flow.machine.ts), JSON-safe: every step
 * re-parsed with today's schemas, the address searched again and the plan priced again on the
 * server.
 */
export interface ResumedDraft {
  area: {
    input: DraftStepValues['area']['input'];
    installationInfo: DraftStepValues['area']['installationInfo'];
    areaData: unknown;
  } | null;
  plan: {
    planData: unknown;
    campaignData: unknown;
    estimate: unknown;
    estimateUpdate: EstimateUpdate | null;
  } | null;
  parsed: Record<string, unknown>;
  typed: Record<string, unknown>;
}

/**
 * Resumes the draft of `token` (applicationDraft): null for an unknown or expired token (the page
 * then starts afresh with a message). Nothing the draft holds is trusted: the area step's address
 * is parsed with areaSearchInputSchema and installationInfoSchema and searched again (the area
 * rule of lib/area/search-area.ts over the server's coverage data); the form step's plan is parsed
 * with planDataSchema, campaignDataSchema and estimateSchema and priced again at `now`
 * (pricing.ts priceChoice: a campaign that ended meanwhile gives estimateUpdate, as applyCTC
 * would); each personal step's values are parsed with its schema under that plan
 * (lib/validation/step-schemas.ts): those that pass are `parsed` (the machine counts the step as
 * done), every object is returned as `typed` to fill the form again. A step that fails is
 * dropped from `parsed` only.
 */
export async function resumeDraft(
  db: Db,
  token: string,
  now: number = systemClock(),
  keys: Keyring = keyring(),
): Promise<{ draft: ResumedDraft; expiresAt: Date } | null> {
  const read = await readDraft(db, token, now, keys);
  if (!read) return null;
  const { steps } = read;
  const draft: ResumedDraft = { area: null, plan: null, parsed: {}, typed: {} };

  const area = z
    .object({ input: areaSearchInputSchema, installationInfo: installationInfoSchema })
    .safeParse(steps.area);
  if (area.success) {
    const areaData = await searchAreaRule(area.data.input, areaSearcher(db));
    draft.area = { ...area.data, areaData };
  }

  const form = z
    .object({
      planData: planDataSchema,
      campaignData: campaignDataSchema,
      estimate: estimateSchema.nullable().default(null),
    })
    .safeParse(steps.form);
  if (form.success) {
    let estimateUpdate: EstimateUpdate | null = null;
    const areaData = draft.area?.areaData as Parameters<typeof priceChoice>[1]['areaData'];
    if (draft.area && form.data.estimate) {
      const outcome = await priceChoice(
        db,
        {
          searchInput: draft.area.input,
          planData: { ...defaultPlanData, ...form.data.planData },
          campaignData: { ...defaultCampaignData, ...form.data.campaignData },
          estimate: form.data.estimate,
          areaData,
        },
        now,
      );
      if (!outcome.ok) estimateUpdate = outcome.estimateUpdate ?? null;
    }
    draft.plan = { ...form.data, estimateUpdate };
  }

  const basis = {
    planData: { ...defaultPlanData, ...(form.success ? form.data.planData : {}) },
    campaignData: { ...defaultCampaignData, ...(form.success ? form.data.campaignData : {}) },
  };
  for (const step of PERSONAL_STEPS) {
    const values = steps[step];
    if (!isPlainObject(values)) continue;
    draft.typed[step] = values;
    const parsed = stepSchema(step, basis).safeParse(values);
    if (parsed.success) draft.parsed[step] = parsed.data;
  }
  return { draft, expiresAt: read.expiresAt };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes expired drafts now and then every hour (purgeExpiredDrafts) for as long as the process
 * runs (the timer does not keep it alive). Each instance runs its own; the delete is idempotent.
 * A failed purge is logged without its message and tried again at the next hour. Returns a stop
 * function.
 */
export function startDraftPurge(db: Db, everyMs: number = HOUR_MS): () => void {
  const purge = () =>
    purgeExpiredDrafts(db).catch((error: unknown) =>
      console.error(
        `[drafts] purge of expired drafts failed (${error instanceof Error ? error.name : 'error'})`,
      ),
    );
  void purge();
  const timer = setInterval(() => void purge(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
