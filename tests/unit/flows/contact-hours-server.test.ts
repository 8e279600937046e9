import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contacts, settings } from '@/lib/server/db/schema';
import { defaultSettings } from '@/lib/state/types';
import { createTestServer, type TestServer } from '../server/helpers';

const M = 'mutation C($input: ContactInput!) { contact(input: $input) { receiptNumber } }';
const jstDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const booking = (preferredTime: string) => ({
  inquiryType: 'phoneReservation',
  preferredDate: jstDate(3),
  preferredTime,
  lastName_kanji: '山田',
  firstName_kanji: '花子',
  lastName_kana: 'ヤマダ',
  firstName_kana: 'ハナコ',
  phone: '0521234567',
  isAgreePrivacy: true,
});

describe('contact follows the reception hours of the settings row', () => {
  let server: TestServer;
  const count = async () =>
    (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(contacts))[0]!.n;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('refuses a slot outside the default hours and stores nothing', async () => {
    const res = await server.gql(M, { input: booking('18:00') });
    expect(res.errors?.[0]?.extensions?.fields).toContainEqual({
      path: 'input.preferredTime',
      message: 'ご希望の時間帯は受付時間（10時〜18時）の中から選択してください',
    });
    expect(await count()).toBe(0);
  });

  it('uses changed hours: 18:00 is bookable with 9-20, 09:00 too; 20:00 is not', async () => {
    await server.database.db
      .update(settings)
      .set({ displayFirstTime: 9, displayLastTime: 20 })
      .where(eq(settings.name, defaultSettings.name));
    expect((await server.gql(M, { input: booking('18:00') })).errors).toBeUndefined();
    expect((await server.gql(M, { input: booking('09:00') })).errors).toBeUndefined();
    const late = await server.gql(M, { input: booking('20:00') });
    expect(late.errors?.[0]?.extensions?.fields?.[0]?.message).toBe(
      'ご希望の時間帯は受付時間（9時〜20時）の中から選択してください',
    );
    expect(await count()).toBe(2);
  });
});
