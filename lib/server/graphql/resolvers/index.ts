import type { Resolvers } from '../generated/graphql';
import {
  applicationDraft,
  requestDraftResumeLink,
  resumeApplicationDraft,
  saveApplicationDraft,
} from './application-draft';
import { applicationUpSell } from './application-up-sell';
import { applicationReceiptPlace, applyCTC } from './apply-ctc';
import { searchBankBranches, searchBanks } from './bank-search';
import { checkIntroductionId } from './check-introduction-id';
import { contact } from './contact';
import { getSettingLambda } from './get-setting-lambda';
import { notifyClientError } from './notify-client-error';
import { searchCommufaArea } from './search-commufa-area';
import { checkTransferRequest, transferRequest } from './transfer';

/** One resolver per operation (spec section 7 plus bank search). */
export const resolvers: Resolvers = {
  Query: {
    getSettingLambda,
    searchCommufaArea,
    checkIntroductionId,
    searchBanks,
    searchBankBranches,
    applicationDraft,
    applicationReceiptPlace,
  },
  Mutation: {
    applyCTC,
    contact,
    checkTransferRequest,
    transferRequest,
    applicationUpSell,
    notifyClientError,
    saveApplicationDraft,
    requestDraftResumeLink,
    resumeApplicationDraft,
  },
};
