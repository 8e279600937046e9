import { formatYen } from '@/lib/pricing/format';

/** The checkTransferRequest answer (spec section 3 "Transfer check"). */
export interface TransferCheckResult {
  /** 'ok' | 'notFound' | 'unavailable' (lib/server/db/repositories/transfer.ts). */
  status: string;
  title: string;
  message: string;
  /** Yen, tax-included; null unless status is 'ok'. */
  amount: number | null;
  /** 'YYYY-MM-DD' (Japan time); null unless status is 'ok'. */
  deadline: string | null;
}

/** The transferRequest answer (spec section 3 "Transfer request"). */
export interface TransferRequestResult {
  /** 'success', or (nothing stored) 'notFound' | 'unavailable' | 'outOfArea'. */
  status: string;
  title: string;
  message: string;
  receiptNumber: string | null;
}

/** The transfer fee as shown: '3,300円（税込）', '無料' for 0, null when the server gave none. */
export function formatTransferAmount(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return amount === 0 ? '無料' : `${formatYen(amount)}（税込）`;
}

/** Whether the visitor may go on to the new address: only a check with status 'ok'. */
export function canRequestTransfer(check: TransferCheckResult | null): boolean {
  return check?.status === 'ok';
}
