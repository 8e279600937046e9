import { Container, PageHeader } from '@/components/ui/page-header';
import { CallTimeText } from '@/components/layout/call-time-text';
import { PhoneConsult } from '@/components/layout/phone-consult';
import { getCallTime } from '@/lib/settings/call-time';
import { CONSULTATION_TEL } from '@/lib/site';

/**
 * The frame of a visitor-flow page (/contact/, /transfer/, /option/apply/): title band with
 * breadcrumb, notes above the form, the form leaf, and phone consultation below. Server component.
 */
export function FlowPage({
  title,
  lead,
  parents,
  notes = [],
  children,
}: {
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
              受付時間 <CallTimeText fallback={callTime.displayText} />
            </p>
          </div>
          <div className="mt-3 shrink-0 sm:mt-0 sm:w-60">
            <PhoneConsult
              tel={CONSULTATION_TEL}
              displayText={callTime.displayText}
              variant="block"
            />
          </div>
        </section>
      </Container>
    </main>
  );
}
