import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  STATUS_LABELS,
  checkTransition,
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

const extras = (to: ApplicationStatus) => ({
  constructionDate: to === 'scheduled' ? '2026-12-01' : null,
  note: to === 'cancelled' ? 'お客さま都合' : '',
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
      expect(checkTransition({ from: 'scheduling', to: 'scheduled', constructionDate })).toEqual({
        ok: false,
        field: 'constructionDate',
        message: '工事日を入力してください',
      });
    }
    expect(
      checkTransition({ from: 'scheduling', to: 'scheduled', constructionDate: '2028-02-29' }),
    ).toMatchObject({ ok: true, constructionDate: '2028-02-29' });
  });

  it('キャンセル needs a reason', () => {
    expect(checkTransition({ from: 'reviewing', to: 'cancelled', note: '  ' })).toMatchObject({
      ok: false,
      field: 'note',
    });
    expect(checkTransition({ from: 'reviewing', to: 'cancelled', note: ' 重複申込 ' })).toEqual({
      ok: true,
      constructionDate: null,
      note: '重複申込',
    });
  });
});
