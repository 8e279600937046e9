import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/server/db/client';
import {
  createStaffAuth,
  createStaffUser,
  listStaff,
  revokeStaffSessions,
  staffFromHeaders,
  StaffInputError,
  type StaffAuth,
} from '@/lib/server/back-office/auth';
import {
  changeStaffRole,
  isStaffDisabled,
  setStaffDisabled,
} from '@/lib/server/back-office/staff-admin';
import { auditLog } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../server/helpers';

let database: Database;
let auth: StaffAuth;

beforeAll(async () => {
  database = await freshDatabase();
  auth = createStaffAuth(database.db);
  await createStaffUser(auth, {
    email: 'Chief@Example.jp',
    password: 'correct horse 1',
    role: 'admin',
  });
  await createStaffUser(auth, {
    email: 'op@example.jp',
    password: 'operator-pass',
    role: 'operator',
  });
});
afterAll(() => database.close());

/** Signs in through Better Auth and returns the Cookie header the browser would send. */
async function signIn(email: string, password: string): Promise<string | null> {
  try {
    const response = await auth.api.signInEmail({
      body: { email, password },
      headers: new Headers(),
      asResponse: true,
    });
    if (!response.ok) return null;
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  } catch {
    return null;
  }
}

describe('staff accounts (Better Auth on the drizzle schema)', () => {
  it('creates staff with a role, lower-cased email, refuses short passwords and duplicates', async () => {
    const staff = await listStaff(database.db);
    expect(staff.map((s) => [s.email, s.role])).toEqual([
      ['chief@example.jp', 'admin'],
      ['op@example.jp', 'operator'],
    ]);
    await expect(
      createStaffUser(auth, { email: 'x@example.jp', password: '1234567', role: 'operator' }),
    ).rejects.toMatchObject({ field: 'password' });
    await expect(
      createStaffUser(auth, { email: 'op@example.jp', password: '12345678', role: 'operator' }),
    ).rejects.toBeInstanceOf(StaffInputError);
    await expect(
      createStaffUser(auth, { email: 'y@example.jp', password: '12345678', role: 'root' }),
    ).rejects.toMatchObject({ field: 'role' });
  });

  it('self sign-up is refused', async () => {
    await expect(
      auth.api.signUpEmail({
        body: { email: 'me@example.jp', password: 'a-long-password', name: 'me' },
      }),
    ).rejects.toThrow();
    expect((await listStaff(database.db)).map((s) => s.email)).not.toContain('me@example.jp');
  });

  it('signs in with the right password only; the cookie is HttpOnly and SameSite=Lax', async () => {
    expect(await signIn('op@example.jp', 'wrong-password')).toBeNull();
    const response = await auth.api.signInEmail({
      body: { email: 'op@example.jp', password: 'operator-pass' },
      headers: new Headers(),
      asResponse: true,
    });
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/staff\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('in production the cookie is Secure with the __Secure- prefix', async () => {
    vi.stubEnv('STAFF_COOKIE_SECURE', '');
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const production = createStaffAuth(database.db);
      const response = await production.api.signInEmail({
        body: { email: 'op@example.jp', password: 'operator-pass' },
        headers: new Headers(),
        asResponse: true,
      });
      const setCookie = response.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/__Secure-staff\.session_token=/);
      expect(setCookie).toMatch(/; Secure/i);
      expect(setCookie).toMatch(/HttpOnly/i);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a session cookie cannot act after sign-out everywhere', async () => {
    const first = await signIn('op@example.jp', 'operator-pass');
    const second = await signIn('op@example.jp', 'operator-pass');
    expect(first && second).toBeTruthy();
    const asCookie = (c: string) => new Headers({ cookie: c });
    expect(await staffFromHeaders(auth, asCookie(first!))).toMatchObject({
      email: 'op@example.jp',
      role: 'operator',
    });
    await auth.api.revokeSessions({ headers: asCookie(first!) });
    expect(await staffFromHeaders(auth, asCookie(first!))).toBeNull();
    expect(await staffFromHeaders(auth, asCookie(second!))).toBeNull();
  });

  it('an administrator ends another member’s sessions', async () => {
    const cookie = await signIn('op@example.jp', 'operator-pass');
    const op = (await listStaff(database.db)).find((s) => s.email === 'op@example.jp')!;
    expect(await revokeStaffSessions(database.db, op.id)).toBeGreaterThanOrEqual(1);
    expect(await staffFromHeaders(auth, new Headers({ cookie: cookie! }))).toBeNull();
  });

  it('logs no email address or password on a failed sign-in', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    try {
      await signIn('chief@example.jp', 'not-the-password');
      await signIn('nobody@example.jp', 'not-the-password');
      const logged = spies.flatMap((s) => s.mock.calls.flat().map(String)).join('\n');
      expect(logged).not.toMatch(/example\.jp|not-the-password/);
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });
});

describe('staff management (roles, disabling, the last administrator)', () => {
  const find = async (email: string) =>
    (await listStaff(database.db)).find((s) => s.email === email)!;

  it('never leaves the site without an enabled administrator', async () => {
    const chief = await find('chief@example.jp');
    const actor = { id: chief.id, email: chief.email };
    expect(
      await changeStaffRole(database.db, { userId: chief.id, role: 'operator', actor }),
    ).toEqual({ ok: false, message: '管理者が一人もいなくなるため変更できません' });
    expect(
      await setStaffDisabled(database.db, { userId: chief.id, disabled: true, actor }),
    ).toEqual({ ok: false, message: '管理者が一人もいなくなるため変更できません' });
    expect(
      await changeStaffRole(database.db, { userId: chief.id, role: 'owner', actor }),
    ).toMatchObject({ ok: false });
    expect((await find('chief@example.jp')).role).toBe('admin');
    // With a second administrator the first may step down.
    const op = await find('op@example.jp');
    expect(
      await changeStaffRole(database.db, { userId: op.id, role: 'admin', actor }),
    ).toMatchObject({ ok: true });
    expect(
      await changeStaffRole(database.db, { userId: op.id, role: 'operator', actor }),
    ).toMatchObject({ ok: true });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.role'));
    expect(rows.map((r) => r.detail)).toEqual([
      { from: 'operator', to: 'admin' },
      { from: 'admin', to: 'operator' },
    ]);
  });

  it('a disabled member cannot act: sessions ended, no session accepted; enabling restores', async () => {
    const chief = await find('chief@example.jp');
    const actor = { id: chief.id, email: chief.email };
    const op = await find('op@example.jp');
    const cookie = await signIn('op@example.jp', 'operator-pass');
    expect(await staffFromHeaders(auth, new Headers({ cookie: cookie! }))).not.toBeNull();
    expect(
      await setStaffDisabled(database.db, { userId: op.id, disabled: true, actor }),
    ).toMatchObject({ ok: true });
    expect(await staffFromHeaders(auth, new Headers({ cookie: cookie! }))).toBeNull();
    expect(await isStaffDisabled(database.db, 'op@example.jp')).toBe(true);
    // Even a session made behind the back office's sign-in check counts for nothing.
    const sneaky = await signIn('op@example.jp', 'operator-pass');
    if (sneaky) expect(await staffFromHeaders(auth, new Headers({ cookie: sneaky }))).toBeNull();
    expect((await find('op@example.jp')).disabled).toBe(true);
    await setStaffDisabled(database.db, { userId: op.id, disabled: false, actor });
    expect(await isStaffDisabled(database.db, 'op@example.jp')).toBe(false);
    const again = await signIn('op@example.jp', 'operator-pass');
    expect(await staffFromHeaders(auth, new Headers({ cookie: again! }))).toMatchObject({
      email: 'op@example.jp',
    });
  });
});
