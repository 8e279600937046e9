import { FORM_PURPOSES, PRIVACY_PURPOSES, type CollectingForm } from '@/lib/content/privacy';

/**
 * The purposes of use shown where personal data is collected, before the form's first personal
 * field (個人情報保護法 第21条; /privacy/ promises it): the purposes this form's data serves, from
 * lib/content/privacy.ts (the policy's own list), and the link to the whole policy. Plain markup:
 * renders on the server and in the wizard's client steps alike.
 */
export function PrivacyNotice({ form }: { form: CollectingForm }) {
  const purposes = FORM_PURPOSES[form].map((i) => PRIVACY_PURPOSES[i]!);
  return (
    <section
      aria-labelledby={`privacy-notice-${form}`}
      data-testid="privacy-notice"
      className="rounded border border-gray-300 bg-surface p-4 text-sm leading-6"
    >
      <h2 id={`privacy-notice-${form}`} className="font-bold">
        個人情報の利用目的
      </h2>
      <p className="mt-1">ご入力いただく個人情報は、次の目的に利用します。</p>
      <ul className="mt-1 list-disc pl-5">
        {purposes.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p className="mt-1">
        取扱いの詳細は
        <a href="/privacy/" target="_blank" rel="noopener" className="text-accent underline">
          プライバシーポリシー（新しいタブで開きます）
        </a>
        をご覧ください。
      </p>
    </section>
  );
}
