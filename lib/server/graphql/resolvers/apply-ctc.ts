import { systemClock } from '@/lib/time';
import { PRIVACY_POLICY_VERSION } from '@/lib/content/privacy';
import { applicationSchema } from '@/lib/validation/application';
import { z } from 'zod';
import { maskAccountNo } from '@/lib/validation/account-no';
import { encryptText, requestHash } from '../../security/crypto';
import { storeApplication, type ApplyAnswer } from '../../db/repositories/applications';
import { badUserInput, badUserInputFields, userError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql';
import { receiptPlace, receiptPlaceToken } from '../../db/repositories/receipt-place';
import { IDEMPOTENCY_KEY_PATTERN, storedResponse } from '../../db/repositories/idempotency';
import { isMaintenanceNow } from '../../db/repositories/maintenance';
import { priceApplication, SERVER_PRICING_MESSAGES } from '../../pricing';
import { checkNoAddressPlacement } from '../../area/map-image';
import { applicationReceivedInput } from '../../mail/events';

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
 * (`consent` in the stored JSON), and deletes the draft of `draftToken` (lib/server/db/repositories/drafts.ts).
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

/** The answer with the receipt page's token of its place (lib/server/db/repositories/receipt-place.ts). */
function withReceiptToken(answer: ApplyAnswer): ApplyAnswer & { receiptToken: string } {
  return { ...answer, receiptToken: receiptPlaceToken(answer.receiptNumber) };
}

/** applicationReceiptPlace(receiptNumber, token): lib/server/db/repositories/receipt-place.ts receiptPlace. */
export const applicationReceiptPlace: QueryResolvers['applicationReceiptPlace'] = (
  _parent,
  { receiptNumber, token },
  { db },
) => receiptPlace(db, receiptNumber, token);
