import type { z } from 'zod';
import { formatYen } from '@/lib/pricing/format';
import type { transferCheckSchema, transferRequestAnswerSchema } from '@/lib/validation/answers';

/** The checkTransferRequest answer (spec section 3 "Transfer check"; yen, Japan-time date). */
export type TransferCheckResult = z.output<typeof transferCheckSchema>;

/** The transferRequest answer (spec section 3 "Transfer request"). */
export type TransferRequestResult = z.output<typeof transferRequestAnswerSchema>;

/** The transfer fee as shown: '3,300円（税込）', '無料' for 0, null when the server gave none. */
export function formatTransferAmount(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return amount === 0 ? '無料' : `${formatYen(amount)}（税込）`;
}

/** Whether the visitor may go on to the new address: only a check with status 'ok'. */
export function canRequestTransfer(check: TransferCheckResult | null): boolean {
  return check?.status === 'ok';
}
