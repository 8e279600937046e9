import { Container, PageHeader } from '@/components/ui/page-header';
import { CallTimeText } from '@/components/layout/call-time-text';
import { PhoneConsult } from '@/components/layout/phone-consult';
import { getCallTime } from '@/lib/settings/call-time';
import { FactText } from '@/components/content/placeholder-badge';
import { PrivacyNotice } from '@/components/ui/privacy-notice';
import type { CollectingForm } from '@/lib/content/privacy';
import { OPERATOR_FACTS } from '@/lib/content/operator';
import { CONSULTATION_TEL, SUPPORT_TEL, telHref } from '@/lib/site';

/**
 * The frame of a visitor-flow page (/contact/, /transfer/, /option/apply/): title band with
 * breadcrumb, notes above the form, the form leaf, and the desk's phone below: `desk` 'sales'
 * (phone consultation, the settings' hours) or 'support' (the contract holders' desk of the
 * operator's facts, for /transfer/). Server component.
 */
export function FlowPage({
  title,
  lead,
  parents,
  notes = [],
  desk = 'sales',
  collects,
  children,
}: {
  /** Which form's purposes of use to show before the form (lib/content/privacy.ts). */
  collects?: CollectingForm;
  desk?: 'sales' | 'support';
  title: string;
  lead: string;
  parents?: readonly { to: string; text: string }[];
  notes?: readonly string[];
  children: React.ReactNode;
}) {
  const callTime = getCallTime();
  return (
    <main id="main">
      <PageHeader title={title} lead={lead} parents={parents} />
      <Container className="max-w-[960px] py-8">
        {notes.length > 0 ? (
          <ul className="mb-8 list-disc space-y-1 pl-5 text-sm leading-7 text-gray-800">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
        {collects ? (
          <div className="mb-8">
            <PrivacyNotice form={collects} />
          </div>
        ) : null}
        {children}
        <section
          aria-labelledby="flow-tel"
          className="mt-12 rounded-lg bg-white p-5 sm:flex sm:items-center sm:justify-between sm:gap-6"
        >
          <div>
            <h2 id="flow-tel" className="font-bold">
              お電話でもお手続きいただけます
            </h2>
            <p className="mt-1 text-sm">
              {desk === 'support' ? 'ご契約中の方の窓口 ' : ''}受付時間{' '}
              {desk === 'support' ? (
                <FactText fact={OPERATOR_FACTS.supportDesk.hours} />
              ) : (
                <CallTimeText fallback={callTime.displayText} />
              )}
            </p>
          </div>
          <div className="mt-3 shrink-0 sm:mt-0 sm:w-60">
            {desk === 'sales' ? (
              <PhoneConsult
                tel={CONSULTATION_TEL}
                displayText={callTime.displayText}
                variant="block"
              />
            ) : SUPPORT_TEL ? (
              <a href={telHref(SUPPORT_TEL)} className="text-2xl font-bold text-accent">
                {SUPPORT_TEL}
              </a>
            ) : (
              <p className="text-sm">
                電話番号 <FactText fact={OPERATOR_FACTS.supportDesk.tel} />
              </p>
            )}
          </div>
        </section>
      </Container>
    </main>
  );
}
