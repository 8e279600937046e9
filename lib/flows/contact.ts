import { contactTimeSlots, type ContactCallTime } from '@/lib/validation/contact-choices';
import { compareDates, hourInJapan, parseDateText, systemClock, todayInJapan } from '@/lib/time';

export interface ContactSlot {
  /** 'HH:00' (the value contactSchema accepts). */
  value: string;
  /** 'HH:00〜HH:00'. */
  label: string;
}

/**
 * The time slots offered for one preferred date on /contact/: the one-hour slots
 * inside the reception hours of settings.callTime [displayFirstTime, displayLastTime) (Japan time;
 * contactTimeSlots of lib/validation/contact-choices.ts), minus, for today, the slots that
 * already started. No date (''), an unreadable date or a past date gives no slot. The schema refuses the same
 * choices, so the picker never offers what the server would refuse. `now` is epoch ms.
 */
export function bookableSlots(
  callTime: ContactCallTime,
  preferredDate: string,
  now: number = systemClock(),
): ContactSlot[] {
  const date = preferredDate ? parseDateText(preferredDate) : null;
  if (!date) return [];
  const cmp = compareDates(date, todayInJapan(now));
  if (cmp < 0) return [];
  const slots = contactTimeSlots(callTime);
  if (cmp > 0) return slots;
  const hour = hourInJapan(now);
  return slots.filter((s) => Number(s.value.slice(0, 2)) > hour);
}
