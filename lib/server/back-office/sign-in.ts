import 'server-only';
import type { Db } from '../db/client';
import { postgresLimiter } from '../security/rate-limit';
import type { StaffAuth } from './auth';
import { SIGN_IN_LIMITS } from './limiters';

export type SignInResult =
  | { ok: true; user: { id: string; email: string } }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number };

/**
 * A staff sign-in (email + password) under SIGN_IN_LIMITS, which count failed attempts only: per
 * client, and per client and email address. A client over either budget is refused before the
 * password is checked; a wrong pair costs a point of both; a right pair clears the client's run
 * of failures for that address. So nobody can lock an owner out from another client: the owner's
 * right password signs in unless the owner's own client is over its limit. `clientKey` is the
 * request's client address (rate-limit.ts clientIpOf); null (no site server in front) is one
 * shared client. `headers` go to Better Auth, which sets the session cookie (nextCookies) on a
 * success. Nothing of the input is logged.
 */
export async function signInWithLimits(
  db: Db,
  auth: StaffAuth,
  input: { email: string; password: string; clientKey: string | null; headers: Headers },
): Promise<SignInResult> {
  const client = input.clientKey ?? 'unknown';
  const perClient = postgresLimiter(db, 'sign-in-client', SIGN_IN_LIMITS.perClient);
  const perAccount = postgresLimiter(db, 'sign-in-client-account', SIGN_IN_LIMITS.perClientAccount);
  const accountKey = `${client}|${input.email}`;
  const waits = [await perClient.waitOf(client), await perAccount.waitOf(accountKey)].filter(
    (w): w is number => w !== null,
  );
  if (waits.length > 0)
    return { ok: false, reason: 'limited', retryAfterSeconds: Math.max(...waits) };
  let user: { id: string; email: string };
  try {
    ({ user } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: input.headers,
    }));
  } catch {
    await perClient.hit(client);
    await perAccount.hit(accountKey);
    return { ok: false, reason: 'failed' };
  }
  await perAccount.reset(accountKey);
  return { ok: true, user: { id: user.id, email: user.email } };
}
