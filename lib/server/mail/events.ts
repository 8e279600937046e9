import 'server-only';
import { newBuildPlaceOf, pinText } from '@/lib/apply/submission';
import { BASE_MENU_LABELS, SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import { quoteSummary, type StoredQuote } from '@/lib/pricing/quote';
import type { PlanData } from '@/lib/state/types';
import { siteNotation } from '@/lib/text/notation';
import type { ApplicationReceivedInput } from './templates/application-received';

/** The applicant's name as typed in form2: '山田 太郎', a corporation's name before its contact's. */
export function applicantName(form2: unknown): string {
  const f = (form2 ?? {}) as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return [s(f.corporationName_kanji), `${s(f.lastName_kanji)} ${s(f.firstName_kanji)}`.trim()]
    .filter(Boolean)
    .join(' ');
}

/** The address the applicant typed in form2 (mail), or null. */
export function applicantMail(form2: unknown): string | null {
  const mail = ((form2 ?? {}) as { mail?: unknown }).mail;
  return typeof mail === 'string' && mail !== '' ? mail : null;
}

/**
 * The input of the application-received message from what applyCTC stores: the name and plan as
 * the review showed them, the option lines of the stored quote, its summary (quoteSummary, what
 * the completed page shows), the area result's period and, for a new build without 番地, its pin
 * and 補足 (as the receipt shows them).
 */
export function applicationReceivedInput(application: {
  planData: Pick<PlanData, 'selectedPlan' | 'baseMenu'> & { isNoAddress?: boolean };
  areaData: { period?: string | null };
  form2: unknown;
  quote: StoredQuote;
  installationInfo?: Parameters<typeof newBuildPlaceOf>[0]['installationInfo'];
}): ApplicationReceivedInput {
  const { planData, quote } = application;
  const place = newBuildPlaceOf(application);
  return {
    name: applicantName(application.form2),
    plan: `${SELECTED_PLAN_LABELS[planData.selectedPlan]} ${BASE_MENU_LABELS[planData.baseMenu] ?? ''}`.trim(),
    options: [...new Set(quote.monthlyLines.filter((l) => l.kind === 'option').map((l) => l.item))],
    quote: quoteSummary(quote),
    period: application.areaData.period ? siteNotation(application.areaData.period) : null,
    newBuild: place ? { pin: pinText(place), detail: place.detail } : null,
  };
}
