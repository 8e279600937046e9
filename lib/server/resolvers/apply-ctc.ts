import { applicationSchema } from '@/lib/validation/application';
import { z } from 'zod';
import { encryptText, maskAccountNo } from '../crypto';
import { applications, introductionIds } from '../db/schema';
import { badUserInput, badUserInputFields } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { IDEMPOTENCY_KEY_PATTERN, runIdempotent, type Tx } from '../idempotency';
import { newIntroductionId, nextReceiptNumber } from '../receipts';
import { checkNoAddressPlacement } from '../map-image';

/** Friend-campaign amount (yen) of the introduction id issued to each new customer. */
export const NEW_INTRODUCTION_AMOUNT = Number(process.env.INTRODUCTION_CAMPAIGN_AMOUNT ?? 5000);

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

async function issueIntroductionId(tx: Tx, receiptNumber: string): Promise<string> {
  for (;;) {
    const id = newIntroductionId();
    const inserted = await tx
      .insert(introductionIds)
      .values({ id, campaignAmount: NEW_INTRODUCTION_AMOUNT, sourceReceiptNumber: receiptNumber })
      .onConflictDoNothing()
      .returning({ id: introductionIds.id });
    if (inserted.length > 0) return id;
  }
}

/**
 * applyCTC(formDataJSON, idempotencyKey): parses the JSON with applicationSchema (the wizard's
 * own zod schemas), then in one transaction issues a receipt number and a new introduction id and
 * stores the application (form3.bankInfo.accountNo AES-256-GCM encrypted, masked in the JSON).
 * A new build without an address must have its pin near the town given and its map image stored
 * (checkNoAddressPlacement).
 * Errors: BAD_USER_INPUT with field paths (nothing stored), IDEMPOTENCY_CONFLICT.
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
  const { stored, accountNo } = separateAccountNo(data);
  const introducerId =
    (data as { campaignData?: { introducerId?: string | null } }).campaignData?.introducerId ??
    null;

  return runIdempotent(db, { key: key.data, operation: 'applyCTC', payload: data }, async (tx) => {
    const receiptNumber = await nextReceiptNumber(tx, 'A');
    const introductionId = await issueIntroductionId(tx, receiptNumber);
    await tx.insert(applications).values({
      receiptNumber,
      introductionId,
      introducerId: introducerId || null,
      formData: stored,
      bankAccountNoEncrypted: accountNo ? encryptText(accountNo) : null,
      bankAccountNoMasked: accountNo ? maskAccountNo(accountNo) : null,
    });
    return { result: 'success', introductionId, receiptNumber };
  });
};
