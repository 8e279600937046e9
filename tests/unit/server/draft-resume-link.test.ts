import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '@/lib/server/security/crypto';
import {
  DRAFT_RESUME_LIMITS,
  draftResumeLimiters,
  resumeDraftByLink,
} from '@/lib/server/db/repositories/draft-resume';
import { readDraft } from '@/lib/server/db/repositories/drafts';
import { renderMail } from '@/lib/server/mail/templates';
import { createTestServer, type TestServer } from './helpers';
import { validApplication } from './fixtures';

const SAVE = `mutation Save($token: String, $step: String!, $values: String!) {
  saveApplicationDraft(token: $token, step: $step, values: $values) { token }
}`;
const REQUEST = `mutation Link($token: String!) { requestDraftResumeLink(token: $token) { expiresAt } }`;
const RESUME = `mutation Resume($linkToken: String!, $phone: String!) {
  resumeApplicationDraft(linkToken: $linkToken, phone: $phone) { result token retryAfterSeconds }
}`;

interface Resumed {
  resumeApplicationDraft: {
    result: string;
    token: string | null;
    retryAfterSeconds: number | null;
  };
}

const app = validApplication(11);
const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A draft with the form2 step saved (`form2` overriding the fixture's); resolves with its token. */
async function draftWithForm2(form2: Record<string, unknown> = {}): Promise<string> {
  const r = await server.gql<{ saveApplicationDraft: { token: string } }>(SAVE, {
    token: null,
    step: 'form2',
    values: JSON.stringify({ ...app.form2, ...form2 }),
  });
  expect(r.errors).toBeUndefined();
  return r.data!.saveApplicationDraft.token;
}

interface OutboxRow {
  event_key: string;
  template: string;
  recipient_encrypted: string;
  input_encrypted: string;
}

async function resumeMails(): Promise<OutboxRow[]> {
  const result = await server.database.db.execute(
    sql`SELECT * FROM mail_outbox WHERE template = 'draft-resume' ORDER BY id`,
  );
  return (result as unknown as { rows: OutboxRow[] }).rows;
}

/** Asks for a link for `token`; resolves with the link token the new message carries. */
async function requestLink(token: string): Promise<string> {
  const before = (await resumeMails()).length;
  const r = await server.gql(REQUEST, { token });
  expect(r.errors).toBeUndefined();
  const mails = await resumeMails();
  expect(mails).toHaveLength(before + 1);
  const input = JSON.parse(decryptText(mails.at(-1)!.input_encrypted)) as { linkToken: string };
  return input.linkToken;
}

/**
 * The answer to a link as the API gives it; `ip` is the client (the limiter's key), passed to the
 * function itself since the in-process server knows no client address.
 */
async function resume(linkToken: string, phone: string, ip?: string) {
  if (ip === undefined) return server.gql<Resumed>(RESUME, { linkToken, phone });
  const db = server.database.db;
  const answer = await resumeDraftByLink(db, draftResumeLimiters(db), {
    linkToken,
    phone,
    clientKey: ip,
  });
  return {
    data: {
      resumeApplicationDraft: {
        result: answer.result,
        token: answer.result === 'resumed' ? answer.token : null,
        retryAfterSeconds: answer.result === 'limited' ? answer.retryAfterSeconds : null,
      },
    },
  };
}

const phone = () => app.form2.daytimePhone.number as string;

describe('requestDraftResumeLink', () => {
  it('stores one message to the draft’s e-mail address with the link and only the greeting name', async () => {
    const token = await draftWithForm2();
    const linkToken = await requestLink(token);
    const [mail] = (await resumeMails()).slice(-1);
    expect(decryptText(mail!.recipient_encrypted)).toBe(app.form2.mail);
    expect(JSON.stringify(mail)).not.toContain(linkToken);
    const rendered = renderMail('draft-resume', JSON.parse(decryptText(mail!.input_encrypted)), {
      receiptNumber: null,
      siteUrl: 'https://example.jp',
      desk: { name: '窓口', tel: '0120-000-000', hours: '9:00〜18:00' } as never,
    });
    expect(rendered.text).toContain(`https://example.jp/apply/resume/?t=${linkToken}`);
    expect(rendered.text).toContain('7日間');
    expect(rendered.text).toContain(`${app.form2.lastName_kanji} ${app.form2.firstName_kanji} 様`);
    for (const personal of [app.form2.mail, phone(), app.form2.lastName_kana])
      expect(rendered.text).not.toContain(personal);
  });

  it('refuses a draft without a valid e-mail address and stores no message', async () => {
    const token = await draftWithForm2({ mail: 'taro@', mailConfirm: 'taro@' });
    const before = (await resumeMails()).length;
    const r = await server.gql(REQUEST, { token });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(r.errors)).toContain('"mail"');
    expect(await resumeMails()).toHaveLength(before);
  });

  it('a new link invalidates the old one', async () => {
    const token = await draftWithForm2();
    const first = await requestLink(token);
    const second = await requestLink(token);
    expect((await resume(first, phone())).data!.resumeApplicationDraft.result).toBe('unknownLink');
    expect((await resume(second, phone())).data!.resumeApplicationDraft.result).toBe('resumed');
  });
});

