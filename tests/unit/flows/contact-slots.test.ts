import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookableSlots } from '@/lib/flows/contact';
import { makeContactSchema } from '@/lib/validation/contact';

// 2026-11-21 14:30 in Japan (05:30 UTC).
const now = Date.parse('2026-11-21T05:30:00Z');
const hours = { displayFirstTime: 10, displayLastTime: 18 };
const values = (preferredDate: string, preferredTime: string) => ({
  inquiryType: 'visitReservation',
  preferredDate,
  preferredTime,
  lastName_kanji: '山田',
  firstName_kanji: '太郎',
  lastName_kana: 'ヤマダ',
  firstName_kana: 'タロウ',
  phone: '0521234567',
  isAgreePrivacy: true,
});

describe('bookableSlots (/contact/ time picker)', () => {
  it('offers every one-hour slot inside the reception hours on a later day', () => {
    expect(bookableSlots(hours, '2026-11-24', now).map((s) => s.value)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(bookableSlots(hours, '2026-11-24', now)[0]!.label).toBe('10:00〜11:00');
  });

  it('follows the hours of settings, not the defaults', () => {
    expect(
      bookableSlots({ displayFirstTime: 9, displayLastTime: 12 }, '2026-11-24', now).map(
        (s) => s.value,
      ),
    ).toEqual(['09:00', '10:00', '11:00']);
  });

  it('offers today only the slots that have not started (Japan time)', () => {
    expect(bookableSlots(hours, '2026-11-21', now).map((s) => s.value)).toEqual([
      '15:00',
      '16:00',
      '17:00',
    ]);
    // 23:30 UTC on the 20th is already the 21st, 08:30, in Japan: the whole day is still open.
    expect(bookableSlots(hours, '2026-11-21', Date.parse('2026-11-20T23:30:00Z'))).toHaveLength(8);
  });

  it('offers nothing for a past, empty or unreadable date', () => {
    expect(bookableSlots(hours, '2026-11-20', now)).toEqual([]);
    expect(bookableSlots(hours, '', now)).toEqual([]);
    expect(bookableSlots(hours, '2026-02-30', now)).toEqual([]);
  });

  it('every slot it offers is accepted by the shared contact schema, and no slot outside the hours is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 22 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5 }),
        (first, span, daysAhead) => {
          const last = Math.min(24, first + span);
          const callTime = { displayFirstTime: first, displayLastTime: last };
          const schema = makeContactSchema({ now: () => now, callTime });
          const date = `2026-11-${String(21 + daysAhead).padStart(2, '0')}`;
          const offered = bookableSlots(callTime, date, now).map((s) => s.value);
          for (const slot of offered)
            expect(schema.safeParse(values(date, slot)).success).toBe(true);
          for (let h = 0; h < 24; h += 1) {
            const slot = `${String(h).padStart(2, '0')}:00`;
            if (!offered.includes(slot))
              expect(schema.safeParse(values(date, slot)).success).toBe(false);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the schema refuses a past date and a slot outside the hours with Japanese messages at the field', () => {
    const schema = makeContactSchema({ now: () => now, callTime: hours });
    const past = schema.safeParse(values('2026-11-20', '11:00'));
    expect(past.success).toBe(false);
    expect(past.error!.issues.find((i) => i.path[0] === 'preferredDate')?.message).toBe(
      '過去の日付は選択できません',
    );
    const late = schema.safeParse(values('2026-11-24', '18:00'));
    expect(late.error!.issues.find((i) => i.path[0] === 'preferredTime')?.message).toBe(
      'ご希望の時間帯は受付時間（10時〜18時）の中から選択してください',
    );
  });
});
