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

/** Rows of a list page (and the most a batch change takes at once). */
export const PAGE_SIZE = 50;

/** Receipt-number prefixes of the kinds (lib/server/db/repositories/receipts.ts): a search may leave them out. */
export const RECEIPT_PREFIXES: Record<RecordKind, string> = {
  applications: 'A-',
  contacts: 'C-',
  transfers: 'T-',
  upsells: 'U-',
};

/**
 * Sort keys of the applications list: received date, status (workflow order) or construction
 * date (empty last). Other kinds sort by received date only.
 */
export const SORT_KEYS = ['received', 'status', 'construction'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey, string> = {
  received: '受付日時',
  status: 'ステータス',
  construction: '工事日',
};

/**
 * Work scopes of the applications list: received today (Japan time), not yet worked (status
 * 受付), assigned to the viewer.
 */
export const SCOPES = ['today', 'open', 'mine'] as const;
export type Scope = (typeof SCOPES)[number];
export const SCOPE_LABELS: Record<Scope, string> = {
  today: '本日',
  open: '未対応',
  mine: '自分の担当',
};

export interface RecordFilter {
  status: ApplicationStatus | null;
  /** 'YYYY-MM-DD' Japan time, inclusive. */
  from: string | null;
  to: string | null;
  prefecture: string | null;
  plan: string | null;
  /** Receipt number (with or without its prefix), name (kanji or kana), phone or e-mail. */
  q: string | null;
  /** Applications only: the sort key and direction (default: received, newest first). */
  sort: SortKey;
  dir: 'asc' | 'desc';
  /** Applications only: a work scope, or null for all. */
  scope: Scope | null;
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
  const sort = param(params, 'sort');
  const scope = param(params, 'scope');
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
    sort:
      kind === 'applications' && (SORT_KEYS as readonly string[]).includes(sort ?? '')
        ? (sort as SortKey)
        : 'received',
    dir: param(params, 'dir') === 'asc' ? 'asc' : 'desc',
    scope:
      kind === 'applications' && (SCOPES as readonly string[]).includes(scope ?? '')
        ? (scope as Scope)
        : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/**
 * The query string of a filter (without page unless asked; sort and scope kept, defaults left
 * out), for links and the export URL. `extra` overrides (an empty value removes the key).
 */
export function filterQuery(filter: RecordFilter, extra: Record<string, string> = {}): string {
  const entries: [string, string][] = [];
  for (const key of ['status', 'from', 'to', 'prefecture', 'plan', 'q', 'scope'] as const) {
    const value = filter[key];
    if (value && !(key in extra)) entries.push([key, value]);
  }
  if (filter.sort !== 'received' && !('sort' in extra)) entries.push(['sort', filter.sort]);
  if (filter.dir !== 'desc' && !('dir' in extra)) entries.push(['dir', filter.dir]);
  for (const [k, v] of Object.entries(extra)) if (v) entries.push([k, v]);
  const query = new URLSearchParams(entries).toString();
  return query ? `?${query}` : '';
}
