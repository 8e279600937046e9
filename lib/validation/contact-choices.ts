import { defaultSettings, type Settings } from '@/lib/state/types';
import { addDays, formatIsoDate, systemClock, todayInJapan, type Clock } from '@/lib/time';

// Without zod, so that /contact/ and /transfer/ render their choices before the schemas load
// (the forms import the schemas on first use); lib/validation/contact.ts imports them from here.

/** inquiryType of /contact/, with the labels the form shows. */
export const INQUIRY_TYPES = [
  'visitReservation',
  'homeVisit',
  'phoneReservation',
  'documentRequest',
  'other',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  visitReservation: '来店予約',
  homeVisit: '訪問予約',
  phoneReservation: 'お電話でのご相談予約',
  documentRequest: '資料請求',
  other: 'その他のお問い合わせ',
};

/** Inquiry types that book a date and time slot (preferredDate and preferredTime required). */
export const RESERVATION_TYPES: readonly InquiryType[] = [
  'visitReservation',
  'homeVisit',
  'phoneReservation',
];
/** Inquiry types that need a postal address (a visit, or documents to post). */
export const ADDRESS_TYPES: readonly InquiryType[] = ['homeVisit', 'documentRequest'];

export type ContactCallTime = Pick<Settings['callTime'], 'displayFirstTime' | 'displayLastTime'>;

/**
 * The bookable one-hour slots inside the reception hours [displayFirstTime, displayLastTime)
 * (settings.callTime, Japan time; defaults 10-18 from spec 9): value 'HH:00', label 'HH:00〜HH:00'.
 */
export function contactTimeSlots(
  callTime: ContactCallTime = defaultSettings.callTime,
): { value: string; label: string }[] {
  const slots: { value: string; label: string }[] = [];
  for (
    let h = Math.max(0, callTime.displayFirstTime);
    h < Math.min(24, callTime.displayLastTime);
    h += 1
  ) {
    const start = `${String(h).padStart(2, '0')}:00`;
    slots.push({ value: start, label: `${start}〜${String(h + 1).padStart(2, '0')}:00` });
  }
  return slots;
}

/** The first and last bookable day ('YYYY-MM-DD', Japan time) for a date input's min and max. */
export function contactDateRange(options: { now?: Clock; maxDaysAhead?: number } = {}): {
  min: string;
  max: string;
} {
  const today = todayInJapan((options.now ?? systemClock)());
  return {
    min: formatIsoDate(today),
    max: formatIsoDate(addDays(today, options.maxDaysAhead ?? 60)),
  };
}
