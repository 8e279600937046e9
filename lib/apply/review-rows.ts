import type { z } from 'zod';
import { NEW_BUILD_NOTICE, newBuildPlaceOf, pinText, type NewBuildPlace } from './submission';
import { formatYen } from '@/lib/pricing/format';
import { BASE_MENU_LABELS, SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import type { ContractTermFacts } from '@/lib/pricing/term-facts';
import type { InstallationInfo, PlanData } from '@/lib/state/types';
import { formatAddress, siteNotation } from '@/lib/text/notation';
import { maskAccountNo } from '@/lib/validation/account-no';
import { BUILDING_TYPE_LABELS } from '@/lib/validation/area-labels';
import {
  APPLICANT_TYPE_LABELS,
  CONTACT_HOURS_LABELS,
  GENDER_LABELS,
  makeForm2Schema,
  type ApplicantType,
  type ContactHours,
  type Gender,
} from '@/lib/validation/form2';
import {
  ACCOUNT_KIND_LABELS,
  CONSTRUCTION_DAY_LABELS,
  makeForm3Schema,
  type ConstructionDay,
} from '@/lib/validation/form3';

type Values = Record<string, unknown>;

/** One line of the review: a label and the text shown for it ('' when nothing was entered). */
export interface ReviewRow {
  label: string;
  value: string;
  /** data-testid of the value where tests read it. */
  testId?: string;
}

/** One section of the review with the step that edits it. */
export interface ReviewSection {
  title: string;
  editHref: string;
  editLabel: string;
  rows: ReviewRow[];
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A phone as 052-123-4567 when the schema split it into phone1-3, else the number as held. */
function phoneOf(v: unknown): string {
  const p = (v ?? {}) as { number?: unknown; phone1?: unknown; phone2?: unknown; phone3?: unknown };
  return p.phone1 && p.phone2 && p.phone3
    ? `${str(p.phone1)}-${str(p.phone2)}-${str(p.phone3)}`
    : str(p.number);
}

/** A date from year, month and day parts: '1985年4月1日', '' when the year is empty. */
const dateOf = (y: unknown, m: unknown, d: unknown) =>
  y ? `${str(y)}年${str(m)}月${str(d)}日` : '';

/** The values as they will be stored (normalised by the step's schema), else as held. */
function normalised(schema: z.ZodType, values: unknown): Values {
  const parsed = schema.safeParse(values);
  return (parsed.success ? parsed.data : (values ?? {})) as Values;
}

/** What the review is built from: the machine's context and what the estimate answered. */
export interface ReviewInput {
  planData: PlanData;
  /** customerData (spec section 3): the installation address, the area result's period, form2, form3. */
  customerData: {
    installationInfo: InstallationInfo | null;
    areaData: { period?: string | null } | null;
    form2: unknown;
    form3: unknown;
  };
  /** Labels of the chosen options (price book). */
  optionLabels: readonly string[];
  /** Titles of the campaigns the estimate applied. */
  campaignTitles: readonly string[];
  /** The chosen スタート割 term's facts (lib/pricing/term-facts). */
  term: ContractTermFacts;
  /** Whether 光電話 is among the chosen services (lib/validation/terms chosenTelecomServices). */
  isPhone: boolean;
}

/**
 * The review of an application before it is sent (/apply/terms/): four sections (設置場所,
 * プラン・オプション, ご契約者さま, お支払い・電話・工事) with the labels of lib/validation and
 * lib/pricing, addresses by formatAddress, the account number by maskAccountNo (never shown in
 * full), form2 and form3 normalised by their schemas as the server will store them. Pure; it
 * builds both schemas at each call, so a component keeps its result while the inputs stay.
 */
export function reviewSections(input: ReviewInput): ReviewSection[] {
  const { planData, customerData, term } = input;
  const info = customerData.installationInfo;
  const f2 = normalised(makeForm2Schema(), customerData.form2);
  const f3 = normalised(makeForm3Schema({ planData }), customerData.form3);
  const contact = (f2.contactInfo ?? {}) as Values;
  const bank = (f3.bankInfo ?? {}) as Values;
  const cur = (f3.currentPhoneInfo ?? {}) as Values;
  const cur2 = (f3.currentPhoneInfo2 ?? {}) as Values;
  const days = ((f3.dowConstruction ?? []) as ConstructionDay[]).map(
    (d) => CONSTRUCTION_DAY_LABELS[d],
  );
  const isMansion = planData.buildingType === 1;
  const row = (label: string, value: string, testId?: string): ReviewRow =>
    testId ? { label, value, testId } : { label, value };
  return [
    {
      title: '設置場所',
      editHref: '/apply/area/',
      editLabel: '設置場所を修正する',
      rows: [
        row('住所', info ? formatAddress(info) : ''),
        row('建物', BUILDING_TYPE_LABELS[planData.buildingType]),
        ...(isMansion ? [row('部屋番号', info?.line3_kanji ?? '')] : []),
        row('開通工事の目安', siteNotation(customerData.areaData?.period ?? '')),
        ...newBuildRows(newBuildPlaceOf({ planData, installationInfo: info })),
      ],
    },
    {
      title: 'プラン・オプション',
      editHref: '/apply/form/',
      editLabel: 'プラン・オプションを修正する',
      rows: [
        row('コース', SELECTED_PLAN_LABELS[planData.selectedPlan]),
        row('基本メニュー', BASE_MENU_LABELS[planData.baseMenu] ?? ''),
        row(
          '契約期間',
          `スタート割 ${term.label}${
            term.cancellationFeeYen !== null
              ? `（${term.months}か月以内の解約金 ${formatYen(term.cancellationFeeYen)}${term.netConstructionInstalments ? `、工事費${term.netConstructionInstalments}回分割` : ''}）`
              : ''
          }`,
          'review-contract-term',
        ),
        row('オプション', input.optionLabels.join('、')),
        row('キャンペーン', input.campaignTitles.join('、')),
      ],
    },
    {
      title: 'ご契約者さま',
      editHref: '/apply/form2/',
      editLabel: 'ご契約者さまの情報を修正する',
      rows: [
        row('お申し込み種別', APPLICANT_TYPE_LABELS[f2.applicantType as ApplicantType] ?? ''),
        ...(f2.applicantType === 'corporation'
          ? [row('法人名', `${str(f2.corporationName_kanji)}（${str(f2.corporationName_kana)}）`)]
          : []),
        row(
          'お名前',
          `${str(f2.lastName_kanji)} ${str(f2.firstName_kanji)}（${str(f2.lastName_kana)} ${str(f2.firstName_kana)}）`,
        ),
        row('性別', GENDER_LABELS[f2.gender as Gender] ?? ''),
        row('生年月日', dateOf(f2.dobYear, f2.dobMonth, f2.dobDate)),
        row('日中の電話番号', phoneOf(f2.daytimePhone)),
        row('携帯電話番号', phoneOf(f2.mobilePhone)),
        row('メールアドレス', str(f2.mail)),
        row('ご連絡希望時間帯', CONTACT_HOURS_LABELS[f2.contactHours as ContactHours] ?? ''),
        row('書類の送付先', contact.type === 'other' ? formatAddress(contact) : '設置先住所と同じ'),
      ],
    },
    {
      title: 'お支払い・電話・工事',
      editHref: '/apply/form3/',
      editLabel: 'お支払い・電話・工事の情報を修正する',
      rows: [
        row(
          'お支払い方法',
          bank.type === 'card'
            ? 'クレジットカード'
            : `口座振替：${str(bank.bankName)}（${str(bank.bankCode)}） ${str(bank.bankBranch)}（${str(bank.bankBranchCode)}） ${ACCOUNT_KIND_LABELS[Number(bank.accountKind) === 2 ? 2 : 1]} ${maskAccountNo(str(bank.accountNo))} ${str(bank.accountNameKana)}`,
        ),
        ...(input.isPhone
          ? [
              row(
                '番号ポータビリティ',
                f3.isPortability
                  ? [phoneOf(cur), f3.isPortability2 ? phoneOf(cur2) : '']
                      .filter(Boolean)
                      .join('、')
                  : '利用しない（新しい番号）',
              ),
            ]
          : []),
        row('土日祝日の工事', f3.isHolidayConstruction ? '希望する' : '希望しない'),
        row('立ち会いできる曜日', days.join('、') || '指定なし'),
        row('お引越し予定日', dateOf(f3.movingYear, f3.movingMonth, f3.movingDate)),
        row('現在ご利用中のインターネット回線', str(f3.currentCarrier)),
        row('ご要望', str(f3.requestColumn)),
        row('モバイルルーターのレンタル', f3.isMobileRental ? '希望する' : ''),
      ],
    },
  ];
}

/** The rows of a new build without 番地: the pin, 補足 and the provisional area notice. */
function newBuildRows(place: NewBuildPlace | null): ReviewRow[] {
  if (!place) return [];
  return [
    { label: '地図で指定した場所', value: pinText(place), testId: 'review-pin' },
    { label: '補足', value: place.detail ?? '' },
    { label: '提供エリア', value: NEW_BUILD_NOTICE, testId: 'review-new-build-notice' },
  ];
}
