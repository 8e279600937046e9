/**
 * The summary at the top of an application's detail page (what staff read first): who, how to
 * reach them, where, what, when, and the stored quote's campaigns. Built from the stored form data
 * with the words of the one label table (application-fields.ts). Pure; Japan-time dates.
 */
import { formatAddress } from '@/lib/text/notation';
import { BUILDING_TYPE_LABELS } from '@/lib/validation/area-labels';
import { APPLICATION_FIELD_LABELS, fieldText, formatPhone } from './application-fields';

/** One line of the summary; testId where the end-to-end tests read it. */
export interface SummaryRow {
  label: string;
  value: string;
  testId: string;
}

type Data = Record<string, unknown>;

const obj = (v: unknown): Data => (v && typeof v === 'object' ? (v as Data) : {});
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** 'YYYY年M月D日' from year/month/day parts, '' when the year is empty. */
const dateOf = (y: unknown, m: unknown, d: unknown) =>
  str(y) ? `${str(y)}年${str(m)}月${str(d)}日` : '';

/** The labels of the true flags under `prefix` of the label table (options, campaigns). */
function chosenFlags(formData: unknown, prefix: string): string[] {
  const data = obj(obj(formData)[prefix]);
  return Object.entries(data)
    .filter(([k, v]) => v === true && APPLICATION_FIELD_LABELS[`${prefix}.${k}`]?.format === 'flag')
    .map(([k]) => APPLICATION_FIELD_LABELS[`${prefix}.${k}`]!.label);
}

/** Option flags of planData that are services or options (not the area/plan bookkeeping flags). */
const NOT_OPTIONS = new Set([
  '基本メニュー',
  'エリア確認済み',
  '地図でピンを指定',
  '新築（住所未確定）',
  'マンションの戸建てタイプ',
]);

/**
 * The summary rows of an application: 受付番号 and status are the page's heading; these are the
 * name (漢字 and カナ, the corporation first for a corporate applicant), phones formatted, e-mail,
 * the installation address with building and room (or, for a new build without an address, the
 * pin and the 補足), building type, plan, options, term, payment method, construction wishes,
 * callback hours and campaigns (`campaignTitles`: the stored quote's applied campaigns when there
 * is a quote, else the campaign flags).
 */
export function applicationSummary(
  formData: unknown,
  campaignTitles: readonly string[] | null,
): SummaryRow[] {
  const plan = obj(obj(formData).planData);
  const info = obj(obj(formData).installationInfo);
  const f2 = obj(obj(formData).form2);
  const f3 = obj(obj(formData).form3);
  const corporation = f2.applicantType === 'corporation';
  const noAddress = plan.isNoAddress === true;
  const rows: SummaryRow[] = [];
  const row = (label: string, value: string, testId: string) =>
    rows.push({ label, value: value || '—', testId });
  if (corporation)
    row(
      '法人名',
      `${str(f2.corporationName_kanji)}（${str(f2.corporationName_kana)}）`,
      'summary-corporation',
    );
  row(
    corporation ? 'ご担当者' : 'お名前',
    `${str(f2.lastName_kanji)} ${str(f2.firstName_kanji)}`.trim(),
    'summary-name',
  );
  row('フリガナ', `${str(f2.lastName_kana)} ${str(f2.firstName_kana)}`.trim(), 'summary-kana');
  row('日中の電話番号', formatPhone(obj(f2.daytimePhone).number), 'summary-phone');
  row('携帯電話番号', formatPhone(obj(f2.mobilePhone).number), 'summary-mobile');
  row('メールアドレス', str(f2.mail), 'summary-mail');
  row('生年月日', dateOf(f2.dobYear, f2.dobMonth, f2.dobDate), 'summary-dob');
  row(
    '建物の種類',
    noAddress
      ? `新築（住所未確定）・${BUILDING_TYPE_LABELS[plan.buildingType === 1 ? 1 : 0]}`
      : BUILDING_TYPE_LABELS[plan.buildingType === 1 ? 1 : 0],
    'summary-building-type',
  );
  row('設置先住所', formatAddress(info), 'summary-address');
  if (noAddress || info.latitude != null) {
    row(
      '地図のピン',
      info.latitude != null ? `緯度 ${str(info.latitude)}、経度 ${str(info.longitude)}` : '',
      'summary-pin',
    );
    row('設置場所の補足', str(info.detail), 'summary-detail');
  }
  row('コース', fieldText(formData, 'planData.selectedPlan'), 'summary-plan');
  row('基本メニュー', fieldText(formData, 'planData.baseMenu'), 'summary-base-menu');
  row(
    'オプション',
    chosenFlags(formData, 'planData')
      .filter((l) => !NOT_OPTIONS.has(l))
      .join('、'),
    'summary-options',
  );
  row('契約期間', fieldText(formData, 'planData.contractTerm'), 'summary-term');
  const bank = obj(f3.bankInfo);
  row(
    'お支払い方法',
    bank.type === 'bank'
      ? `口座振替（${str(bank.bankName)} ${str(bank.bankBranch)}）`
      : fieldText(formData, 'form3.bankInfo.type'),
    'summary-payment',
  );
  row(
    '工事のご希望',
    [
      `立ち会い ${fieldText(formData, 'form3.dowConstruction') || '指定なし'}`,
      f3.isHolidayConstruction === true ? '土日祝日の工事を希望' : '',
      str(f3.movingYear)
        ? `お引越し予定日 ${dateOf(f3.movingYear, f3.movingMonth, f3.movingDate)}`
        : '',
      str(f3.requestColumn) ? `ご要望：${str(f3.requestColumn)}` : '',
    ]
      .filter(Boolean)
      .join(' / '),
    'summary-construction',
  );
  row('ご連絡希望時間帯', fieldText(formData, 'form2.contactHours'), 'summary-callback');
  row(
    'キャンペーン',
    (campaignTitles ?? chosenFlags(formData, 'campaignData')).join('、'),
    'summary-campaigns',
  );
  return rows;
}
