import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface StoredApplication {
  receiptNumber: string;
  introductionId: string;
  accountNoMasked: string;
  /** 実質月額 of the stored server quote (yen digits), '' without a quote. */
  effectiveMonthly: string;
  formData: Record<string, unknown>;
}

/**
 * What the operator sees: `npm run admin -- applications:list` and `applications:export` run
 * against a snapshot of the e2e server's embedded database (its DATA_DIR is locked by the running
 * server, so the directory is copied first, without the lock file). Returns the exported rows
 * (form_data_json parsed) and, with `list`, the list lines too (empty without it: each command is
 * a process of 3-4 s on the 2-core machine, and most callers read the rows only).
 */
export function readStoredApplications({ list = false } = {}): {
  lines: string[];
  rows: StoredApplication[];
} {
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e');
  const copy = mkdtempSync(path.join(tmpdir(), 'apply-e2e-db-'));
  try {
    cpSync(dataDir, copy, { recursive: true, filter: (src) => !src.endsWith('pglite.pid') });
    const env = { ...process.env, DATA_DIR: copy, DATABASE_URL: '' };
    const admin = (args: string[]) =>
      execFileSync('npx', ['tsx', '--conditions', 'react-server', 'scripts/admin.ts', ...args], {
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const since = '2000-01-01';
    const lines = list
      ? admin(['applications:list', '--since', since]).split('\n').filter(Boolean)
      : [];
    const out = path.join(copy, 'export.csv');
    admin(['applications:export', '--since', since, '--out', out]);
    const rows = parseCsv(readFileSync(out, 'utf8'));
    const header = rows.shift() ?? [];
    const col = (name: string) => header.indexOf(name);
    return {
      lines,
      rows: rows
        .filter((r) => r.length === header.length)
        .map((r) => ({
          receiptNumber: r[col('receipt_number')] ?? '',
          introductionId: r[col('introduction_id')] ?? '',
          accountNoMasked: r[col('account_no_masked')] ?? '',
          effectiveMonthly: r[col('effective_monthly_yen')] ?? '',
          formData: JSON.parse(r[col('form_data_json')] ?? '{}') as Record<string, unknown>,
        })),
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** RFC 4180 CSV (quoted fields with "" escapes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
