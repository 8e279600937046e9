import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { searchKey } from '@/lib/text/search-key';

interface ZenginBranch {
  code: string;
  name: string;
  kana: string;
  hira: string;
}
interface ZenginBank extends ZenginBranch {
  branches: Record<string, ZenginBranch>;
}

let data: Record<string, ZenginBank> | undefined;

/** zengin-code (5 MB), loaded on first use, server-side only. */
function banks(): Record<string, ZenginBank> {
  if (!data) {
    const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
    data = requireFromRoot('zengin-code') as Record<string, ZenginBank>;
  }
  return data;
}

/**
 * Institution-type words as people type them, rewritten to zengin-code's short forms (its names
 * are "愛知信金", "みずほ", never "銀行"): [pattern at the end of a key, replacement].
 * Kanji and kana readings both, since the name and the reading are compared separately.
 */
const BANK_SUFFIXES: [RegExp, string][] = [
  [/(銀行|ギンコウ)$/, ''],
  [/信用金庫$/, '信金'],
  [/シンヨウキンコ$/, 'シンキン'],
  [/信用組合$/, '信組'],
  [/シンヨウクミアイ$/, 'シンクミ'],
  [/労働金庫$/, '労金'],
  [/ロウドウキンコ$/, 'ロウキン'],
  [/農業協同組合$/, '農協'],
];
/** "今池支店" is "今池" in zengin-code. */
const BRANCH_SUFFIXES: [RegExp, string][] = [[/(支店|シテン)$/, '']];

/**
 * Former names still typed after a bank was renamed, by bank code (zengin-code keeps only the
 * current name): 住信SBIネット銀行 has been ドコモSMTBネット銀行 (0038) since 2026.
 */
const FORMER_BANK_NAMES: Record<string, string[]> = {
  '0038': ['住信ＳＢＩネット'],
};

function keyOf(value: string, suffixes: [RegExp, string][]): string {
  let key = searchKey(value, { foldSmallKana: true });
  for (const [pattern, replacement] of suffixes) key = key.replace(pattern, replacement);
  return key;
}

interface Indexed<T> {
  item: T;
  code: string;
  keys: string[];
}

function index<T extends ZenginBranch>(
  items: T[],
  suffixes: [RegExp, string][],
  aliases: Record<string, string[]> = {},
): Indexed<T>[] {
  return items
    .map((item) => ({
      item,
      code: item.code,
      keys: [item.name, item.kana, ...(aliases[item.code] ?? [])]
        .map((v) => keyOf(v, suffixes))
        .filter(Boolean),
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** 0 exact, 1 prefix, 2 substring, undefined no match. */
function rank(keys: string[], query: string): number | undefined {
  let best: number | undefined;
  for (const key of keys) {
    const level =
      key === query ? 0 : key.startsWith(query) ? 1 : key.includes(query) ? 2 : undefined;
    if (level !== undefined && (best === undefined || level < best)) best = level;
  }
  return best;
}

/**
 * Items matching `query`, best first: a query of digits matches codes (exact, then prefix);
 * anything else is compared as a search key (see `searchKey`; type suffixes rewritten) with each
 * item's name, kana reading and former names: exact, then prefix, then substring; ties in code
 * order (zengin-code numbers banks before 信金, 信組, 労金 and 農協).
 */
function search<T>(
  indexed: Indexed<T>[],
  query: string,
  suffixes: [RegExp, string][],
  limit: number,
): T[] {
  const digits = query.normalize('NFKC').replace(/\s+/g, '');
  const byCode = /^\d+$/.test(digits);
  const q = byCode ? digits : keyOf(query, suffixes);
  if (!q) return [];
  const found: { item: T; level: number }[] = [];
  for (const entry of indexed) {
    const level = byCode ? rank([entry.code], q) : rank(entry.keys, q);
    if (level !== undefined) found.push({ item: entry.item, level });
  }
  // Array.prototype.sort is stable: equal levels stay in code order.
  return found
    .sort((a, b) => a.level - b.level)
    .slice(0, limit)
    .map((f) => f.item);
}

/**
 * A bank's name as people write it: zengin-code drops 「銀行」 ("三菱ＵＦＪ"), so it is put back for
 * the institutions that are banks by their 全銀協 code — 0001–0999 and ゆうちょ銀行 (9900) — except
 * a name that already says バンク and 0200 (a 資金移動業者, not a bank). 信金, 信組, 労金, 農協
 * and 漁協 (codes 1000 and up) keep their names, which already say their kind.
 */
export function bankDisplayName(code: string, name: string): string {
  const n = Number(code);
  const isBank = (n >= 1 && n <= 999 && n !== 200) || n === 9900;
  return isBank && !/バンク|銀行$/.test(name) ? `${name}銀行` : name;
}

let bankIndex: Indexed<ZenginBank>[] | undefined;
const branchIndex = new Map<string, Indexed<ZenginBranch>[]>();

/**
 * Banks (zengin-code) for what a person types: a code or its prefix ("0005"), or a name as
 * typed: full or half width, any case, hiragana or katakana reading, with or without 銀行 /
 * 信用金庫 ("三菱ＵＦＪ", "ufj", "みずほ銀行", "ゆうちょ"), or a former name. Best match first;
 * at most `limit`. Names as bankDisplayName gives them ("三菱ＵＦＪ銀行", "岡崎信金").
 */
export function searchBanks(
  query: string,
  limit = 20,
): { code: string; name: string; kana: string }[] {
  bankIndex ??= index(Object.values(banks()), BANK_SUFFIXES, FORMER_BANK_NAMES);
  return search(bankIndex, query, BANK_SUFFIXES, limit).map(({ code, name, kana }) => ({
    code,
    name: bankDisplayName(code, name),
    kana,
  }));
}

/**
 * Branches of one bank, matched like `searchBanks` ("今池支店", "いまいけ", "263"); an empty query
 * lists the first `limit` branches in code order; [] for an unknown bank.
 */
export function searchBankBranches(
  bankCode: string,
  query: string,
  limit = 30,
): { bankCode: string; code: string; name: string; kana: string }[] {
  const bank = banks()[bankCode.normalize('NFKC').trim()];
  if (!bank) return [];
  let indexed = branchIndex.get(bank.code);
  if (!indexed) {
    indexed = index(Object.values(bank.branches), BRANCH_SUFFIXES);
    branchIndex.set(bank.code, indexed);
  }
  const found = query.trim()
    ? search(indexed, query, BRANCH_SUFFIXES, limit)
    : indexed.slice(0, limit).map((e) => e.item);
  return found.map(({ code, name, kana }) => ({ bankCode: bank.code, code, name, kana }));
}
