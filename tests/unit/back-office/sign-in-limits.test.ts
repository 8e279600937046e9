import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/server/db/client';
import { createStaffAuth, createStaffUser, type StaffAuth } from '@/lib/server/back-office/auth';
import { SIGN_IN_LIMITS } from '@/lib/server/back-office/limiters';
import { signInWithLimits } from '@/lib/server/back-office/sign-in';
import { freshDatabase } from '../server/helpers';

let database: Database;
let auth: StaffAuth;
const OWNER = 'owner@example.jp';
const PASSWORD = 'the-owners-pass';

beforeAll(async () => {
  database = await freshDatabase();
  auth = createStaffAuth(database.db);
  await createStaffUser(auth, { email: OWNER, password: PASSWORD, role: 'operator' });
});
afterAll(() => database.close());

const signIn = (email: string, password: string, clientKey: string) =>
  signInWithLimits(database.db, auth, { email, password, clientKey, headers: new Headers() });

describe('staff sign-in limits count failures only', () => {
  it(`a stranger's wrong passwords for an address never lock its owner out`, async () => {
    const stranger = '203.0.113.66';
    const results = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAccount.points + 5; i++)
      results.push(await signIn(OWNER, `guess-${i}-password`, stranger));
    expect(results.slice(0, SIGN_IN_LIMITS.perClientAccount.points)).toEqual(
      Array(SIGN_IN_LIMITS.perClientAccount.points).fill({ ok: false, reason: 'failed' }),
    );
    // The stranger is refused before the password is checked, even with the right one.
    expect(
      results
        .slice(SIGN_IN_LIMITS.perClientAccount.points)
        .every((r) => !r.ok && r.reason === 'limited'),
    ).toBe(true);
    expect((await signIn(OWNER, PASSWORD, stranger)).ok).toBe(false);
    // The owner, from their own client, signs in.
    expect(await signIn(OWNER, PASSWORD, '198.51.100.10')).toMatchObject({ ok: true });
  });

  it('right passwords are not counted, and a success clears the run of failures for that address', async () => {
    const office = '198.51.100.20';
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAccount.points * 3; i++)
      expect(await signIn(OWNER, PASSWORD, office)).toMatchObject({ ok: true });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < SIGN_IN_LIMITS.perClientAccount.points - 1; i++)
        expect((await signIn(OWNER, 'typo-password', office)).ok).toBe(false);
      expect(await signIn(OWNER, PASSWORD, office)).toMatchObject({ ok: true });
    }
  });

  it(`one client is refused after ${SIGN_IN_LIMITS.perClient.points} failures over any addresses`, async () => {
    const sprayer = '192.0.2.99';
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.points; i++)
      expect(await signIn(`user${i}@example.jp`, 'wrong-password', sprayer)).toEqual({
        ok: false,
        reason: 'failed',
      });
    const refused = await signIn(OWNER, PASSWORD, sprayer);
    expect(refused.ok === false && refused.reason).toBe('limited');
  });
});
