/**
 * Application status workflow of the back office (ARCHITECTURE "Operations"):
 * 受付 → 内容確認中 → 工事日調整中 → 工事日確定 (with the construction date) → 開通, and キャンセル (with a
 * reason) from any status before 開通. 工事日確定 may go back to 工事日調整中 when the date moves.
 * 開通 and キャンセル are final. The table below is the only place these rules live: the server
 * checks every change with `checkTransition`, the detail page offers `nextStatuses(current)`.
 */
import { addDays, addMonths, formatIsoDate, isRealDate, type CalendarDate } from '@/lib/time';

export const APPLICATION_STATUSES = [
  'received',
  'reviewing',
  'scheduling',
  'scheduled',
  'active',
  'cancelled',
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Japanese labels shown to staff and to the applicant (/apply/status/). */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: '受付',
  reviewing: '内容確認中',
  scheduling: '工事日調整中',
  scheduled: '工事日確定',
  active: '開通',
  cancelled: 'キャンセル',
};

/** Allowed transitions: from → the statuses it may change to. */
export const STATUS_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  received: ['reviewing', 'cancelled'],
  reviewing: ['scheduling', 'cancelled'],
  scheduling: ['scheduled', 'cancelled'],
  scheduled: ['active', 'scheduling', 'cancelled'],
  active: [],
  cancelled: [],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The statuses an application in `from` may move to (empty for 開通 and キャンセル). */
export function nextStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return STATUS_TRANSITIONS[from];
}

/** The final statuses: changing to one needs a confirmation naming the receipt and the status. */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['active', 'cancelled'];

export function isFinalStatus(status: ApplicationStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** The longest stored memo (characters). */
export const NOTE_MAX_LENGTH = 1000;

/**
 * The days a construction date may take, judged on `today` in Japan: from tomorrow to six months
 * ahead, both 'YYYY-MM-DD' inclusive (a date in the past or years away is a typing mistake).
 */
export function constructionDateWindow(today: CalendarDate): { min: string; max: string } {
  return { min: formatIsoDate(addDays(today, 1)), max: formatIsoDate(addMonths(today, 6)) };
}

export interface TransitionInput {
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** 'YYYY-MM-DD' (Japan-time calendar day): required for 'scheduled'. */
  constructionDate?: string | null;
  /** Free text; required (the reason) for 'cancelled'. */
  note?: string | null;
  /** The construction date on file ('YYYY-MM-DD' or null): 開通 waits for it. */
  currentConstructionDate?: string | null;
  /** Today in Japan (todayInJapan of lib/time.ts). */
  today: CalendarDate;
}

export type TransitionCheck =
  | { ok: true; constructionDate: string | null; note: string }
  | { ok: false; field: 'to' | 'constructionDate' | 'note'; message: string };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Checks one status change against the table and the calendar (Japan time): the move must be in
 * STATUS_TRANSITIONS; 工事日確定 needs a construction date from tomorrow to six months ahead
 * (constructionDateWindow); 開通 is refused before the construction date on file; キャンセル needs
 * the reason; a memo is at most NOTE_MAX_LENGTH characters. Returns the values to store (the
 * construction date only for 'scheduled'; the server keeps the stored one for 'active' and clears
 * it for the others — see changeApplicationStatus) or the field and the Japanese message of the
 * first problem.
 */
export function checkTransition(input: TransitionInput): TransitionCheck {
  const note = (input.note ?? '').trim();
  if (!STATUS_TRANSITIONS[input.from].includes(input.to)) {
    return {
      ok: false,
      field: 'to',
      message: `「${STATUS_LABELS[input.from]}」から「${STATUS_LABELS[input.to]}」へは変更できません`,
    };
  }
  if (note.length > NOTE_MAX_LENGTH) {
    return {
      ok: false,
      field: 'note',
      message: `メモは${NOTE_MAX_LENGTH}文字以内で入力してください`,
    };
  }
  if (input.to === 'scheduled') {
    const day = (input.constructionDate ?? '').trim();
    if (!isCalendarDay(day))
      return { ok: false, field: 'constructionDate', message: '工事日を入力してください' };
    const { min, max } = constructionDateWindow(input.today);
    if (day < min || day > max)
      return {
        ok: false,
        field: 'constructionDate',
        message: `工事日は${min}（明日）から${max}（6か月後）までの日付を入力してください`,
      };
    return { ok: true, constructionDate: day, note };
  }
  if (input.to === 'active') {
    const date = input.currentConstructionDate ?? null;
    if (!date || date > formatIsoDate(input.today))
      return {
        ok: false,
        field: 'to',
        message: `工事日（${date ?? '未定'}）より前に「開通」にはできません`,
      };
  }
  if (input.to === 'cancelled' && note === '') {
    return { ok: false, field: 'note', message: 'キャンセルの理由を入力してください' };
  }
  return { ok: true, constructionDate: null, note };
}
