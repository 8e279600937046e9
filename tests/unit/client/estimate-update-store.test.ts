import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_UPDATE_KEY,
  loadEstimateUpdate,
  saveEstimateUpdate,
} from '@/lib/state/estimate-update-store';
import type { EstimateUpdate } from '@/lib/pricing/quote';
import { MemoryStorage, throwingStorage } from './memory-storage';

const update: EstimateUpdate = {
  appliedAt: '2026-12-01T00:00:00.000Z',
  estimate: {
    totals: {
      firstMonth: 0,
      months2to12: { min: 5170, max: 5720, total: 61930 },
      firstYear: 61930,
      twoYear: 130570,
      threeYear: 199210,
      benefitsWithin3Years: 10000,
      effectiveMonthly: 5256,
    },
    campaigns: ['original-add'],
  },
  changes: [{ key: 'totals.firstMonth', label: '初月', before: '980円', after: '0円' }],
};

describe('estimate update across a reload (sessionStorage)', () => {
  it('saves and loads the same update; null removes it', () => {
    const storage = new MemoryStorage();
    expect(saveEstimateUpdate(storage, update)).toBe(true);
    expect(loadEstimateUpdate(storage)).toEqual(update);
    saveEstimateUpdate(storage, null);
    expect(storage.getItem(ESTIMATE_UPDATE_KEY)).toBeNull();
    expect(loadEstimateUpdate(storage)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{'],
    ['no clock', JSON.stringify({ ...update, appliedAt: 'yesterday' })],
    [
      'a total that is not yen',
      JSON.stringify({
        ...update,
        estimate: { ...update.estimate, totals: { ...update.estimate.totals, threeYear: '1' } },
      }),
    ],
    [
      'a change without its label',
      JSON.stringify({ ...update, changes: [{ key: 'totals.firstMonth' }] }),
    ],
  ])('%s: nothing is held, and the stored value is dropped', (_name, text) => {
    const storage = new MemoryStorage();
    storage.setItem(ESTIMATE_UPDATE_KEY, text);
    expect(loadEstimateUpdate(storage)).toBeNull();
    if (text !== '{') expect(storage.getItem(ESTIMATE_UPDATE_KEY)).toBeNull();
  });

  it('unavailable storage: nothing held, nothing thrown', () => {
    expect(loadEstimateUpdate(throwingStorage)).toBeNull();
    expect(saveEstimateUpdate(throwingStorage, update)).toBe(false);
  });
});
