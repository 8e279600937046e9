import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { customers } from '../schema';
import { formatYen } from '@/lib/pricing/format';
import { formatIsoDate, todayInJapan } from '@/lib/time';

export interface TransferCheck {
  status: 'ok' | 'notFound' | 'unavailable';
  title: string;
  message: string;
  /** Yen, tax-included. */
  amount: number | null;
  /** YYYY-MM-DD, Japan time. */
  deadline: string | null;
}

const digits = (value: string): string => value.normalize('NFKC').replace(/\D/g, '');

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a customer is told when the customer number and the registered phone match no customer. */
export const CUSTOMER_NOT_FOUND = {
  title: 'お客さま情報を確認できませんでした',
  message: 'お客さま番号とご登録の電話番号をご確認のうえ、もう一度入力してください。',
} as const;

/**
 * The customer whose number and registered phone (digits compared, full-width accepted) both
 * match, else null. Which of the two was wrong is never told (spec section 7). Used by every
 * request of an existing customer: the transfer check and request, the option application.
 */
export async function findCustomer(db: DbOrTx, customerNumber: string, phone: string) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.customerNumber, digits(customerNumber)));
  return customer && customer.phone === digits(phone) ? customer : null;
}

/**
 * The transfer (moving) check of spec section 7: the customer number and the registered phone
 * must match one customer ('notFound' otherwise, without telling which one was wrong); a customer
 * that cannot transfer or is past the deadline (Japan time) is 'unavailable'.
 */
export async function checkTransfer(
  db: DbOrTx,
  customerNumber: string,
  phone: string,
): Promise<TransferCheck> {
  const customer = await findCustomer(db, customerNumber, phone);
  if (!customer) return { status: 'notFound', ...CUSTOMER_NOT_FOUND, amount: null, deadline: null };
  const today = formatIsoDate(todayInJapan());
  if (
    !customer.isTransferable ||
    (customer.transferDeadline !== null && customer.transferDeadline < today)
  ) {
    return {
      status: 'unavailable',
      title: 'お引越し手続きをオンラインで承れません',
      message: 'お手数ですが、サポートセンターまでお電話でお問い合わせください。',
      amount: null,
      deadline: null,
    };
  }
  return {
    status: 'ok',
    title: 'お引越し手続きが可能です',
    message:
      customer.transferAmount > 0
        ? `移転工事費として${formatYen(customer.transferAmount)}（税込）がかかります。`
        : '移転工事費は無料です。',
    amount: customer.transferAmount,
    deadline: customer.transferDeadline,
  };
}
