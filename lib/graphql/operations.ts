/**
 * The operation documents of spec section 7, as strings (so the fetch-based callers ship no
 * GraphQL parser) matching lib/server/schema.graphql. Apollo callers wrap them with `gql`.
 * Checked against the server schema by tests/unit/client/operations.test.ts.
 */

const SETTINGS_FIELDS = `
  name
  version
  pickupId
  callTime { displayFirstTime displayLastTime telFirstTime telLastTime }
  maintenance { isAlwaysDisplay category text firstDate lastDate }
  createdAt
  updatedAt
`;

/** getSettingLambda(siteName) → settings (spec sections 3 and 7). */
export const GET_SETTING_LAMBDA = /* GraphQL */ `
  query getSettingLambda($siteName: String!) {
    getSettingLambda(siteName: $siteName) {${SETTINGS_FIELDS}}
  }
`;

/** searchCommufaArea(input) → areaData plus routerSpec, areaType (spec section 7). */
export const SEARCH_COMMUFA_AREA = /* GraphQL */ `
  query searchCommufaArea($input: AreaSearchInput!) {
    searchCommufaArea(input: $input) {
      result
      status
      isServiceArea
      is10GArea
      isTVArea
      period
      isRegister
      isNonAvailable
      isApprovedMansion
      mansionPlanType
      isMansionWari12
      isKDDI
      isAllCommufaMansion
      notes
      routerSpec
      areaType
    }
  }
`;

/** checkIntroductionId(introductionId) (spec section 5: the introduction id is verified by a call). */
export const CHECK_INTRODUCTION_ID = /* GraphQL */ `
  query checkIntroductionId($introductionId: String!) {
    checkIntroductionId(introductionId: $introductionId) {
      introductionId
      isValid
      campaignAmount
    }
  }
`;

/** Bank search, for the bank step. */
export const SEARCH_BANKS = /* GraphQL */ `
  query searchBanks($query: String!) {
    searchBanks(query: $query) {
      code
      name
      kana
    }
  }
`;

export const SEARCH_BANK_BRANCHES = /* GraphQL */ `
  query searchBankBranches($bankCode: String!, $query: String!) {
    searchBankBranches(bankCode: $bankCode, query: $query) {
      bankCode
      code
      name
      kana
    }
  }
`;

/** applyCTC(formDataJSON, idempotencyKey) → result, introductionId (spec section 7), receipt number and the server quote's summary. Retried only with its key. */
export const APPLY_CTC = /* GraphQL */ `
  mutation applyCTC($formDataJSON: String!, $idempotencyKey: String!) {
    applyCTC(formDataJSON: $formDataJSON, idempotencyKey: $idempotencyKey) {
      result
      introductionId
      receiptNumber
      quote {
        firstMonth
        monthlyMin
        monthlyMax
        threeYear
        effectiveMonthly
        initialCosts {
          item
          totalYen
          waivedYen
        }
        campaigns
        priceBookVersion
      }
    }
  }
`;

export const CONTACT = /* GraphQL */ `
  mutation contact($input: ContactInput!) {
    contact(input: $input) {
      result
      receiptNumber
    }
  }
`;

export const CHECK_TRANSFER_REQUEST = /* GraphQL */ `
  mutation checkTransferRequest($input: CheckTransferRequestInput!) {
    checkTransferRequest(input: $input) {
      status
      title
      message
      amount
      deadline
    }
  }
`;

export const TRANSFER_REQUEST = /* GraphQL */ `
  mutation transferRequest($input: TransferRequestInput!) {
    transferRequest(input: $input) {
      status
      title
      message
      receiptNumber
    }
  }
`;

export const APPLICATION_UP_SELL = /* GraphQL */ `
  mutation applicationUpSell($input: ApplicationUpSellInput!) {
    applicationUpSell(input: $input) {
      result
      receiptNumber
    }
  }
`;

/** notifyClientError(title, text) (spec sections 7 and 8). */
export const NOTIFY_CLIENT_ERROR = /* GraphQL */ `
  mutation notifyClientError($title: String, $text: String) {
    notifyClientError(title: $title, text: $text) {
      result
    }
  }
`;

/** Every operation by its spec name. */
export const OPERATIONS = {
  getSettingLambda: GET_SETTING_LAMBDA,
  searchCommufaArea: SEARCH_COMMUFA_AREA,
  checkIntroductionId: CHECK_INTRODUCTION_ID,
  searchBanks: SEARCH_BANKS,
  searchBankBranches: SEARCH_BANK_BRANCHES,
  applyCTC: APPLY_CTC,
  contact: CONTACT,
  checkTransferRequest: CHECK_TRANSFER_REQUEST,
  transferRequest: TRANSFER_REQUEST,
  applicationUpSell: APPLICATION_UP_SELL,
  notifyClientError: NOTIFY_CLIENT_ERROR,
} as const;
