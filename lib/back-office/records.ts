import { PREFECTURES } from '@/lib/validation/area-labels';
import { SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import { APPLICATION_STATUSES, type ApplicationStatus } from './status';

/**
 * The four kinds of stored requests the back office lists (URL segment → label), and the list
 * filters of a kind, parsed from the query string of a list or export URL. Dates are Japan-time
 * calendar days (from 00:00 of `from` to the end of `to`).
 */
export const RECORD_KINDS = ['applications', 'contacts', 'transfers', 'upsells'] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_KIND_LABELS: Record<RecordKind, string> = {
  applications: 'お申し込み',
  contacts: 'お問い合わせ・ご相談予約',
  transfers: 'お引越し',
  upsells: 'オプションお申し込み',
};

/** Which filters a kind supports (a kind without the stored field has no such filter). */
export const KIND_FILTERS: Record<
  RecordKind,
  { status: boolean; prefecture: boolean; plan: boolean }
> = {
  applications: { status: true, prefecture: true, plan: true },
  contacts: { status: false, prefecture: true, plan: false },
  transfers: { status: false, prefecture: true, plan: false },
  upsells: { status: false, prefecture: false, plan: false },
};

/** Plans an application can carry (planData.selectedPlan) with their labels. */
export const PAGE_SIZE = 50;

export interface RecordFilter {
  status: ApplicationStatus | null;
  /** 'YYYY-MM-DD' Japan time, inclusive. */
  from: string | null;
  to: string | null;
  prefecture: string | null;
  plan: string | null;
  /** Receipt number, name kana or phone (digits). */
  q: string | null;
  /** 1-based. */
  page: number;
}

export function isRecordKind(value: unknown): value is RecordKind {
  return typeof value === 'string' && (RECORD_KINDS as readonly string[]).includes(value);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function param(params: Params, name: string): string | null {
  const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed.slice(0, 100);
}

/**
 * The filter of a list or export URL; unknown or malformed values are dropped (an empty filter
 * lists everything), filters the kind does not support are ignored.
 */
export function parseRecordFilter(kind: RecordKind, params: Params): RecordFilter {
  const supports = KIND_FILTERS[kind];
  const status = param(params, 'status');
  const prefecture = param(params, 'prefecture');
  const from = param(params, 'from');
  const to = param(params, 'to');
  const page = Number(param(params, 'page') ?? '1');
  return {
    status:
      supports.status && (APPLICATION_STATUSES as readonly string[]).includes(status ?? '')
        ? (status as ApplicationStatus)
        : null,
    from: from && ISO_DAY.test(from) ? from : null,
    to: to && ISO_DAY.test(to) ? to : null,
    prefecture:
      supports.prefecture && (PREFECTURES as readonly string[]).includes(prefecture ?? '')
        ? prefecture
        : null,
    plan:
      supports.plan && (param(params, 'plan') ?? '') in SELECTED_PLAN_LABELS
        ? param(params, 'plan')
        : null,
    q: param(params, 'q'),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string of a filter (without page unless asked), for links and the export URL. */
export function filterQuery(filter: RecordFilter, extra: Record<string, string> = {}): string {
  const entries: [string, string][] = [];
  for (const key of ['status', 'from', 'to', 'prefecture', 'plan', 'q'] as const) {
    const value = filter[key];
    if (value) entries.push([key, value]);
  }
  for (const [k, v] of Object.entries(extra)) entries.push([k, v]);
  const query = new URLSearchParams(entries).toString();
  return query ? `?${query}` : '';
}
