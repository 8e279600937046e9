import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeCsv, toCp932Text } from '@/lib/back-office/csv';
import { parseRecordFilter } from '@/lib/back-office/records';
import { findRecords } from '@/lib/server/back-office/record-queries';
import { staffApplicationsCsv } from '@/lib/server/back-office/staff-csv';
import { auditOf } from '@/lib/server/back-office/audit';
import {
  addApplicationMemo,
  assignApplication,
  changeApplicationStatus,
} from '@/lib/server/back-office/status-change';
import { applications, staffUsers } from '@/lib/server/db/schema';
import { fixedClock } from '@/lib/time';
import { withBrowserEstimate } from '../fixtures/application';
import { APPLY, type ApplyResult, validApplication } from '../server/fixtures';
import { createTestServer, type TestServer } from '../server/helpers';

let server: TestServer;
const receipts: string[] = [];
const actor = { id: 'staff-1', email: 'op@example.jp' };
/** Today in Japan for the workflow: 2026-11-27 10:00 JST. */
const today = fixedClock('2026-11-27T10:00:00+09:00');

/** Applications with Japanese names, one of them a 10G plan in Gifu with a CP932-only kanji (髙). */
beforeAll(async () => {
  server = await createTestServer();
  const apps = [0, 1, 2].map((n) => validApplication(n));
  apps[1]!.form2.lastName_kanji = '髙橋';
  apps[1]!.form2.lastName_kana = 'タカハシ';
  apps[1]!.form2.daytimePhone = { number: '058-111-2222' } as never;
  // A real Gifu address (the server re-runs the area search), priced as the browser would.
  Object.assign(apps[1]!.installationInfo, {
    postalCode: '500-8833',
    state_kanji: '岐阜県',
    city_kanji: '岐阜市',
    town_kanji: '神田町',
    state_kana: 'ｷﾞﾌｹﾝ',
    city_kana: 'ｷﾞﾌｼ',
    town_kana: 'ｶﾝﾀﾞﾏﾁ',
  });
  Object.assign(apps[1]!.planData, { prefecture: '岐阜県', ereaType: 'B' });
  Object.assign(apps[1]!.areaData, { areaType: 'B', period: '約2〜3ヶ月' });
  apps[1] = withBrowserEstimate(apps[1]!);
  apps[2]!.form2.firstName_kana = 'ハナコ';
  apps[2]!.form2.mail = apps[2]!.form2.mailConfirm = 'Hanako.Yamada@Example.jp';
  for (const [n, app] of apps.entries()) {
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(app),
      idempotencyKey: `workflow-${n}-key`,
    });
    expect(res.errors).toBeUndefined();
    receipts.push(res.data!.applyCTC.receiptNumber);
  }
  await server.database.db.insert(staffUsers).values([
    { id: 'staff-1', name: '佐藤 一郎', email: 'op@example.jp', role: 'operator' },
    { id: 'staff-2', name: '鈴木 花子', email: 'op2@example.jp', role: 'operator' },
    {
      id: 'staff-off',
      name: '無効 太郎',
      email: 'off@example.jp',
      role: 'operator',
      disabledAt: new Date(),
    },
  ]);
});
afterAll(() => server.close());

