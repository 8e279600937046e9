import 'server-only';
import { eq } from 'drizzle-orm';
import { applicationsSince, requestsSince, type StoredRecord } from '../back-office/record-queries';
import {
  APPLICATION_EXPORT_COLUMNS,
  at,
  jst,
  storedMonthly,
  text,
  toCsv,
} from '../back-office/csv';
import { formatYen } from '@/lib/pricing/format';
import { defaultSettings } from '@/lib/state/types';
import { isJstDateValue, parseJapanInstant } from '@/lib/time';
import type { Db } from '../db/client';
import { clearMaintenanceCache } from '../db/repositories/maintenance';
import { settings } from '../db/schema';

/* The operator CLI's operations (scripts/admin.ts, README "Operator CLI"). */

/**
 * 'YYYY-MM-DD' (00:00 Japan time), a date-time (Japan time unless it has an offset) or an ISO
 * instant to a Date (parseJapanInstant of lib/time.ts); throws on anything else.
 */
export function parseSince(value: string | undefined): Date {
  if (!value) return new Date(0);
  const since = parseJapanInstant(value);
  if (since === null) throw new Error(`--since: not a date: ${value} (use YYYY-MM-DD, Japan time)`);
  return new Date(since);
}

/** CSV (header + one line per application, CRLF) of applications since `since`; bank numbers masked. */
export async function exportApplicationsCsv(db: Db, since: Date): Promise<string> {
  return toCsv(APPLICATION_EXPORT_COLUMNS, await applicationsSince(db, since));
}

/**
 * One summary line per application: receipt, time (JST), plan, name, masked account, for an
 * apartment the building and room number (installationInfo.line2_kanji / line3_kanji, else '-'),
 * and from the stored quote 月額 (months 2-12) and 実質月額 ('-' for rows stored before quotes).
 */
export async function listApplications(db: Db, since: Date): Promise<string[]> {
  const rows = await applicationsSince(db, since);
  return rows.map((r) =>
    [
      r.receiptNumber,
      jst(r.createdAt),
      text(at(r.formData, 'planData.selectedPlan')),
      `${text(at(r.formData, 'form2.lastName_kanji'))} ${text(at(r.formData, 'form2.firstName_kanji'))}`,
      r.bankAccountNoMasked ?? '-',
      text(at(r.formData, 'installationInfo.line3_kanji'))
        ? `${text(at(r.formData, 'installationInfo.line2_kanji'))} ${text(at(r.formData, 'installationInfo.line3_kanji'))}`.trim()
        : '-',
      r.quote ? `月額 ${storedMonthly(r)}` : '-',
      r.quote ? `実質月額 ${formatYen(r.quote.totals.effectiveMonthly)}` : '-',
    ].join('\t'),
  );
}

/** The summary fields of a contact, transfer request or up-sell application (listRequests). */
function requestFields(record: StoredRecord): string[] {
  const { row } = record;
  const head = [row.receiptNumber, jst(row.createdAt)];
  switch (record.kind) {
    case 'transfers':
      return [...head, record.row.customerNumber, text(at(record.row.data, 'movingDate'))];
    case 'upsells':
      return [
        ...head,
        text(at(record.row.data, 'customerNumber')),
        text(at(record.row.data, 'options')),
      ];
    case 'contacts': {
      const data = record.row.data;
      return [
        ...head,
        text(at(data, 'inquiryType')),
        `${text(at(data, 'preferredDate'))} ${text(at(data, 'preferredTime'))}`.trim(),
        `${text(at(data, 'lastName_kanji'))} ${text(at(data, 'firstName_kanji'))}`,
      ];
    }
    case 'applications':
      return head;
  }
}

/** Summary lines (tab-separated) of contacts, transfer requests or up-sell applications since `since`. */
export async function listRequests(
  db: Db,
  kind: 'contacts' | 'transfers' | 'upsells',
  since: Date,
): Promise<string[]> {
  const records = await requestsSince(db, kind, since);
  return records.map((record) => requestFields(record).join('\t'));
}

export interface MaintenanceOptions {
  site?: string;
  /** 'YYYY-MM-DD' Japan time (spec section 4: the window runs to the end of lastDate). */
  from?: string | null;
  to?: string | null;
  text?: string | null;
  category?: string | null;
  always?: boolean;
}

/**
 * Schedules (or clears, with all fields null) the maintenance window of a site's settings and
 * bumps updatedAt. applyCTC through the same database handle sees it at once; other processes
 * within SETTINGS_CACHE_TTL_MS (maintenance.ts isMaintenanceNow). Errors: unknown site; from/to not
 * YYYY-MM-DD or to before from.
 */
export async function setMaintenance(db: Db, options: MaintenanceOptions): Promise<void> {
  const site = options.site ?? defaultSettings.name;
  for (const [name, value] of [
    ['--from', options.from],
    ['--to', options.to],
  ] as const) {
    if (value && !(/^\d{4}-\d{2}-\d{2}$/.test(value) && isJstDateValue(value)))
      throw new Error(`${name}: use YYYY-MM-DD (Japan time)`);
  }
  if (options.from && options.to && options.to < options.from)
    throw new Error('--to is before --from');
  const updated = await db
    .update(settings)
    .set({
      maintenanceFirstDate: options.from ?? null,
      maintenanceLastDate: options.to ?? null,
      maintenanceText: options.text ?? null,
      maintenanceCategory: options.category ?? null,
      maintenanceIsAlwaysDisplay: options.always ?? false,
      updatedAt: new Date(),
    })
    .where(eq(settings.name, site))
    .returning({ name: settings.name });
  if (updated.length === 0) throw new Error(`unknown site name: ${site}`);
  // This process's applyCTC sees the change at once; other processes within SETTINGS_CACHE_TTL_MS.
  clearMaintenanceCache(db);
}
