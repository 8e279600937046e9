import { SearchBankBranchesDocument, SearchBanksDocument } from '@/lib/graphql/generated/graphql';
import { requestGraphql } from '@/lib/graphql/request';

/** A bank or branch found by the search: its code (bank 4 digits, branch 3) and name. */
export interface BankMatch {
  code: string;
  name: string;
  kana: string;
}

/**
 * Banks whose name, kana or 金融機関コード matches `query` (searchBanks over zengin-code on the
 * server). Rejects with GraphqlRequestError on any failure.
 */
export async function searchBanks(query: string): Promise<BankMatch[]> {
  return (await requestGraphql(SearchBanksDocument, { query })).searchBanks;
}

/** Branches of the bank `bankCode` whose name, kana or 支店コード matches `query` (searchBankBranches). */
export async function searchBankBranches(bankCode: string, query: string): Promise<BankMatch[]> {
  return (await requestGraphql(SearchBankBranchesDocument, { bankCode, query })).searchBankBranches;
}