describe('status workflow in the database', () => {
  it('moves through the workflow and appends one audit row per change', async () => {
    const db = server.database.db;
    const receiptNumber = receipts[0]!;
    const steps = [
      ['received', 'reviewing', null, '内容OK', today],
      ['reviewing', 'scheduling', null, '', today],
      ['scheduling', 'scheduled', '2026-12-03', '午前', today],
      // 開通 on the construction date (Japan time).
      ['scheduled', 'active', null, '', fixedClock('2026-12-03T09:00:00+09:00')],
    ] as const;
    for (const [expected, to, constructionDate, note, now] of steps) {
      const result = await changeApplicationStatus(
        db,
        { receiptNumber, expected, to, constructionDate, note, confirmed: true, actor },
        now,
      );
      expect(result).toMatchObject({ ok: true, from: expected, to });
    }
    const rows = await auditOf(db, receiptNumber);
    expect(
      rows.map((r) => [r.actorEmail, r.action, r.fromStatus, r.toStatus, r.note, r.detail]),
    ).toEqual([
      ['op@example.jp', 'status.change', 'received', 'reviewing', '内容OK', null],
      ['op@example.jp', 'status.change', 'reviewing', 'scheduling', null, null],
      [
        'op@example.jp',
        'status.change',
        'scheduling',
        'scheduled',
        '午前',
        { constructionDate: '2026-12-03' },
      ],
      [
        'op@example.jp',
        'status.change',
        'scheduled',
        'active',
        null,
        { constructionDate: '2026-12-03' },
      ],
    ]);
    expect(rows.every((r) => r.at instanceof Date)).toBe(true);
    const [row] = await db
      .select()
      .from(applications)
      .where(sql`${applications.receiptNumber} = ${receiptNumber}`);
    expect([row!.status, row!.constructionDate]).toEqual(['active', '2026-12-03']);
  });

  it('refuses a skipped step, a stale status, forged values and unconfirmed final statuses at the field, writing nothing', async () => {
    const db = server.database.db;
    const receiptNumber = receipts[1]!;
    const refused = [
      [{ expected: 'received', to: 'scheduled', constructionDate: '2026-12-01' }, 'to'],
      [{ expected: 'received', to: 'active', confirmed: true }, 'to'],
      [{ expected: 'reviewing', to: 'scheduling' }, 'to'],
      [{ expected: 'received', to: 'cancelled', note: '', confirmed: true }, 'note'],
      [{ expected: 'received', to: 'cancelled', note: '重複' }, 'to'],
      [{ expected: 'received', to: 'nonsense' }, 'to'],
      [{ expected: 'received', to: "reviewing'; DROP TABLE applications; --" }, 'to'],
    ] as const;
    for (const [input, field] of refused) {
      const result = await changeApplicationStatus(db, { receiptNumber, actor, ...input }, today);
      expect(result, JSON.stringify(input)).toMatchObject({ ok: false, field });
    }
    expect(await auditOf(db, receiptNumber)).toEqual([]);
    const [row] = await db
      .select()
      .from(applications)
      .where(sql`${applications.receiptNumber} = ${receiptNumber}`);
    expect([row!.status, row!.cancelReason]).toEqual(['received', null]);
    expect(
      await changeApplicationStatus(
        db,
        {
          receiptNumber,
          actor,
          expected: 'received',
          to: 'cancelled',
          note: '重複',
          confirmed: true,
        },
        today,
      ),
    ).toMatchObject({ ok: true });
    const [cancelled] = await db
      .select()
      .from(applications)
      .where(sql`${applications.receiptNumber} = ${receiptNumber}`);
    expect(cancelled!.cancelReason).toBe('重複');
    expect(
      await changeApplicationStatus(db, {
        receiptNumber,
        actor,
        expected: 'cancelled',
        to: 'reviewing',
      }),
    ).toMatchObject({ ok: false, field: 'to' });
  });

  it('refuses a construction date outside tomorrow..six months and 開通 before the date', async () => {
    const db = server.database.db;
    const receiptNumber = receipts[2]!;
    for (const [expected, to] of [
      ['received', 'reviewing'],
      ['reviewing', 'scheduling'],
    ] as const)
      await changeApplicationStatus(db, { receiptNumber, actor, expected, to }, today);
    const before = (await auditOf(db, receiptNumber)).length;
    for (const constructionDate of ['2020-01-01', '2026-11-27', '2099-12-31', '2026-13-01', 'x'])
      expect(
        await changeApplicationStatus(
          db,
          { receiptNumber, actor, expected: 'scheduling', to: 'scheduled', constructionDate },
          today,
        ),
      ).toMatchObject({ ok: false, field: 'constructionDate' });
    expect(
      await changeApplicationStatus(
        db,
        {
          receiptNumber,
          actor,
          expected: 'scheduling',
          to: 'scheduled',
          constructionDate: '2026-12-22',
        },
        today,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await changeApplicationStatus(
        db,
        { receiptNumber, actor, expected: 'scheduled', to: 'active', confirmed: true },
        today,
      ),
    ).toEqual({
      ok: false,
      field: 'to',
      message: '工事日（2026-12-22）より前に「開通」にはできません',
    });
    expect((await auditOf(db, receiptNumber)).length).toBe(before + 1);
  });

  it('adds a memo without a status change; assigns to enabled staff only', async () => {
    const db = server.database.db;
    const receiptNumber = receipts[2]!;
    const before = await auditOf(db, receiptNumber);
    expect(await addApplicationMemo(db, { receiptNumber, note: '  ', actor })).toMatchObject({
      ok: false,
      field: 'note',
    });
    expect(
      await addApplicationMemo(db, { receiptNumber, note: '折り返し希望 15時以降', actor }),
    ).toEqual({ ok: true });
    for (const assigneeId of ['staff-off', 'nobody', "' OR 1=1 --"])
      expect(await assignApplication(db, { receiptNumber, assigneeId, actor })).toMatchObject({
        ok: false,
        field: 'assignee',
      });
    expect(await assignApplication(db, { receiptNumber, assigneeId: 'staff-2', actor })).toEqual({
      ok: true,
    });
    const after = await auditOf(db, receiptNumber);
    expect(after.slice(before.length).map((a) => [a.action, a.note, a.actorName])).toEqual([
      ['memo.add', '折り返し希望 15時以降', '佐藤 一郎'],
      ['assignee.change', null, '佐藤 一郎'],
    ]);
    const [row] = await db
      .select()
      .from(applications)
      .where(sql`${applications.receiptNumber} = ${receiptNumber}`);
    expect([row!.status, row!.assigneeId]).toEqual(['scheduled', 'staff-2']);
  });

  it('the audit log refuses UPDATE and DELETE', async () => {
    const db = server.database.db;
    await expect(db.execute(sql`UPDATE audit_log SET note = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect((await auditOf(db, receipts[0]!)).length).toBe(4);
  });
});

describe('filtered lists', () => {
  const find = (params: Record<string, string>) =>
    findRecords(
      server.database.db,
      'applications',
      parseRecordFilter('applications', params),
      50,
    ).then((page) => page.rows.map((r) => r.row.receiptNumber).sort());

  it('filters by status, prefecture, plan and Japan-time dates; searches receipt, kana, phone', async () => {
    expect(await find({})).toEqual([...receipts].sort());
    expect(await find({ status: 'active' })).toEqual([receipts[0]]);
    expect(await find({ q: receipts[2]!.slice(2) })).toEqual([receipts[2]]);
    expect(await find({ q: '山田' })).toEqual([receipts[0], receipts[2]].sort());
    expect(await find({ q: '山田　太郎' })).toEqual([receipts[0], receipts[2]].sort());
    expect(await find({ q: '山田花子' })).toEqual([]);
    expect(await find({ q: '髙橋' })).toEqual([receipts[1]]);
    expect(await find({ q: 'hanako.yamada@example' })).toEqual([receipts[2]]);
    expect(await find({ q: 'nobody@example.jp' })).toEqual([]);
    expect(await find({ prefecture: '岐阜県' })).toEqual([receipts[1]]);
    expect(await find({ plan: 'plan1G' })).toEqual([...receipts].sort());
    expect(await find({ plan: 'plan10G' })).toEqual([]);
    expect(await find({ q: receipts[2]!.toLowerCase() })).toEqual([receipts[2]]);
    expect(await find({ q: 'たかはし' })).toEqual([receipts[1]]);
    expect(await find({ q: 'ﾊﾅｺ' })).toEqual([receipts[2]]);
    expect(await find({ q: '058-111' })).toEqual([receipts[1]]);
    expect(await find({ q: '090-1234-5678' })).toEqual([...receipts].sort());
    const today = receipts[0]!.slice(2, 10).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
    expect(await find({ from: today, to: today })).toEqual([...receipts].sort());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00+09:00`) + 86_400_000 + 9 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    expect(await find({ from: tomorrow })).toEqual([]);
    expect(await find({ to: '2000-01-01' })).toEqual([]);
  });

  it('sorts by status and construction date; scopes 本日・未対応・自分の担当', async () => {
    const db = server.database.db;
    const order = (params: Record<string, string>) =>
      findRecords(db, 'applications', parseRecordFilter('applications', params), 50, {
        viewerId: 'staff-2',
        now: Date.now(),
      }).then((page) => page.rows.map((r) => r.row.receiptNumber));
    // Workflow order: 工事日確定 (2) before 開通 (0) before キャンセル (1).
    expect(await order({ sort: 'status', dir: 'asc' })).toEqual([
      receipts[2],
      receipts[0],
      receipts[1],
    ]);
    expect(await order({ sort: 'status', dir: 'desc' })).toEqual([
      receipts[1],
      receipts[0],
      receipts[2],
    ]);
    expect(await order({ sort: 'construction', dir: 'asc' })).toEqual([
      receipts[0],
      receipts[2],
      receipts[1],
    ]);
    expect(await order({ scope: 'mine' })).toEqual([receipts[2]]);
    expect(await order({ scope: 'open' })).toEqual([]);
    expect((await order({ scope: 'today' })).sort()).toEqual([...receipts].sort());
  });

  it('marks 重複の可能性: same phone, or same address and name, within 30 days', async () => {
    const db = server.database.db;
    const page = await findRecords(db, 'applications', parseRecordFilter('applications', {}), 50);
    const marked = page.rows
      .filter((r) => page.duplicates.has(r.row.id))
      .map((r) => r.row.receiptNumber)
      .sort();
    // 0 and 2 share 052-123-4567; 1 (Gifu, 058-111-2222) shares neither phone nor address.
    expect(marked).toEqual([receipts[0], receipts[2]].sort());
  });

  it('pages by 50 with the total', async () => {
    const page = await findRecords(
      server.database.db,
      'applications',
      parseRecordFilter('applications', { page: '2' }),
      2,
    );
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(1);
  });
});

describe('CSV export bytes', () => {
  it('UTF-8 with BOM and Shift_JIS (CP932) decode to the same text; bank numbers masked', async () => {
    const spy = vi.spyOn(console, 'log');
    const { csv, count } = await staffApplicationsCsv(
      server.database.db,
      parseRecordFilter('applications', {}),
    );
    expect(count).toBe(3);
    const utf8 = encodeCsv(csv, 'utf-8');
    expect([...utf8.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(utf8.subarray(3).toString('utf8')).toBe(csv);

    const sjis = encodeCsv(csv, 'shift_jis');
    // No BOM: the file starts with 受 (8E F3) of 受付番号.
    expect([...sjis.subarray(0, 2)]).toEqual([0x8e, 0xf3]);
    const decoded = new TextDecoder('shift_jis').decode(sjis);
    // Only the JIS/CP932 look-alikes change (約1〜2ヶ月 → 約1～2ヶ月); nothing becomes '?'.
    expect(decoded).toBe(toCp932Text(csv));
    expect(decoded).toContain('約1～2ヶ月');
    expect(decoded).not.toContain('?');
    expect(iconv.decode(sjis, 'cp932')).toBe(decoded);
    for (const name of ['山田', '髙橋', 'ヤマダ', 'タカハシ', 'ハナコ', '名古屋市中区']) {
      expect(decoded).toContain(name);
    }
    // 山田 in Shift_JIS is 8E 52 93 63; 髙 (CP932 extension) is FB FC.
    expect(sjis.includes(Buffer.from([0x8e, 0x52, 0x93, 0x63]))).toBe(true);
    expect(sjis.includes(Buffer.from([0xfb, 0xfc]))).toBe(true);
    expect(decoded).not.toContain('3141592');
    expect(decoded).toContain('****592');
    expect(spy).not.toHaveBeenCalled();
  });

  it('has Japanese headers, words for codes and amounts as plain numbers (decoded as CP932)', async () => {
    const { csv } = await staffApplicationsCsv(
      server.database.db,
      parseRecordFilter('applications', {}),
    );
    const decoded = iconv.decode(encodeCsv(csv, 'shift_jis'), 'cp932');
    const [header, ...lines] = decoded.trimEnd().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 8)).toEqual([
      '受付番号',
      '受付日時',
      'ステータス',
      '工事日',
      '担当',
      'キャンセルの理由',
      'コース',
      '基本メニュー',
    ]);
    for (const name of ['携帯電話番号', '日中の電話番号', '実質月額', '初月', '性別'])
      expect(columns).toContain(name);
    expect(columns.every((c) => /[^\x00-\x7F]/.test(c))).toBe(true);
    const cells = (line: string) =>
      Object.fromEntries(line.split(',').map((v, i) => [columns[i], v]));
    const byReceipt = new Map(lines.map((l) => [cells(l)['受付番号'], cells(l)]));
    const first = byReceipt.get(receipts[0]!)!;
    expect(first['ステータス']).toBe('開通');
    expect(first['コース']).toBe('1ギガ');
    expect(first['日中の電話番号']).toBe('052-123-4567');
    expect(first['携帯電話番号']).toBe('090-1234-5678');
    // The amounts are plain numbers (no 円, no thousands separator), so Excel can add them.
    for (const amount of ['実質月額', '初月', '初期費用', '月額（2～12か月目・最小）'])
      expect(first[amount], amount).toMatch(/^\d+$/);
    const cancelled = byReceipt.get(receipts[1]!)!;
    expect([cancelled['ステータス'], cancelled['キャンセルの理由']]).toEqual([
      'キャンセル',
      '重複',
    ]);
    expect(byReceipt.get(receipts[2]!)!['担当']).toBe('鈴木 花子');
  });
});
