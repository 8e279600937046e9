import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toKatakana } from 'wanakana';

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

function matcher(query: string): (item: ZenginBranch) => boolean {
  const q = query.normalize('NFKC').trim();
  if (/^\d+$/.test(q)) return (item) => item.code.startsWith(q);
  const kana = toKatakana(q);
  return (item) => item.name.includes(q) || item.kana.includes(kana) || item.hira.includes(q);
}

/** Banks by code prefix (digits) or by name, kana or hiragana substring; at most `limit`. */
export function searchBanks(
  query: string,
  limit = 20,
): { code: string; name: string; kana: string }[] {
  if (!query.trim()) return [];
  const match = matcher(query);
  return Object.values(banks())
    .filter(match)
    .slice(0, limit)
    .map(({ code, name, kana }) => ({ code, name, kana }));
}

/** Branches of one bank by code prefix or name/kana substring; [] for an unknown bank. */
export function searchBankBranches(
  bankCode: string,
  query: string,
  limit = 30,
): { bankCode: string; code: string; name: string; kana: string }[] {
  const bank = banks()[bankCode.normalize('NFKC').trim()];
  if (!bank) return [];
  const match = query.trim() ? matcher(query) : () => true;
  return Object.values(bank.branches)
    .filter(match)
    .slice(0, limit)
    .map(({ code, name, kana }) => ({ bankCode: bank.code, code, name, kana }));
}
