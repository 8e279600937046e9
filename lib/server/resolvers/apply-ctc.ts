import { systemClock } from '@/lib/time';
import { quoteSummary } from '@/lib/pricing/quote';
import { applicationSchema } from '@/lib/validation/application';
import { z } from 'zod';
import { maskAccountNo } from '@/lib/validation/account-no';
import { encryptText } from '../crypto';
import { applications, introductionIds } from '../db/schema';
import { badUserInput, badUserInputFields, userError } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { IDEMPOTENCY_KEY_PATTERN, runIdempotent, storedResponse, type Tx } from '../idempotency';
import { isMaintenanceNow, priceApplication, SERVER_PRICING_MESSAGES } from '../pricing';
import { newIntroductionId, nextReceiptNumber } from '../receipts';
import { checkNoAddressPlacement } from '../map-image';

const keySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'idempotencyKey must be 8-100 of A-Z a-z 0-9 _ - : .' });

/** Splits the bank account number off the application: the stored JSON keeps only the masked one. */
export function separateAccountNo(data: unknown): { stored: unknown; accountNo: string | null } {
  const form3 = (data as { form3?: { bankInfo?: { accountNo?: unknown } } }).form3;
  const accountNo = form3?.bankInfo?.accountNo;
  if (typeof accountNo !== 'string' || accountNo === '') return { stored: data, accountNo: null };
  const copy = structuredClone(data) as { form3: { bankInfo: { accountNo: string } } };
  copy.form3.bankInfo.accountNo = maskAccountNo(accountNo);
  return { stored: copy, accountNo };
}

/** What applyCTC answers (and stores with its idempotency key). */
interface ApplyAnswer {
  result: 'success';
  introductionId: string;
  receiptNumber: string;
  quote: ReturnType<typeof quoteSummary>;
}

async function issueIntroductionId(tx: Tx, receiptNumber: string): Promise<string> {
  for (;;) {
    const id = newIntroductionId();
    const inserted = await tx
      .insert(introductionIds)
      .values({ id, sourceReceiptNumber: receiptNumber })
      .onConflictDoNothing()
      .returning({ id: introductionIds.id });
    if (inserted.length > 0) return id;
  }
}

/**
 * applyCTC(formDataJSON, idempotencyKey): parses the JSON with applicationSchema (the wizard's
 * own zod schemas); answers a key already stored with its first answer; else refuses while the
 * site is in maintenance (MAINTENANCE) and prices the application on the server (priceApplication:
 * the server's area search, price book, clock and stored introduction; a disagreement with the
 * browser's estimate is refused at planData with extensions.estimateUpdate), then in one
 * transaction (at most once per key, runIdempotent) issues a receipt
 * number and a new introduction id and stores the application with the server's planData,
 * areaData and campaignData (form3.bankInfo.accountNo AES-256-GCM encrypted, masked in the JSON),
 * the quote and the price book's version. A new build without an address must have its pin near
 * the town given and its map image stored (checkNoAddressPlacement). Answers the receipt and the quote's summary.
 * Errors: BAD_USER_INPUT with field paths (nothing stored), IDEMPOTENCY_CONFLICT, MAINTENANCE.
 */
export const applyCTC: MutationResolvers['applyCTC'] = async (
  _parent,
  { formDataJSON, idempotencyKey },
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

  const request = { key: key.data, operation: 'applyCTC', payload: data };
  // The reads and the pricing run before the transaction, which then holds its connection (on
  // PGlite, the only one) for the writes alone. A retry of an application already stored gets its
  // first answer: from runIdempotent when it would be accepted again, else here before the
  // refusal (maintenance since, a price changed since); so the key is read only when needed.
  const refuse = async (error: Error): Promise<ApplyAnswer> => {
    const stored = await storedResponse<ApplyAnswer>(db, request);
    if (stored) return stored;
    throw error;
  };
  if (await isMaintenanceNow(db, now)) {
    return refuse(userError('MAINTENANCE', SERVER_PRICING_MESSAGES.maintenance));
  }
  const outcome = await priceApplication(db, data, now);
  if (!outcome.ok)
    return refuse(badUserInputFields(outcome.fields, { estimateUpdate: outcome.estimateUpdate }));
  const { quote, ...server } = outcome.priced;
  // The browser's estimate was only compared; the server's planData/areaData/campaignData win.
  const application: Record<string, unknown> = { ...data, ...server };
  delete application.estimate;
  const { stored: storedData, accountNo } = separateAccountNo(application);
  const bankAccountNoEncrypted = accountNo ? encryptText(accountNo) : null;
  const bankAccountNoMasked = accountNo ? maskAccountNo(accountNo) : null;

  return runIdempotent(db, request, async (tx) => {
    const receiptNumber = await nextReceiptNumber(tx, 'A');
    const introductionId = await issueIntroductionId(tx, receiptNumber);
    await tx.insert(applications).values({
      receiptNumber,
      introductionId,
      introducerId: server.campaignData.introducerId,
      formData: storedData,
      bankAccountNoEncrypted,
      bankAccountNoMasked,
      quote,
      priceBookVersion: quote.priceBookVersion,
    });
    const answer: ApplyAnswer = {
      result: 'success',
      introductionId,
      receiptNumber,
      quote: quoteSummary(quote),
    };
    return answer;
  });
};
