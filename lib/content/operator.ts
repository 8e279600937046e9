import raw from '@/content/site/operator.json' with { type: 'json' };

/*
 * The operator's facts (company, registration, desks, callback slots): one file,
 * content/site/operator.json, edited in the CMS (singleton 「運営者情報」) and read only through this
 * module. A fact nobody has confirmed keeps `status: placeholder` (an empty value is always a
 * placeholder): the site shows a 「確定前」 badge instead of inventing it, and
 * `SITE_STAGE=production npm run content:check` refuses to launch with it (lib/content/check.ts).
 * The sales desk's hours are the site settings' phone-consultation hours (spec section 3
 * settings.callTime, lib/settings/call-time.ts), so they are not repeated here.
 */

/** One fact of the operator: its value as shown, and whether an editor has confirmed it. */
export interface OperatorFact {
  value: string;
  status: 'confirmed' | 'placeholder';
}

/** The shape of content/site/operator.json (validated by content:check, lib/content/operator-schema.ts). */
export interface OperatorFacts {
  /** 会社名 (the legal name of the operator). */
  companyName: OperatorFact;
  /** 所在地 (head-office address). */
  address: OperatorFact;
  /** 代表者 (representative). */
  representative: OperatorFact;
  /** 電気通信事業者 届出番号. */
  registration: OperatorFact;
  /** お申し込み前のご相談 (sales desk): phone number, '0120-123-456'. */
  salesDesk: { tel: OperatorFact };
  /** ご契約中の方の窓口 (contract holders' desk): phone number and hours text. */
  supportDesk: { tel: OperatorFact; hours: OperatorFact };
  /** When the staff call back an applicant: whole hours, Japan time, [from, to). */
  callbackSlots: { from: number; to: number }[];
}

/**
 * The facts of content/site/operator.json. Read without a schema library so the client pages that
 * show the number stay light; content:check validates the file (a broken file fails it).
 */
export const OPERATOR_FACTS: OperatorFacts = raw as OperatorFacts;

/** True when the fact is not confirmed or empty: show a placeholder badge, never the value as final. */
export function isPlaceholderFact(fact: OperatorFact): boolean {
  return fact.status === 'placeholder' || fact.value.trim() === '';
}

/** The confirmed value of a fact, or null while it is a placeholder. */
export function confirmedFact(fact: OperatorFact): string | null {
  return isPlaceholderFact(fact) ? null : fact.value.trim();
}

/**
 * A phone number fact as shown ('0120-123-456'): NFKC, hyphens kept; null while a placeholder or
 * not a Japanese number (10 or 11 digits starting with 0), so a typo never becomes a tel: link.
 */
export function telOf(fact: OperatorFact): string | null {
  const tel = (confirmedFact(fact) ?? '').normalize('NFKC');
  if (!/^0[\d-]+$/.test(tel)) return null;
  const digits = tel.replace(/-/g, '');
  return digits.length === 10 || digits.length === 11 ? tel : null;
}

/** Callback slot key as stored with an application ('10-12'). */
export type CallbackSlotKey = `${number}-${number}`;

/**
 * The callback slots the application form offers, from the facts file: keys '10-12' and labels
 * '10時〜12時' (Japan time), in file order.
 */
export function callbackSlots(
  facts: OperatorFacts = OPERATOR_FACTS,
): { key: CallbackSlotKey; label: string }[] {
  return facts.callbackSlots.map((s) => ({
    key: `${s.from}-${s.to}`,
    label: `${s.from}時〜${s.to}時`,
  }));
}

/** The desks as the e-mails and pages show them: null where the fact is still a placeholder. */
export interface OperatorContact {
  companyName: string | null;
  address: string | null;
  representative: string | null;
  registration: string | null;
  salesTel: string | null;
  supportTel: string | null;
  supportHours: string | null;
}

/**
 * The operator's contact block for e-mail templates (and any plain-text use): every fact as shown,
 * null while it is a placeholder (the caller leaves that line out rather than inventing it).
 */
export function operatorContact(facts: OperatorFacts = OPERATOR_FACTS): OperatorContact {
  return {
    companyName: confirmedFact(facts.companyName),
    address: confirmedFact(facts.address),
    representative: confirmedFact(facts.representative),
    registration: confirmedFact(facts.registration),
    salesTel: telOf(facts.salesDesk.tel),
    supportTel: telOf(facts.supportDesk.tel),
    supportHours: confirmedFact(facts.supportDesk.hours),
  };
}

/**
 * Every placeholder fact of the file as [dotted path, label] (for content:check's launch gate and
 * the editor's list).
 */
export function placeholderFacts(facts: OperatorFacts = OPERATOR_FACTS): [string, string][] {
  const entries: [string, string, OperatorFact][] = [
    ['companyName', '会社名', facts.companyName],
    ['address', '所在地', facts.address],
    ['representative', '代表者', facts.representative],
    ['registration', '電気通信事業者 届出番号', facts.registration],
    ['salesDesk.tel', 'お申し込み前のご相談 電話番号', facts.salesDesk.tel],
    ['supportDesk.tel', 'ご契約中の方の窓口 電話番号', facts.supportDesk.tel],
    ['supportDesk.hours', 'ご契約中の方の窓口 受付時間', facts.supportDesk.hours],
  ];
  return entries.filter(([, , f]) => isPlaceholderFact(f)).map(([k, label]) => [k, label]);
}