describe('resumeApplicationDraft', () => {
  it('the right phone re-keys the draft: the new token reads it, the old token and the link no longer do', async () => {
    const token = await draftWithForm2();
    const linkToken = await requestLink(token);
    const r = await resume(linkToken, phone().replaceAll('-', ''));
    const answer = r.data!.resumeApplicationDraft;
    expect(answer.result).toBe('resumed');
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(answer.token).not.toBe(token);
    const draft = await readDraft(server.database.db, answer.token!);
    expect((draft!.steps.form2 as { mail: string }).mail).toBe(app.form2.mail);
    expect(await readDraft(server.database.db, token)).toBeNull();
    expect(
      (await resume(linkToken, phone(), '192.0.2.20')).data!.resumeApplicationDraft.result,
    ).toBe('unknownLink');
  });

  it('counts wrong phones per link: after its budget even the right phone waits, and the draft is not re-keyed', async () => {
    const token = await draftWithForm2();
    const linkToken = await requestLink(token);
    const results: string[] = [];
    // Each guess from another client, so only the link's budget is at stake.
    for (let i = 0; i < DRAFT_RESUME_LIMITS.perLink.points; i++)
      results.push(
        (await resume(linkToken, '090-0000-000' + (i % 10), `198.51.100.${i}`)).data!
          .resumeApplicationDraft.result,
      );
    expect(results.every((r) => r === 'wrongPhone')).toBe(true);
    const right = (await resume(linkToken, phone(), '198.51.100.99')).data!.resumeApplicationDraft;
    expect(right.result).toBe('limited');
    expect(right.retryAfterSeconds).toBeGreaterThan(0);
    expect(await readDraft(server.database.db, token)).not.toBeNull();
  });

  it('counts failed answers per client, and a right answer does not cost the client a point', async () => {
    const ip = '203.0.113.7';
    const token = await draftWithForm2();
    const linkToken = await requestLink(token);
    // Right answers are free: the client's budget is untouched after one.
    for (let i = 0; i < DRAFT_RESUME_LIMITS.perClient.points; i++) {
      const r = (await resume(`unknown-link-token-${String(i).padStart(3, '0')}`, phone(), ip))
        .data!.resumeApplicationDraft;
      expect(r.result).toBe('unknownLink');
    }
    const limited = (await resume(linkToken, phone(), ip)).data!.resumeApplicationDraft;
    expect(limited.result).toBe('limited');
    expect(
      (await resume(linkToken, phone(), '203.0.113.8')).data!.resumeApplicationDraft.result,
    ).toBe('resumed');
  });

  it('an expired link opens nothing', async () => {
    const token = await draftWithForm2();
    const linkToken = await requestLink(token);
    const db = server.database.db;
    const later = Date.now() + 7 * DAY_MS + 60_000;
    const answer = await resumeDraftByLink(
      db,
      draftResumeLimiters(db),
      { linkToken, phone: phone(), clientKey: '192.0.2.30' },
      later,
    );
    expect(answer.result).toBe('unknownLink');
    expect(await readDraft(db, token)).not.toBeNull();
  });
});
