import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { DRAFT_RESUME_MESSAGES, DRAFT_TTL_DAYS } from '@/lib/apply/draft';

export { DRAFT_RESUME_MESSAGES };
import { systemClock } from '@/lib/time';
import { mailSchema } from '@/lib/validation/form2';
import { digitsOnly } from '@/lib/validation/normalize';
import { derivedSecret, type Keyring, keyring } from '../../security/crypto';
import type { Db } from '../client';
import { applicationDrafts } from '../schema';
import {
  DRAFT_MESSAGES,
  draftTokenHash,
  newDraftToken,
  readDraft,
  readDraftByHash,
} from './drafts';
import { badUserInputFields } from '../../graphql/errors';
import { enqueueMail, mailQueued } from '../../mail/outbox';
import { postgresLimiter, type Limiter } from '../../security/rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A resume link's token as the mail carries it: 128 random bits, base64url. */
export const RESUME_LINK_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Failed resume answers (unknown link, wrong phone) counted as the status lookup counts its
 * failures (lib/server/back-office/limiters.ts): per client (IP) and per link.
 */
export const DRAFT_RESUME_LIMITS = {
  perClient: { points: 10, durationSeconds: 15 * 60 },
  perLink: { points: 5, durationSeconds: 15 * 60 },
} as const;

export interface DraftResumeLimiters {
  perClient: Limiter;
  perLink: Limiter;
}

/** The resume page's limiters on Postgres (DRAFT_RESUME_LIMITS). */
export function draftResumeLimiters(db: Db): DraftResumeLimiters {
  return {
    perClient: postgresLimiter(db, 'resume-client', DRAFT_RESUME_LIMITS.perClient),
    perLink: postgresLimiter(db, 'resume-link', DRAFT_RESUME_LIMITS.perLink),
  };
}

/** The stored key of a resume link's token: HMAC-SHA-256 under its own derived secret. */
function resumeLinkHash(linkToken: string): string {
  return createHmac('sha256', derivedSecret('application draft resume link'))
    .update(linkToken)
    .digest('base64url');
}

const DRAFT_RESUME_UNKNOWN_DRAFT = DRAFT_MESSAGES.token;

const form2Of = (steps: Record<string, unknown>) =>
  (steps.form2 ?? {}) as {
    mail?: unknown;
    lastName_kanji?: unknown;
    firstName_kanji?: unknown;
    daytimePhone?: { number?: unknown };
    mobilePhone?: { number?: unknown };
  };

/**
 * requestDraftResumeLink(token): e-mails the draft's owner a link that reopens the draft of `token`
 * in another browser, /apply/resume/?t=<link token> (template draft-resume). The address is the
 * form2 step's e-mail as saved in the draft, checked with mailSchema; the link token is 128 random
 * bits, stored as a keyed hash beside the draft with an expiry of DRAFT_TTL_DAYS after `now`, one
 * per draft (a new link replaces the old, which then opens nothing). The link and its message are
 * stored in one transaction. Resolves with the link's expiry. Errors: BAD_USER_INPUT at `token`
 * (unknown or expired draft) and at `mail` (no valid e-mail address saved in form2).
 */
export async function requestDraftResumeLink(
  db: Db,
  token: string,
  now: number = systemClock(),
  keys: Keyring = keyring(),
): Promise<{ expiresAt: Date }> {
  const draft = await readDraft(db, token, now, keys);
  if (!draft) throw badUserInputFields([{ path: 'token', message: DRAFT_RESUME_UNKNOWN_DRAFT }]);
  const form2 = form2Of(draft.steps);
  const mail = mailSchema.safeParse(form2.mail);
  if (!mail.success)
    throw badUserInputFields([{ path: 'mail', message: DRAFT_RESUME_MESSAGES.mail }]);
  const linkToken = randomBytes(16).toString('base64url');
  const linkHash = resumeLinkHash(linkToken);
  const expiresAt = new Date(now + DRAFT_TTL_DAYS * DAY_MS);
  const name = [form2.lastName_kanji, form2.firstName_kanji]
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .join(' ');
  const stored = await db.transaction(async (tx) => {
    const updated = await tx
      .update(applicationDrafts)
      .set({ resumeLinkHash: linkHash, resumeLinkExpiresAt: expiresAt })
      .where(
        and(
          eq(applicationDrafts.tokenHash, draftTokenHash(token)),
          gt(applicationDrafts.expiresAt, new Date(now)),
        ),
      )
      .returning({ tokenHash: applicationDrafts.tokenHash });
    if (updated.length === 0) return false;
    await enqueueMail(tx, {
      eventKey: `draft.resume:${linkHash}`,
      template: 'draft-resume',
      receiptNumber: null,
      to: mail.data,
      input: { name, linkToken, validDays: DRAFT_TTL_DAYS },
    });
    return true;
  });
  if (!stored) throw badUserInputFields([{ path: 'token', message: DRAFT_RESUME_UNKNOWN_DRAFT }]);
  mailQueued();
  return { expiresAt };
}

