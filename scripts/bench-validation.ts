/**
 * Prints how long the shared zod schemas take per parse (the applyCTC resolver runs
 * applicationSchema on every submission). `npm run bench:validation`.
 */
import { makeApplicationSchema } from '@/lib/validation/application';
import { makeContactSchema } from '@/lib/validation/contact';
import { NOW, validApplicationInput } from '../tests/unit/validation/fixtures';

function bench(label: string, parse: () => unknown, n = 3000): void {
  for (let i = 0; i < 300; i += 1) parse();
  const start = performance.now();
  for (let i = 0; i < n; i += 1) parse();
  const ms = (performance.now() - start) / n;
  console.log(`${label.padEnd(34)} ${ms.toFixed(3)} ms/parse  ${Math.round(1000 / ms)} parses/s`);
}

const application = makeApplicationSchema({ now: NOW });
const input = validApplicationInput();
bench('applicationSchema (valid)', () => application.parse(input));
const bad = {
  ...input,
  form2: { ...input.form2, lastName_kana: 'yamada', mailConfirm: 'x@example.jp' },
};
bench('applicationSchema (2 errors)', () => application.safeParse(bad));
const contact = makeContactSchema({ now: NOW });
const booking = {
  inquiryType: 'visitReservation',
  preferredDate: '2026-11-22',
  preferredTime: '10:00',
  lastName_kanji: '山田',
  firstName_kanji: '花子',
  lastName_kana: 'やまだ',
  firstName_kana: 'はなこ',
  phone: '090-1234-5678',
  isAgreePrivacy: true,
};
bench('contactSchema (valid)', () => contact.parse(booking));
