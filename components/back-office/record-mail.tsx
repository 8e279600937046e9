import type { MailRow } from '@/lib/server/back-office/mail';
import { MailTable } from './mail-table';

/** The messages sent about one record (its detail page): state, attempts and errors, no bodies. */
export function RecordMail({ rows, canResend }: { rows: MailRow[]; canResend: boolean }) {
  return (
    <section aria-labelledby="mail" className="mt-6">
      <h2 id="mail" className="text-lg font-bold">
        メール
      </h2>
      <MailTable rows={rows} canResend={canResend} showReceipt={false} />
    </section>
  );
}