/** The resume page's answer: the new draft token, or why not. */
export type DraftResumeAnswer =
  | { result: 'resumed'; token: string }
  | { result: 'unknownLink' }
  | { result: 'wrongPhone' }
  | { result: 'limited'; retryAfterSeconds: number };

/**
 * resumeApplicationDraft(linkToken, phone): opens the draft of an e-mailed link when `phone` is
 * one of the phone numbers saved in its form2 step (daytime or mobile, digits compared). On
 * success the draft is re-keyed: a new draft token replaces the old one (a browser that still
 * holds the old token starts afresh) and the link is spent; resolves with the new token. Only
 * failures count (DRAFT_RESUME_LIMITS): an unknown, spent or expired link costs a point of the
 * client's budget, a wrong phone one of the client's and one of the link's. A client over its
 * budget is refused before anything is read; a link over its budget refuses every answer until
 * its window ends. Without a known client address the client is one shared bucket. Nothing of the
 * input is logged.
 */
export async function resumeDraftByLink(
  db: Db,
  limiters: DraftResumeLimiters,
  input: { linkToken: string; phone: string; clientKey: string | null },
  now: number = systemClock(),
  keys: Keyring = keyring(),
): Promise<DraftResumeAnswer> {
  const clientKey = input.clientKey ?? 'unknown';
  const clientWait = await limiters.perClient.waitOf(clientKey);
  if (clientWait !== null) return { result: 'limited', retryAfterSeconds: clientWait };
  const row = RESUME_LINK_PATTERN.test(input.linkToken)
    ? await findLinkedDraft(db, resumeLinkHash(input.linkToken), now)
    : null;
  if (!row) {
    await limiters.perClient.hit(clientKey);
    return { result: 'unknownLink' };
  }
  const linkKey = row.linkHash;
  const linkWait = await limiters.perLink.waitOf(linkKey);
  if (linkWait !== null) return { result: 'limited', retryAfterSeconds: linkWait };
  const phone = digitsOnly(input.phone);
  const draft = await readDraftByHash(db, row.tokenHash, now, keys);
  const form2 = draft ? form2Of(draft.steps) : {};
  const phones = [form2.daytimePhone?.number, form2.mobilePhone?.number]
    .filter((n): n is string => typeof n === 'string')
    .map(digitsOnly)
    .filter((n) => n !== '');
  if (phone.length < 10 || !phones.includes(phone)) {
    await limiters.perClient.hit(clientKey);
    const wait = await limiters.perLink.hit(linkKey);
    if (wait !== null) return { result: 'limited', retryAfterSeconds: wait };
    return { result: 'wrongPhone' };
  }
  const token = newDraftToken();
  const rekeyed = await db
    .update(applicationDrafts)
    .set({ tokenHash: draftTokenHash(token), resumeLinkHash: null, resumeLinkExpiresAt: null })
    .where(eq(applicationDrafts.resumeLinkHash, linkKey))
    .returning({ tokenHash: applicationDrafts.tokenHash });
  // A second right answer racing this one spent the link first.
  if (rekeyed.length === 0) return { result: 'unknownLink' };
  await limiters.perLink.reset(linkKey);
  return { result: 'resumed', token };
}

/** The draft a live link opens (its link hash and stored token hash), or null. */
async function findLinkedDraft(
  db: Db,
  linkHash: string,
  now: number,
): Promise<{ linkHash: string; tokenHash: string } | null> {
  const [row] = await db
    .select({ tokenHash: applicationDrafts.tokenHash })
    .from(applicationDrafts)
    .where(
      and(
        eq(applicationDrafts.resumeLinkHash, linkHash),
        gt(applicationDrafts.resumeLinkExpiresAt, new Date(now)),
        gt(applicationDrafts.expiresAt, new Date(now)),
      ),
    );
  return row ? { linkHash, tokenHash: row.tokenHash } : null;
}
