import 'server-only';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { clearTownCache } from '../area/town-cache';
import type { Db } from '../db/client';
import { coverageAreas, dataSets } from '../db/schema';

/** Columns of the coverage CSV (README "Coverage CSV"); the header line names them, any order. */
export const COVERAGE_COLUMNS = [
  'postal_code',
  'prefecture',
  'city',
  'town',
  'chome',
  'is_service_area',
  'is_10g_area',
  'is_tv_area',
  'is_non_available',
  'period',
  'area_type',
  'router_spec',
  'notes',
] as const;
const REQUIRED = [
  'postal_code',
  'prefecture',
  'city',
  'town',
  'is_service_area',
  'is_10g_area',
  'is_tv_area',
] as const;

/** RFC 4180 CSV: quoted fields with "" escapes and line breaks; returns rows with their 1-based line number. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((v) => v !== '')) rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((v) => v !== '')) rows.push({ line: rowLine, cells });
  return rows;
}

const bool = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no'].includes(v), {
    error: 'must be 1/0, true/false or yes/no',
  })
  .transform((v) => ['1', 'true', 'yes'].includes(v));
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `at most ${max} characters` });
const optional = (max: number) => text(max).transform((v) => (v === '' ? null : v));

const rowSchema = z.object({
  postal_code: z
    .string()
    .transform((v) => v.normalize('NFKC').replace(/-/g, '').trim())
    .refine((v) => /^\d{7}$/.test(v), { error: 'must be 7 digits' }),
  prefecture: z.enum(['愛知県', '岐阜県', '三重県', '静岡県', '長野県'], {
    error: 'must be one of 愛知県 岐阜県 三重県 静岡県 長野県',
  }),
  city: text(50).min(1, { error: 'required' }),
  town: text(50).min(1, { error: 'required' }),
  chome: text(20).default(''),
  is_service_area: bool,
  is_10g_area: bool,
  is_tv_area: bool,
  is_non_available: bool.default(false),
  period: optional(50).default(null),
  area_type: optional(20).default(null),
  router_spec: optional(20).default(null),
  notes: optional(500).default(null),
});

export interface ImportResult {
  imported: number;
  /** The prefectures of the file, whose coverage the import replaced. */
  prefectures: string[];
  errors: string[];
}

/**
 * Imports coverage CSV text all-or-nothing: every row is checked first and any error (reported as
 * 'line N: column: problem', duplicates included) aborts with nothing written. Otherwise, in one
 * transaction, the existing coverage of every prefecture in the file is deleted (the file is the
 * whole truth for its prefectures: no sample or outdated town survives) and the rows are inserted;
 * `replace` also deletes the coverage of the prefectures not in the file. The 'coverage' row of
 * data_sets records the import, and this process's town cache is cleared (other instances read
 * the new rows within TOWN_CACHE_TTL_MS, lib/server/area/town-cache.ts). Never seeds anything.
 */
export async function importCoverageCsv(
  db: Db,
  csv: string,
  options: { replace?: boolean } = {},
): Promise<ImportResult> {
  const rows = parseCsv(csv);
  const header = rows.shift();
  if (!header)
    return {
      imported: 0,
      prefectures: [],
      errors: ['line 1: the file is empty (a header line is required)'],
    };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const errors: string[] = [];
  const unknown = names.filter((n) => !(COVERAGE_COLUMNS as readonly string[]).includes(n));
  if (unknown.length > 0)
    errors.push(`line ${header.line}: unknown column(s): ${unknown.join(', ')}`);
  const missing = REQUIRED.filter((n) => !names.includes(n));
  if (missing.length > 0)
    errors.push(`line ${header.line}: missing column(s): ${missing.join(', ')}`);
  if (errors.length > 0) return { imported: 0, prefectures: [], errors };

  const values: (typeof coverageAreas.$inferInsert)[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (row.cells.length !== names.length) {
      errors.push(`line ${row.line}: expected ${names.length} columns, found ${row.cells.length}`);
      continue;
    }
    const record = Object.fromEntries(names.map((n, i) => [n, row.cells[i]!]));
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`line ${row.line}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const r = parsed.data;
    const key = [r.prefecture, r.city, r.town, r.chome].join('|');
    const earlier = seen.get(key);
    if (earlier) {
      errors.push(
        `line ${row.line}: duplicate of line ${earlier} (${r.prefecture}${r.city}${r.town}${r.chome})`,
      );
      continue;
    }
    seen.set(key, row.line);
    values.push({
      postalCode: r.postal_code,
      prefecture: r.prefecture,
      city: r.city,
      town: r.town,
      chome: r.chome,
      isServiceArea: r.is_service_area,
      is10GArea: r.is_10g_area,
      isTVArea: r.is_tv_area,
      isNonAvailable: r.is_non_available,
      period: r.period,
      areaType: r.area_type,
      routerSpec: r.router_spec,
      notes: r.notes,
    });
  }
  if (errors.length > 0) return { imported: 0, prefectures: [], errors };
  if (values.length === 0)
    return { imported: 0, prefectures: [], errors: ['the file has no data rows'] };
  const prefectures = [...new Set(values.map((v) => v.prefecture))];

  await db.transaction(async (tx) => {
    if (options.replace) await tx.delete(coverageAreas);
    else await tx.delete(coverageAreas).where(inArray(coverageAreas.prefecture, prefectures));
    for (let i = 0; i < values.length; i += 1000)
      await tx.insert(coverageAreas).values(values.slice(i, i + 1000));
    const detail = `${values.length} coverage rows for ${prefectures.join(', ')} (CSV import)`;
    await tx
      .insert(dataSets)
      .values({ name: 'coverage', detail })
      .onConflictDoUpdate({ target: dataSets.name, set: { detail, updatedAt: new Date() } });
  });
  // This process answers from the new rows at once; other instances within TOWN_CACHE_TTL_MS.
  clearTownCache();
  return { imported: values.length, prefectures, errors: [] };
}
