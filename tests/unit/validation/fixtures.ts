import { servedArea, validApplication } from '../fixtures/application';

export { servedArea };
import type { ApplicationInput } from '@/lib/validation/application';
import { fixedClock } from '@/lib/time';

/** A clock stopped at 2026-11-21 12:00 Japan time. */
export const NOW = fixedClock('2026-11-21T03:00:00Z');

/** A valid house application with 1G, phone and number portability, bank debit: as a form would send it
 * (full-width digits, hiragana and half-width kana that the schemas normalise). */
export function validApplicationInput(): ApplicationInput {
  const base = validApplication();
  return {
    ...base,
    installationInfo: {
      ...base.installationInfo,
      postalCode: '４６０－０００８',
      line1_kanji: '１丁目２－３',
    },
    form2: { ...base.form2, lastName_kana: 'やまだ', firstName_kana: 'ﾀﾛｳ', dobYear: '１９９０' },
    form3: {
      ...base.form3,
      bankInfo: {
        ...base.form3.bankInfo,
        accountNo: '１２３４５６７',
        accountNameKana: 'やまだ たろう',
      },
    },
  } as ApplicationInput;
}
