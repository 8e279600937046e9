import 'server-only';
import { CSV_ENCODINGS, csvCharset, encodeCsv, type CsvEncoding } from '@/lib/back-office/csv';
import { parseRecordFilter } from '@/lib/back-office/records';
import { getDatabase } from '../db/client';
import { formatInJapan, systemClock } from '@/lib/time';
import { appendAudit } from './audit';
import { staffApplicationsCsv } from './staff-csv';
import { canWorkRecords } from '@/lib/back-office/roles';
import { getStaffAuth, staffFromHeaders } from './auth';
import { SIGN_IN_PATH } from './session';

/**
 * The CSV export of the applications list with the list's filter (query string) in UTF-8 with BOM
 * or Shift_JIS (`encoding`): Japanese headers and words (staffApplicationsCsv), bank numbers masked. Without a session: a redirect to the sign-in
 * page. Every export is appended to the audit log (who, the filter, the row count).
 */
export async function exportApplicationsView(request: Request, kind: string): Promise<Response> {
  const auth = await getStaffAuth();
  const staff = await staffFromHeaders(auth, request.headers);
  // A relative Location: behind Next the request URL's host is the server's own (localhost), not
  // the one the browser used.
  if (!staff) return new Response(null, { status: 303, headers: { location: SIGN_IN_PATH } });
  if (!canWorkRecords(staff.role)) return new Response('Forbidden', { status: 403 });
  if (kind !== 'applications') return new Response('Not found', { status: 404 });
  const params = new URL(request.url).searchParams;
  const requested = params.get('encoding');
  const encoding: CsvEncoding = (CSV_ENCODINGS as readonly string[]).includes(requested ?? '')
    ? (requested as CsvEncoding)
    : 'utf-8';
  const filter = parseRecordFilter('applications', params);
  const { db } = await getDatabase();
  const { csv, count } = await staffApplicationsCsv(db, filter, {
    viewerId: staff.id,
    now: systemClock(),
  });
  await appendAudit(db, {
    actor: staff,
    action: 'export',
    subject: 'applications',
    detail: {
      encoding,
      rows: count,
      filter: {
        status: filter.status,
        from: filter.from,
        to: filter.to,
        prefecture: filter.prefecture,
        plan: filter.plan,
        scope: filter.scope,
        search: filter.q ? true : false,
      },
    },
  });
  const name = `applications-${formatInJapan(systemClock(), 'YYYYMMDD-HHmmss')}${encoding === 'shift_jis' ? '-sjis' : ''}.csv`;
  return new Response(new Uint8Array(encodeCsv(csv, encoding)), {
    headers: {
      'content-type': `text/csv; charset=${csvCharset(encoding)}`,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}
