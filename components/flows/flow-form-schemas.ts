import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
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

/** zodResolver of `schema` for a form whose values are the raw strings the fields hold. */
function resolverOf<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
}

/** /contact/: makeContactSchema with the reception hours the picker offers. */
export function contactResolver<TValues extends FieldValues>(callTime: ContactCallTime) {
  return resolverOf<TValues, Contact>(makeContactSchema({ callTime }));
}

/** /transfer/, first step: the customer number and the registered phone. */
export function checkTransferResolver<TValues extends FieldValues>() {
  return resolverOf<TValues, CheckTransferRequest>(checkTransferRequestSchema);
}

/** /transfer/, last step: the new address, the moving date and requests. */
export function transferRequestResolver<TValues extends FieldValues>() {
  return resolverOf<TValues, TransferRequest>(transferRequestSchema);
}

/** /option/apply/: makeApplicationUpSellSchema with the options the page offers. */
export function upsellResolver<TValues extends FieldValues>(optionSlugs: readonly string[]) {
  return resolverOf<TValues, ApplicationUpSell>(makeApplicationUpSellSchema({ optionSlugs }));
}
