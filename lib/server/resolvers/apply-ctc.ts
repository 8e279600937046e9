import { systemClock } from '@/lib/time';
import { PRIVACY_POLICY_VERSION } from '@/lib/content/privacy';
import { quoteSummary, type StoredQuote } from '@/lib/pricing/quote';
import { applicationSchema } from '@/lib/validation/application';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { maskAccountNo } from '@/lib/validation/account-no';
import { encryptText, requestHash } from '../crypto';
import type { Db } from '../db/client';
import { applications, introductionIds } from '../db/schema';
import { badUserInput, badUserInputFields, userError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql';
import { receiptPlace, receiptPlaceToken } from '../receipt-place';
import {
  claimKeySql,
  IDEMPOTENCY_KEY_PATTERN,
  storedResponse,
  type IdempotentRequest,
} from '../idempotency';
import { isMaintenanceNow } from '../maintenance';
import { priceApplication, SERVER_PRICING_MESSAGES } from '../pricing';
import { newIntroductionId } from '../receipts';
import { deleteDraftSql } from '../drafts';
import { checkNoAddressPlacement } from '../map-image';
import { applicationReceivedInput } from '../mail/events';
import { enqueueMailFromSql, mailQueued, type OutgoingMail } from '../mail/outbox';

const keySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'idempotencyKey must be 8-100 of A-Z a-z 0-9 _ - : .' });

/** Splits the bank account number off the application: the stored JSON keeps only the masked one. */
export function separateAccountNo(data: unknown): { stored: unknown; accountNo: string | null } {
  const form3 = (data as { form3?: { bankInfo?: { accountNo?: unknown } } }).form3;
  const accountNo = form3?.bankInfo?.accountNo;
  if (typeof accountNo !== 'string' || accountNo === '') return { stored: data, accountNo: null };
  // Copies only the objects on the way to the number (the rest is shared, never changed).
  const bankInfo = form3!.bankInfo!;
  const stored = {
    ...(data as object),
    form3: { ...form3, bankInfo: { ...bankInfo, accountNo: maskAccountNo(accountNo) } },
  };
  return { stored, accountNo };
}

/** What applyCTC answers (and stores with its idempotency key). */
interface ApplyAnswer {
  result: 'success';
  introductionId: string;
  receiptNumber: string;
  quote: ReturnType<typeof quoteSummary>;
}

/** Attempts at a new introduction id before giving up (a clash of two random ids is rare). */
const STORE_ATTEMPTS = 3;

/**
 * Stores an application at most once per idempotency key, in one statement (claimKeySql: atomic
 * without a transaction, one round trip): claims the key with its answer, draws the receipt
 * number, issues a new introduction id (newIntroductionId) and inserts the application with it
 * and its receipt message (mail_outbox, lib/server/mail/outbox.ts), so none of them exists
 * without the others; a replay of the key stores no second message; the application's draft
 * (`draftToken`) is deleted by the same statement. Answers the stored answer of a key already used
 * (storedResponse: IDEMPOTENCY_CONFLICT for another payload); draws the id again when it clashes
 * with an existing one. Errors: throws after STORE_ATTEMPTS clashes, or for a key row without an
 * answer.
 */
async function storeApplication(
  db: Db,
  request: IdempotentRequest & { payload: unknown },
  row: {
    introducerId: string | null;
    formData: unknown;
    bankAccountNoEncrypted: string | null;
    bankAccountNoMasked: string | null;
    quote: StoredQuote;
    /** The receipt message (application-received), stored by the same statement. */
    mail: Omit<OutgoingMail<'application-received'>, 'eventKey' | 'receiptNumber'>;
  },
  draftToken: string | null = null,
): Promise<ApplyAnswer> {
  const dropDraft = deleteDraftSql(draftToken);
  const summary = quoteSummary(row.quote);
  for (let attempt = 0; attempt < STORE_ATTEMPTS; attempt++) {
    const introductionId = newIntroductionId();
    const answer = { result: 'success' as const, introductionId, quote: summary };
    const fresh = sql`NOT EXISTS (SELECT 1 FROM ${introductionIds} WHERE id = ${introductionId})`;
    const result = (await db.execute(sql`
      WITH ${claimKeySql(request, 'A', answer, fresh)},
      issued AS (
        INSERT INTO ${introductionIds} (id, source_receipt_number)
        SELECT ${introductionId}, claimed.receipt_number FROM claimed
        RETURNING id, source_receipt_number
      ),
      stored AS (
        INSERT INTO ${applications} (receipt_number, introduction_id, introducer_id, form_data,
          bank_account_no_encrypted, bank_account_no_masked, quote, price_book_version)
        SELECT issued.source_receipt_number, issued.id, ${row.introducerId},
          ${JSON.stringify(row.formData)}::jsonb, ${row.bankAccountNoEncrypted},
          ${row.bankAccountNoMasked}, ${JSON.stringify(row.quote)}::jsonb,
          ${row.quote.priceBookVersion}
        FROM issued
        RETURNING receipt_number
      ),
      mailed AS (${enqueueMailFromSql(sql`stored`, { ...row.mail, eventPrefix: 'application.received:' })})${dropDraft ? sql`, dropped AS (${dropDraft} AND EXISTS (SELECT 1 FROM claimed))` : sql``}
      SELECT receipt_number FROM stored`)) as unknown as { rows: { receipt_number: string }[] };
    // Both drivers (PGlite, node-postgres) answer { rows }.
    const stored = result.rows[0];
    if (stored) {
      mailQueued();
      return { ...answer, receiptNumber: stored.receipt_number };
    }
    const earlier = await storedResponse<ApplyAnswer>(db, request);
    if (earlier) return earlier;
    // No key stored and nothing claimed: the introduction id drawn is taken; draw again.
  }
  throw new Error('applyCTC stored nothing: introduction ids clashed, or a key row has no answer');
}

