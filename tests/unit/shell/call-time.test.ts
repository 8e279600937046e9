import { describe, expect, it } from 'vitest';
import { getCallTime } from '@/lib/settings/call-time';
import { defaultSettings } from '@/lib/state/types';

describe('getCallTime', () => {
  it('uses the spec defaults (display 10-18, phone 10-19) without settings', () => {
    const t = getCallTime();
    expect([t.displayFirstTime, t.displayLastTime, t.telFirstTime, t.telLastTime]).toEqual([
      10, 18, 10, 19,
    ]);
    expect(t.displayText).toBe('10:00〜18:00');
    expect(t.telText).toBe('10:00〜19:00');
    expect(getCallTime(null)).toEqual(t);
    expect(getCallTime(defaultSettings)).toEqual(t);
  });

  it('reads hours from settings', () => {
    const t = getCallTime({
      callTime: { displayFirstTime: 9, displayLastTime: 20, telFirstTime: 8, telLastTime: 21 },
    });
    expect(t.displayText).toBe('9:00〜20:00');
    expect(t.telText).toBe('8:00〜21:00');
  });

  it.each([
    ['first after last', { displayFirstTime: 18, displayLastTime: 10 }],
    ['non-integer', { displayFirstTime: 9.5, displayLastTime: 18 }],
    ['out of range', { displayFirstTime: -1, displayLastTime: 30 }],
    ['missing', {}],
  ])('falls back per pair when the display pair is %s', (_, display) => {
    const t = getCallTime({
      callTime: { telFirstTime: 9, telLastTime: 17, ...display } as never,
    });
    expect(t.displayText).toBe('10:00〜18:00');
    expect(t.telText).toBe('9:00〜17:00');
  });
});
