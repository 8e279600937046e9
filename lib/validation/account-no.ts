/**
 * A bank account number shown anywhere but the database (house rule: encrypted at rest, masked
 * elsewhere): every digit but the last 3 as '*' ('1234567' -> '****567'); 3 digits or fewer are
 * all masked. Non-digits are dropped. The one rule for the applicant's review, the stored JSON,
 * the bankAccountNoMasked column, the CSV export and the back office.
 */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  if (digits.length <= 3) return '*'.repeat(digits.length);
  return '*'.repeat(digits.length - 3) + digits.slice(-3);
}
