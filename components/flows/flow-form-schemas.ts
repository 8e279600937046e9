import type { FieldValues } from 'react-hook-form';
import { schemaResolver } from '@/components/ui/form/schema-resolver';
import { makeContactSchema, type Contact } from '@/lib/validation/contact';
import type { ContactCallTime } from '@/lib/validation/contact-choices';
import {
  checkTransferRequestSchema,
  transferRequestSchema,
  type CheckTransferRequest,
  type TransferRequest,
} from '@/lib/validation/transfer';
import { makeApplicationUpSellSchema, type ApplicationUpSell } from '@/lib/validation/upsell';

// The visitor flows' validation, in its own module so that the forms import zod on first use
// (components/ui/form/lazy-resolver.ts), not in the first load of /contact/, /transfer/ and
// /option/apply/. The schemas are the ones the GraphQL resolvers parse with (lib/validation/).

/** /contact/: makeContactSchema with the reception hours the picker offers. */
export function contactResolver<TValues extends FieldValues>(callTime: ContactCallTime) {
  return schemaResolver<TValues, Contact>(makeContactSchema({ callTime }));
}

/** /transfer/, first step: the customer number and the registered phone. */
export function checkTransferResolver<TValues extends FieldValues>() {
  return schemaResolver<TValues, CheckTransferRequest>(checkTransferRequestSchema);
}

/** /transfer/, last step: the new address, the moving date and requests. */
export function transferRequestResolver<TValues extends FieldValues>() {
  return schemaResolver<TValues, TransferRequest>(transferRequestSchema);
}

/** /option/apply/: makeApplicationUpSellSchema with the options the page offers. */
export function upsellResolver<TValues extends FieldValues>(optionSlugs: readonly string[]) {
  return schemaResolver<TValues, ApplicationUpSell>(makeApplicationUpSellSchema({ optionSlugs }));
}
