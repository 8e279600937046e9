import { describe, expect, it } from 'vitest';
import {
  defaultPersistedState,
  loadPersistedState,
  PERSISTED_STATE_KEY,
  savePersistedState,
  type PersistedState,
} from '@/lib/state/persisted-state';
import { defaultPlanData } from '@/lib/state/types';
import { MemoryStorage, throwingStorage } from './memory-storage';

const filled = (): PersistedState => {
  const s = defaultPersistedState();
  s.settings.version = '4.2.0';
  s.planData = {
    ...s.planData,
    selectedPlan: 'plan10G',
    isAreaChecked: true,
    baseMenu: 2,
    isTV: true,
  };
  s.campaignData = { ...s.campaignData, baseCampaign: 'is50000CP', introducerId: 'A1' };
  s.applicationDetails = { receiptNo: 'R-1' };
  s.agreements = { isAgreeTerms: true };
  s.agreeOfTelecomServiceInfo = { isNet: true, isPhone: true, isTV: false, isGigazo: false };
  return s;
};

describe('defaults (spec 3)', () => {
  it('carry the spec defaults, with no paid option chosen for the visitor', () => {
    const d = defaultPersistedState();
    expect(d.planData).toMatchObject({
      isAnshinSupport: false,
      baseMenu: 0,
      kurashiSupportPlan: 'bike+home',
      netflixPlan: 'none',
      contractTerm: '2year',
      daznPlan: 'monthly',
      videoPlan: 'point+video990',
    });
    expect(d.settings.version).toBe('4.0.0');
    expect(d.agreeOfTelecomServiceInfo).toEqual({
      isNet: false,
      isPhone: false,
      isTV: false,
      isGigazo: false,
    });
  });
});

describe('save and load', () => {
  it('round-trips under one versioned key', () => {
    const storage = new MemoryStorage();
    expect(savePersistedState(storage, filled())).toBe(true);
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe(PERSISTED_STATE_KEY);
    expect(loadPersistedState(storage)).toEqual(filled());
  });
  it('never writes customerData, even when the object carries it', () => {
    const storage = new MemoryStorage();
    const withCustomer = {
      ...filled(),
      customerData: { lastName: '山田', mail: 'a@b.jp' },
    } as PersistedState;
    savePersistedState(storage, withCustomer);
    const text = storage.getItem(PERSISTED_STATE_KEY) ?? '';
    expect(text).not.toContain('customerData');
    expect(text).not.toContain('山田');
  });
  it.each([
    ['corrupt JSON', '{"version":1,'],
    ['older shape without version', JSON.stringify({ planData: { selectedPlan: 'plan10G' } })],
    ['older version', JSON.stringify({ version: 0, state: { planData: {} } })],
    ['state not an object', JSON.stringify({ version: 1, state: [] })],
  ])('%s is discarded: defaults returned and the key removed', (_l, text) => {
    const storage = new MemoryStorage();
    storage.setItem(PERSISTED_STATE_KEY, text);
    expect(loadPersistedState(storage)).toEqual(defaultPersistedState());
    expect(storage.getItem(PERSISTED_STATE_KEY)).toBeNull();
  });
  it('mistyped fields fall back one by one', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          planData: { selectedPlan: 'plan10G', baseMenu: '2', prefecture: '愛知県' },
          agreements: { a: true, b: 'yes' },
          applicationDetails: { r: 'x', o: {} },
        },
      }),
    );
    const s = loadPersistedState(storage);
    expect(s.planData).toEqual({
      ...defaultPlanData,
      selectedPlan: 'plan10G',
      prefecture: '愛知県',
    });
    expect(s.agreements).toEqual({ a: true });
    expect(s.applicationDetails).toEqual({ r: 'x' });
  });
  it('missing or throwing storage gives defaults without throwing', () => {
    expect(loadPersistedState(new MemoryStorage())).toEqual(defaultPersistedState());
    expect(loadPersistedState(throwingStorage)).toEqual(defaultPersistedState());
    expect(savePersistedState(throwingStorage, filled())).toBe(false);
  });
});
