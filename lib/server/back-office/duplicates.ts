import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** How far apart two applications may be received and still be a 「重複の可能性」 (days). */
export const DUPLICATE_WINDOW_DAYS = 30;

/*
 * The two keys of a possible duplicate, as SQL over an applications row alias. They are the
 * expressions of the indexes applications_phone_idx and applications_address_name_idx
 * (migration 0008_back_office_workflow), written the same way so the indexes serve them.
 */
const phoneKey = (alias: string) =>
  sql.raw(`(${alias}.form_data #>> '{form2,daytimePhone,number}')`);
const addressNameKey = (alias: string) =>
  sql.raw(
    `(coalesce(${alias}.form_data #>> '{installationInfo,postalCode}', '') || '|' || coalesce(${alias}.form_data #>> '{installationInfo,line1_kanji}', '') || '|' || coalesce(${alias}.form_data #>> '{installationInfo,line2_kanji}', '') || '|' || coalesce(${alias}.form_data #>> '{installationInfo,line3_kanji}', '') || '|' || coalesce(${alias}.form_data #>> '{form2,lastName_kana}', '') || '|' || coalesce(${alias}.form_data #>> '{form2,firstName_kana}', ''))`,
  );

/**
 * The ids among `ids` (applications.id) that may be duplicates: another application with the
 * same daytime phone number, or with the same installation address (postal code, 番地, building,
 * room) and the same name (kana), received within DUPLICATE_WINDOW_DAYS days before or after.
 * One query for a page of at most 50 ids.
 */
export async function possibleDuplicates(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const window = sql.raw(`interval '${DUPLICATE_WINDOW_DAYS} days'`);
  const near = sql`b.id <> a.id AND b.created_at BETWEEN a.created_at - ${window} AND a.created_at + ${window}`;
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`
    SELECT a.id FROM applications a
    WHERE a.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND (
        (coalesce(${phoneKey('a')}, '') <> '' AND EXISTS (
          SELECT 1 FROM applications b WHERE ${phoneKey('b')} = ${phoneKey('a')} AND ${near}))
        OR (coalesce(a.form_data #>> '{form2,lastName_kana}', '') <> '' AND EXISTS (
          SELECT 1 FROM applications b WHERE ${addressNameKey('b')} = ${addressNameKey('a')} AND ${near}))
      )`,
  );
  // bigserial may come back as text.
  return new Set(rows.map((r) => Number(r.id)));
}
