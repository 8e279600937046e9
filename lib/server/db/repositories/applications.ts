import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { quoteSummary, type StoredQuote } from '@/lib/pricing/quote';
import { enqueueMailFromSql, mailQueued, outboxValues, type OutgoingMail } from '../../mail/outbox';
import type { Db } from '../client';
import { compiledStatement, placeholders } from '../prepared';
import { applications, introductionIds } from '../schema';
import { deleteDraftSql, validDraftTokenHash } from './drafts';
import { claimKeySql, claimKeyValues, storedResponse, type IdempotentRequest } from './idempotency';
import { newIntroductionId } from './receipts';

/** What applyCTC answers (and stores with its idempotency key). */
export interface ApplyAnswer {
  result: 'success';
  introductionId: string;
  receiptNumber: string;
  quote: ReturnType<typeof quoteSummary>;
}

/** Attempts at a new introduction id before giving up (a clash of two random ids is rare). */
const STORE_ATTEMPTS = 3;

/** The values of storeApplication's statement, by placeholder name. */
type StoreValues = ReturnType<typeof claimKeyValues> &
  ReturnType<typeof outboxValues> & {
    eventPrefix: string;
    introductionId: string;
    introducerId: string | null;
    formData: string;
    bankAccountNoEncrypted: string | null;
    bankAccountNoMasked: string | null;
    quote: string;
    priceBookVersion: string;
    draftTokenHash?: string;
  };

/**
 * storeApplication's one statement (see there), with the draft's deletion or without; every value
 * a placeholder, so its text is compiled once (prepared.ts compiledStatement).
 */
function storeSql(dropDraft: boolean): SQL {
  const claim = placeholders(
    'key',
    'operation',
    'requestHash',
    'response',
    'receiptPrefix',
    'receiptSecret',
  );
  const mail = placeholders('eventPrefix', 'template', 'recipientEncrypted', 'inputEncrypted');
  const row = placeholders(
    'introductionId',
    'introducerId',
    'formData',
    'bankAccountNoEncrypted',
    'bankAccountNoMasked',
    'quote',
    'priceBookVersion',
  );
  const fresh = sql`NOT EXISTS (SELECT 1 FROM ${introductionIds} WHERE id = ${row.introductionId})`;
  return sql`
      WITH ${claimKeySql(claim, fresh)},
      issued AS (
        INSERT INTO ${introductionIds} (id, source_receipt_number)
        SELECT ${row.introductionId}, claimed.receipt_number FROM claimed
        RETURNING id, source_receipt_number
      ),
      stored AS (
        INSERT INTO ${applications} (receipt_number, introduction_id, introducer_id, form_data,
          bank_account_no_encrypted, bank_account_no_masked, quote, price_book_version)
        SELECT issued.source_receipt_number, issued.id, ${row.introducerId},
          ${row.formData}::jsonb, ${row.bankAccountNoEncrypted},
          ${row.bankAccountNoMasked}, ${row.quote}::jsonb,
          ${row.priceBookVersion}
        FROM issued
        RETURNING receipt_number
      ),
      mailed AS (${enqueueMailFromSql(sql`stored`, mail)})${dropDraft ? sql`, dropped AS (${deleteDraftSql(sql.placeholder('draftTokenHash'))} AND EXISTS (SELECT 1 FROM claimed))` : sql``}
      SELECT receipt_number FROM stored`;
}

const storeStatement = {
  keepingDraft: compiledStatement<{ receipt_number: string }, StoreValues>(() => storeSql(false)),
  droppingDraft: compiledStatement<{ receipt_number: string }, StoreValues>(() => storeSql(true)),
};

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
export async function storeApplication(
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
  const draftTokenHash = validDraftTokenHash(draftToken);
  const statement = draftTokenHash ? storeStatement.droppingDraft : storeStatement.keepingDraft;
  const summary = quoteSummary(row.quote);
  const values = {
    ...outboxValues(row.mail),
    eventPrefix: 'application.received:',
    introducerId: row.introducerId,
    formData: JSON.stringify(row.formData),
    bankAccountNoEncrypted: row.bankAccountNoEncrypted,
    bankAccountNoMasked: row.bankAccountNoMasked,
    quote: JSON.stringify(row.quote),
    priceBookVersion: row.quote.priceBookVersion,
    ...(draftTokenHash ? { draftTokenHash } : {}),
  };
  for (let attempt = 0; attempt < STORE_ATTEMPTS; attempt++) {
    const introductionId = newIntroductionId();
    const answer = { result: 'success' as const, introductionId, quote: summary };
    const [stored] = await statement(db, {
      ...values,
      ...claimKeyValues(request, 'A', answer),
      introductionId,
    });
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
