import { searchBankBranches as branches, searchBanks as banks } from '../../lookups/banks';
import type { QueryResolvers } from '../generated/graphql';

/** searchBanks(query): zengin-code banks by code prefix or name/kana. */
export const searchBanks: QueryResolvers['searchBanks'] = (_parent, { query }) =>
  banks(query.slice(0, 50));

/** searchBankBranches(bankCode, query): branches of one bank by code prefix or name/kana. */
export const searchBankBranches: QueryResolvers['searchBankBranches'] = (
  _parent,
  { bankCode, query },
) => branches(bankCode.slice(0, 4), query.slice(0, 50));
