import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  STATUS_LABELS,
  checkTransition,
  constructionDateWindow,
  nextStatuses,
  type ApplicationStatus,
} from '@/lib/back-office/status';

/** The workflow as the back office describes it: 受付 → 内容確認中 → 工事日調整中 → 工事日確定 → 開通, キャンセル before 開通. */
const ALLOWED: [ApplicationStatus, ApplicationStatus][] = [
  ['received', 'reviewing'],
  ['received', 'cancelled'],
  ['reviewing', 'scheduling'],
  ['reviewing', 'cancelled'],
  ['scheduling', 'scheduled'],
  ['scheduling', 'cancelled'],
  ['scheduled', 'active'],
  ['scheduled', 'scheduling'],
  ['scheduled', 'cancelled'],
];

/** Today in Japan for every case: 2026-11-27. */
const today = { year: 2026, month: 11, date: 27 };

const extras = (to: ApplicationStatus) => ({
  constructionDate: to === 'scheduled' ? '2026-12-01' : null,
  currentConstructionDate: '2026-11-27',
  note: to === 'cancelled' ? 'お客さま都合' : '',
  today,
});

describe('status transitions', () => {
  it('labels follow the workflow', () => {
    expect(APPLICATION_STATUSES.map((s) => STATUS_LABELS[s])).toEqual([
      '受付',
      '内容確認中',
      '工事日調整中',
      '工事日確定',
      '開通',
      'キャンセル',
    ]);
  });

  for (const from of APPLICATION_STATUSES) {
    for (const to of APPLICATION_STATUSES) {
      const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
      it(`${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const result = checkTransition({ from, to, ...extras(to) });
        expect(result.ok).toBe(allowed);
        expect(nextStatuses(from).includes(to)).toBe(allowed);
        if (!result.ok) expect(result.field).toBe('to');
      });
    }
  }

  it('開通 and キャンセル are final', () => {
    expect(nextStatuses('active')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it('工事日確定 needs a real calendar day', () => {
    for (const constructionDate of [null, '', '2026-02-30', '2026/12/01', 'tomorrow']) {
      expect(
        checkTransition({ from: 'scheduling', to: 'scheduled', constructionDate, today }),
      ).toEqual({
        ok: false,
        field: 'constructionDate',
        message: '工事日を入力してください',
      });
    }
    expect(
      checkTransition({
        from: 'scheduling',
        to: 'scheduled',
        constructionDate: '2027-02-28',
        today: { year: 2026, month: 8, date: 31 },
      }),
    ).toMatchObject({ ok: true, constructionDate: '2027-02-28' });
  });

  it('工事日 runs from tomorrow to six months ahead (Japan time)', () => {
    expect(constructionDateWindow(today)).toEqual({ min: '2026-11-28', max: '2027-05-27' });
    for (const constructionDate of ['2020-01-01', '2026-11-27', '2027-05-28', '2099-12-31']) {
      expect(
        checkTransition({ from: 'scheduling', to: 'scheduled', constructionDate, today }),
      ).toEqual({
        ok: false,
        field: 'constructionDate',
        message: '工事日は2026-11-28（明日）から2027-05-27（6か月後）までの日付を入力してください',
      });
    }
    for (const constructionDate of ['2026-11-28', '2027-05-27'])
      expect(
        checkTransition({ from: 'scheduling', to: 'scheduled', constructionDate, today }).ok,
      ).toBe(true);
  });

  it('開通 waits for the construction date on file', () => {
    const to = 'active' as const;
    expect(
      checkTransition({ from: 'scheduled', to, currentConstructionDate: '2026-12-22', today }),
    ).toEqual({
      ok: false,
      field: 'to',
      message: '工事日（2026-12-22）より前に「開通」にはできません',
    });
    expect(
      checkTransition({ from: 'scheduled', to, currentConstructionDate: '2026-11-27', today }).ok,
    ).toBe(true);
    expect(
      checkTransition({ from: 'scheduled', to, currentConstructionDate: '2026-11-01', today }).ok,
    ).toBe(true);
  });

  it('キャンセル needs a reason', () => {
    expect(
      checkTransition({ from: 'reviewing', to: 'cancelled', note: '  ', today }),
    ).toMatchObject({
      ok: false,
      field: 'note',
    });
    expect(
      checkTransition({ from: 'reviewing', to: 'cancelled', note: ' 重複申込 ', today }),
    ).toEqual({
      ok: true,
      constructionDate: null,
      note: '重複申込',
    });
  });
});
