import { systemClock } from '@/lib/time';
import { quoteSummary, type StoredQuote } from '@/lib/pricing/quote';
import { applicationSchema } from '@/lib/validation/application';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { maskAccountNo } from '@/lib/validation/account-no';
import { encryptText } from '../crypto';
import { applications, introductionIds } from '../db/schema';
import { badUserInput, badUserInputFields, userError } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { IDEMPOTENCY_KEY_PATTERN, runIdempotent, storedResponse, type Tx } from '../idempotency';
import { isMaintenanceNow, priceApplication, SERVER_PRICING_MESSAGES } from '../pricing';
import { newIntroductionId, receiptNumberOf } from '../receipts';
import { checkNoAddressPlacement } from '../map-image';

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

/**
 * Issues a new introduction id (newIntroductionId; drawn again on the rare clash with an existing
 * one) and stores the application with it, in one statement: the application row is inserted only
 * from the id row just inserted, so neither exists without the other. Returns the id.
 */
async function storeApplication(
  tx: Tx,
  row: {
    receiptNumber: string;
    introducerId: string | null;
    formData: unknown;
    bankAccountNoEncrypted: string | null;
    bankAccountNoMasked: string | null;
    quote: StoredQuote;
  },
): Promise<string> {
  for (;;) {
    const id = newIntroductionId();
    const result = (await tx.execute(sql`
      WITH issued AS (
        INSERT INTO ${introductionIds} (id, source_receipt_number)
        VALUES (${id}, ${row.receiptNumber})
        ON CONFLICT DO NOTHING
        RETURNING id
      )
      INSERT INTO ${applications} (receipt_number, introduction_id, introducer_id, form_data,
        bank_account_no_encrypted, bank_account_no_masked, quote, price_book_version)
      SELECT ${row.receiptNumber}, issued.id, ${row.introducerId},
        ${JSON.stringify(row.formData)}::jsonb, ${row.bankAccountNoEncrypted},
        ${row.bankAccountNoMasked}, ${JSON.stringify(row.quote)}::jsonb,
        ${row.quote.priceBookVersion}
      FROM issued
      RETURNING introduction_id`)) as unknown as { rows: unknown[] };
    // Both drivers (PGlite, node-postgres) answer { rows }.
    if (result.rows.length > 0) return id;
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

  return runIdempotent(db, request, async (tx, sequence) => {
    const receiptNumber = receiptNumberOf('A', sequence);
    const introductionId = await storeApplication(tx, {
      receiptNumber,
      introducerId: server.campaignData.introducerId,
      formData: storedData,
      bankAccountNoEncrypted,
      bankAccountNoMasked,
      quote,
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
