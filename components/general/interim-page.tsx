import { ButtonLink, type ButtonVariant } from '@/components/ui/button';
import { CallTimeText } from '@/components/layout/call-time-text';
import type { IconName } from '@/components/ui/icon';
import { Container, PageHeader } from '@/components/ui/page-header';
import { PhoneConsult } from '@/components/layout/phone-consult';
import { getCallTime } from '@/lib/settings/call-time';
import { CONSULTATION_TEL } from '@/lib/site';

export interface InterimPageProps {
  title: string;
  lead: string;
  parents?: readonly { to: string; text: string }[];
  sections?: readonly { heading: string; text: string }[];
  actions?: readonly { to: string; text: string; variant?: ButtonVariant; icon?: IconName }[];
  /** Show the phone-consultation box. */
  phone?: boolean;
}

/**
 * A short real page for routes whose full screens later issues build (area search, apply steps,
 * contact, transfer): what the page is for, the next steps as links, and phone consultation.
 */
export function InterimPage({
  title,
  lead,
  parents,
  sections = [],
  actions = [],
  phone = true,
}: InterimPageProps) {
  const callTime = getCallTime();
  return (
    <main id="main">
      <PageHeader title={title} lead={lead} parents={parents} />
      <Container className="max-w-[960px] space-y-8 py-10">
        {sections.map((s) => (
          <section key={s.heading} className="rounded-lg border border-gray-200 bg-white p-6">
            <h2 className="text-lg font-bold">{s.heading}</h2>
            <p className="mt-2 text-sm leading-7 md:text-base">{s.text}</p>
          </section>
        ))}
        {actions.length ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {actions.map((a) => (
              <ButtonLink
                key={a.to}
                href={a.to}
                variant={a.variant ?? 'primary'}
                icon={a.icon ?? 'arrowForward'}
                size="lg"
              >
                {a.text}
              </ButtonLink>
            ))}
          </div>
        ) : null}
        {phone ? (
          <section className="rounded-lg bg-white p-6 ring-1 ring-gray-200 md:flex md:items-center md:justify-between md:gap-6">
            <div>
              <h2 className="font-bold">お電話でもご相談いただけます</h2>
              <p className="mt-1 text-sm leading-7">
                受付時間 <CallTimeText fallback={callTime.displayText} />
                。スタッフがお手続きをご案内します。
              </p>
            </div>
            <div className="mt-4 shrink-0 md:mt-0 md:w-64">
              <PhoneConsult
                tel={CONSULTATION_TEL}
                displayText={callTime.displayText}
                variant="block"
              />
            </div>
          </section>
        ) : null}
      </Container>
    </main>
  );
}