/**
 * applyCTC(formDataJSON, idempotencyKey): parses the JSON with applicationSchema (the wizard's
 * own zod schemas); answers a key already stored with its first answer; else refuses while the
 * site is in maintenance (MAINTENANCE) and prices the application on the server (priceApplication:
 * the server's area search, price book, clock and stored introduction; a disagreement with the
 * browser's estimate is refused at planData with extensions.estimateUpdate), then in one
 * statement (at most once per key, storeApplication) issues a receipt
 * number and a new introduction id and stores the application with the server's planData,
 * areaData and campaignData (form3.bankInfo.accountNo AES-256-GCM encrypted, masked in the JSON),
 * the quote and the price book's version, and the consent to the privacy policy with its version
 * (`consent` in the stored JSON), and deletes the draft of `draftToken` (lib/server/drafts.ts).
 * A new build without an address must have its pin near
 * the town given and its map image stored (checkNoAddressPlacement). Answers the receipt, the
 * quote's summary and the receipt's place token (receiptPlaceToken, never stored).
 * Errors: BAD_USER_INPUT with field paths (nothing stored), IDEMPOTENCY_CONFLICT, MAINTENANCE.
 */
export const applyCTC: MutationResolvers['applyCTC'] = async (
  _parent,
  { formDataJSON, idempotencyKey, draftToken },
  { db },
) => {
  const key = keySchema.safeParse(idempotencyKey);
  if (!key.success) throw badUserInput(key.error, 'idempotencyKey');
  let json: unknown;
  try {
    json = JSON.parse(formDataJSON);
  } catch {
    throw badUserInputFields([{ path: 'formDataJSON', message: 'formDataJSON is not valid JSON' }]);
  }
  const parsed = applicationSchema.safeParse(json);
  if (!parsed.success) throw badUserInput(parsed.error);
  const data = parsed.data;
  const placement = await checkNoAddressPlacement(data);
  if (placement) throw badUserInputFields([placement]);
  const now = systemClock();

  const request = {
    key: key.data,
    operation: 'applyCTC',
    payload: data,
    requestHash: requestHash(data),
  };
  // The reads and the pricing run before the one statement that stores (storeApplication). A
  // retry of an application already stored gets its first answer: from storeApplication when it
  // would be accepted again, else here before the refusal (maintenance since, a price changed
  // since); so the key is read only when needed.
  const refuse = async (error: Error): Promise<ApplyAnswer> => {
    const stored = await storedResponse<ApplyAnswer>(db, request);
    if (stored) return stored;
    throw error;
  };
  if (await isMaintenanceNow(db, now)) {
    return refuse(userError('MAINTENANCE', SERVER_PRICING_MESSAGES.maintenance)).then(
      withReceiptToken,
    );
  }
  const outcome = await priceApplication(db, data, now);
  if (!outcome.ok)
    return refuse(
      badUserInputFields(outcome.fields, { estimateUpdate: outcome.estimateUpdate }),
    ).then(withReceiptToken);
  const { quote, ...server } = outcome.priced;
  // The browser's estimate was only compared; the server's planData/areaData/campaignData win.
  const application: Record<string, unknown> = { ...data, ...server };
  delete application.estimate;
  // The terms step's consent to the privacy policy in force, with its version (lib/content/privacy.ts).
  application.consent = {
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    consentedAt: new Date(now).toISOString(),
  };
  const { stored: storedData, accountNo } = separateAccountNo(application);
  const bankAccountNoEncrypted = accountNo ? encryptText(accountNo) : null;
  const bankAccountNoMasked = accountNo ? maskAccountNo(accountNo) : null;

  const answer = await storeApplication(
    db,
    request,
    {
      introducerId: server.campaignData.introducerId,
      formData: storedData,
      bankAccountNoEncrypted,
      bankAccountNoMasked,
      quote,
      mail: {
        template: 'application-received',
        to: data.form2.mail,
        input: applicationReceivedInput({
          planData: data.planData,
          areaData: server.areaData,
          form2: data.form2,
          quote,
          installationInfo: data.installationInfo,
        }),
      },
    },
    draftToken ?? null,
  );
  return withReceiptToken(answer);
};

/** The answer with the receipt page's token of its place (lib/server/receipt-place.ts). */
function withReceiptToken(answer: ApplyAnswer): ApplyAnswer & { receiptToken: string } {
  return { ...answer, receiptToken: receiptPlaceToken(answer.receiptNumber) };
}

/** applicationReceiptPlace(receiptNumber, token): lib/server/receipt-place.ts receiptPlace. */
export const applicationReceiptPlace: QueryResolvers['applicationReceiptPlace'] = (
  _parent,
  { receiptNumber, token },
  { db },
) => receiptPlace(db, receiptNumber, token);
