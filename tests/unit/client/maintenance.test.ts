import { describe, expect, it } from 'vitest';
import {
  isMaintenanceMode,
  shouldShowMaintenanceModal,
  type MaintenanceSettings,
} from '@/lib/settings/maintenance';

const window1: MaintenanceSettings = {
  isAlwaysDisplay: false,
  category: 'maintenance',
  text: 'メンテナンスのお知らせ',
  firstDate: '2026-03-10',
  lastDate: '2026-03-11',
};

/** Instants written with an explicit +09:00 offset so the table reads in Japan time. */
const jst = (s: string) => Date.parse(`${s}+09:00`);

describe('isMaintenanceMode (Japan time)', () => {
  it.each([
    ['one ms before firstDate', '2026-03-09T23:59:59.999', false],
    ['start of firstDate', '2026-03-10T00:00:00.000', true],
    ['middle', '2026-03-11T12:00:00.000', true],
    ['end of lastDate day', '2026-03-11T23:59:59.999', true],
    ['start of the day after lastDate', '2026-03-12T00:00:00.000', false],
  ])('%s → %s', (_label, at, expected) => {
    expect(isMaintenanceMode(window1, jst(at))).toBe(expected);
  });

  it('judges in Japan time, not UTC: 2026-03-09T15:00Z is already 03-10 00:00 JST', () => {
    expect(isMaintenanceMode(window1, Date.parse('2026-03-09T15:00:00.000Z'))).toBe(true);
    expect(isMaintenanceMode(window1, Date.parse('2026-03-09T14:59:59.999Z'))).toBe(false);
  });

  it('isAlwaysDisplay turns it on whatever the dates', () => {
    expect(
      isMaintenanceMode(
        { ...window1, isAlwaysDisplay: true, firstDate: null, lastDate: null },
        jst('2020-01-01T00:00:00'),
      ),
    ).toBe(true);
  });

  it.each([[{ firstDate: null }], [{ lastDate: null }], [{ firstDate: 'not a date' }]])(
    'missing or bad dates → off (%o)',
    (patch) => {
      expect(isMaintenanceMode({ ...window1, ...patch }, jst('2026-03-10T12:00:00'))).toBe(false);
    },
  );

  it('an ISO firstDate with a time starts at that instant', () => {
    const m = { ...window1, firstDate: '2026-03-10T02:00:00+09:00' };
    expect(isMaintenanceMode(m, jst('2026-03-10T01:59:59'))).toBe(false);
    expect(isMaintenanceMode(m, jst('2026-03-10T02:00:00'))).toBe(true);
  });
});

describe('shouldShowMaintenanceModal (Japan time)', () => {
  it.each([
    ['one ms before the 24 hours before firstDate', '2026-03-08T23:59:59.999', false],
    ['exactly 24 hours before firstDate', '2026-03-09T00:00:00.000', true],
    ['during maintenance', '2026-03-10T08:00:00.000', true],
    ['end of lastDate day', '2026-03-11T23:59:59.999', true],
    ['after lastDate', '2026-03-12T00:00:00.000', false],
  ])('%s → %s', (_label, at, expected) => {
    expect(shouldShowMaintenanceModal(window1, jst(at))).toBe(expected);
  });

  it('the notice day shows the modal while maintenance mode is still off', () => {
    const at = jst('2026-03-09T10:00:00');
    expect(shouldShowMaintenanceModal(window1, at)).toBe(true);
    expect(isMaintenanceMode(window1, at)).toBe(false);
  });

  it.each([
    [false, '2026-03-10T08:00:00'],
    [true, '2026-03-10T08:00:00'],
  ])('category reserve never shows the modal (isAlwaysDisplay %s)', (isAlwaysDisplay, at) => {
    expect(
      shouldShowMaintenanceModal({ ...window1, category: 'reserve', isAlwaysDisplay }, jst(at)),
    ).toBe(false);
  });

  it('isAlwaysDisplay shows it without dates', () => {
    expect(
      shouldShowMaintenanceModal(
        { ...window1, isAlwaysDisplay: true, firstDate: null, lastDate: null },
        jst('2030-01-01T00:00:00'),
      ),
    ).toBe(true);
  });

  it('no dates and not always → hidden', () => {
    expect(
      shouldShowMaintenanceModal(
        { ...window1, firstDate: null, lastDate: null },
        jst('2026-03-10T00:00:00'),
      ),
    ).toBe(false);
  });
});
