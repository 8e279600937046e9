import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { eq } from 'drizzle-orm';
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  isStaffRole,
  type StaffRole,
} from '@/lib/back-office/roles';
import { derivedSecret } from '../security/crypto';
import { getDatabase, type Db } from '../db/client';
import { staffAccounts, staffSessions, staffUsers, staffVerifications } from '../db/schema';

/** Session lifetime: 8 hours (one working day); refreshed at most once an hour while in use. */
const SESSION_SECONDS = 8 * 60 * 60;

/**
 * The signing secret of staff sessions: BETTER_AUTH_SECRET, else derived (HKDF-SHA-256) from the
 * data-encryption key, so a deployment has one secret to keep and every instance agrees.
 */
function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  return derivedSecret('staff sign-in secret').toString('base64url');
}

/**
 * Secure cookies (the `__Secure-` prefix and the Secure attribute) in production; STAFF_COOKIE_SECURE=0
 * turns them off for a production build served over plain http on a private network (tests).
 */
function secureCookies(): boolean {
  if (process.env.STAFF_COOKIE_SECURE === '0') return false;
  if (process.env.STAFF_COOKIE_SECURE === '1') return true;
  return process.env.NODE_ENV === 'production';
}

/**
 * Better Auth for staff (ARCHITECTURE "Staff sign-in"): email + password only (8-128 characters),
 * no self sign-up (accounts come from `createStaffUser`), sessions in the database behind an
 * HttpOnly, SameSite=Lax cookie (Secure in production), no cookie cache, so a revoked session
 * stops at once. Its HTTP handler is not mounted: the back office calls `auth.api` from server
 * actions (nextCookies sets the cookies). Sign-in attempts are limited by signInLimiter, not here.
 * Log lines carry Better Auth's message only (its arguments can hold an email address).
 */
export function createStaffAuth(db: Db) {
  return betterAuth({
    appName: 'hikari-back-office',
    baseURL: process.env.BETTER_AUTH_URL ?? 'http://localhost:3000',
    basePath: '/api/staff-auth',
    secret: authSecret(),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: STAFF_PASSWORD_MIN_LENGTH,
      maxPasswordLength: STAFF_PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: true, defaultValue: 'operator', input: false },
        // Set while the member is disabled (staff-admin.ts setStaffDisabled): no session counts.
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: 60 * 60,
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secureCookies(),
      cookiePrefix: 'staff',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { disableIpTracking: true },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'error',
      log: (level, message) => {
        console.error(`[staff-auth] ${level}: ${message}`);
      },
    },
    plugins: [nextCookies()],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const globalKey = Symbol.for('hikari.server.staffAuth');
type GlobalWithAuth = typeof globalThis & { [globalKey]?: Promise<StaffAuth> };

/** The process-wide staff auth on the process-wide database. */
export function getStaffAuth(): Promise<StaffAuth> {
  const g = globalThis as GlobalWithAuth;
  g[globalKey] ??= getDatabase().then((database) => createStaffAuth(database.db));
  return g[globalKey];
}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** The signed-in staff member of a request (its cookie), or null (also for a disabled member). */
export async function staffFromHeaders(
  auth: StaffAuth,
  headers: Headers,
): Promise<StaffMember | null> {
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: unknown; disabledAt?: unknown };
  if (!isStaffRole(user.role) || user.disabledAt) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export class StaffInputError extends Error {
  constructor(
    readonly field: 'email' | 'password' | 'role' | 'name',
    message: string,
  ) {
    super(message);
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a staff account (email, password 8-128 characters, role) with Better Auth's password
 * hashing. Used by `npm run admin -- staff:create` (first administrator) and by an administrator
 * in the back office. Errors: StaffInputError (Japanese message, field) for a malformed email,
 * a short or long password, an unknown role or an email already registered.
 */
export async function createStaffUser(
  auth: StaffAuth,
  input: { email: string; password: string; role: string; name?: string },
): Promise<StaffMember> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    throw new StaffInputError('email', 'メールアドレスを正しく入力してください');
  if (input.password.length < STAFF_PASSWORD_MIN_LENGTH)
    throw new StaffInputError(
      'password',
      `パスワードは${STAFF_PASSWORD_MIN_LENGTH}文字以上で入力してください`,
    );
  if (input.password.length > STAFF_PASSWORD_MAX_LENGTH)
    throw new StaffInputError(
      'password',
      `パスワードは${STAFF_PASSWORD_MAX_LENGTH}文字以内で入力してください`,
    );
  if (!isStaffRole(input.role)) throw new StaffInputError('role', '権限を選択してください');
  const name = (input.name ?? '').trim().slice(0, 50) || email.split('@')[0]!;
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email))
    throw new StaffInputError('email', 'このメールアドレスは登録済みです');
  const hash = await ctx.password.hash(input.password);
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name,
      emailVerified: true,
      role: input.role,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return { id: user.id, email, name, role: input.role };
}

/** Every staff member, administrators first; `disabled` while sign-in is refused. */
export async function listStaff(
  db: Db,
): Promise<(StaffMember & { createdAt: Date; disabled: boolean })[]> {
  const rows = await db.select().from(staffUsers).orderBy(staffUsers.role, staffUsers.email);
  return rows
    .filter((r) => isStaffRole(r.role))
    .map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role as StaffRole,
      createdAt: r.createdAt,
      disabled: r.disabledAt !== null,
    }));
}

/** Ends every session of a staff member (all browsers). Returns how many sessions ended. */
export async function revokeStaffSessions(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(staffSessions)
    .where(eq(staffSessions.userId, userId))
    .returning({ id: staffSessions.id });
  return deleted.length;
}
