/**
 * The one label table of a stored application (applications.form_data: the zod output of
 * lib/validation/application.ts without `estimate`, with the server's planData, areaData and
 * campaignData): every stored field's Japanese label, its section on the detail page and how its
 * value reads (女性, NTT西日本, 4,950円). The detail page and the CSV export both read it; a unit
 * test walks the application schema so that a new stored field without a label fails.
 */
import { formatYen } from '@/lib/pricing/format';
import { BASE_MENU_LABELS, SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import { BUILDING_TYPE_LABELS } from '@/lib/validation/area-labels';
import {
  APPLICANT_TYPE_LABELS,
  CONTACT_HOURS_LABELS,
  CONTACT_INFO_TYPE_LABELS,
  GENDER_LABELS,
} from '@/lib/validation/form2';
import {
  ACCOUNT_KIND_LABELS,
  CONSTRUCTION_DAY_LABELS,
  PAYMENT_TYPE_LABELS,
  PHONE_RELATIONSHIP_LABELS,
} from '@/lib/validation/form3';
import { splitPhoneNumber } from '@/lib/validation/phone';
import { formatPostalCode } from '@/lib/text/notation';

/** Sections of the detail page, in reading order. */
export const FIELD_SECTIONS = {
  installation: '設置場所',
  applicant: 'ご契約者さま',
  payment: 'お支払い・電話・工事',
  plan: 'プラン・オプション',
  campaign: 'キャンペーン',
  area: 'エリア確認の結果',
  terms: '同意事項',
} as const;

export type FieldSection = keyof typeof FIELD_SECTIONS;

/**
 * How a value reads: plain text; yes/no (a flag); an amount (yen, tax-included); a phone number
 * (digits → 052-123-4567); a postal code; a list of weekdays; or a code → word map.
 */
export type FieldFormat =
  'text' | 'flag' | 'yen' | 'phone' | 'postal' | 'weekdays' | Readonly<Record<string, string>>;

export interface FieldLabel {
  label: string;
  section: FieldSection;
  format: FieldFormat;
  /** Shown only in the raw JSON: the same value is shown elsewhere (a phone's split boxes). */
  hidden?: boolean;
}

const CARRIER_LABELS = { nttWest: 'NTT西日本', other: '他社' } as const;
const ADDRESS_TYPE_LABELS = { same: '設置先住所と同じ', other: '別の住所' } as const;

const f = (
  label: string,
  section: FieldSection,
  format: FieldFormat = 'text',
  hidden = false,
): FieldLabel => (hidden ? { label, section, format, hidden } : { label, section, format });

/** A phone object ({ number, phone1..3 }): the number shown, the boxes hidden. */
function phone(prefix: string, label: string, section: FieldSection): Record<string, FieldLabel> {
  return {
    [`${prefix}.number`]: f(label, section, 'phone'),
    [`${prefix}.phone1`]: f(`${label}（1）`, section, 'text', true),
    [`${prefix}.phone2`]: f(`${label}（2）`, section, 'text', true),
    [`${prefix}.phone3`]: f(`${label}（3）`, section, 'text', true),
  };
}

/** A postal address of form2/form3 (postal code to room). */
function address(prefix: string, label: string, section: FieldSection): Record<string, FieldLabel> {
  return {
    [`${prefix}.postalCode`]: f(`${label} 郵便番号`, section, 'postal'),
    [`${prefix}.state_kanji`]: f(`${label} 都道府県`, section),
    [`${prefix}.city_kanji`]: f(`${label} 市区町村`, section),
    [`${prefix}.town_kanji`]: f(`${label} 町域`, section),
    [`${prefix}.line1_kanji`]: f(`${label} 丁目・番地`, section),
    [`${prefix}.line2_kanji`]: f(`${label} 建物名`, section),
    [`${prefix}.line3_kanji`]: f(`${label} 部屋番号`, section),
    [`${prefix}.buildingType`]: f(`${label} 建物の種類`, section, BUILDING_TYPE_LABELS),
  };
}

/** The current phone line to carry over (番号ポータビリティ), first or second number. */
function currentPhone(prefix: string, label: string): Record<string, FieldLabel> {
  return {
    ...phone(prefix, `${label} 電話番号`, 'payment'),
    [`${prefix}.carrier`]: f(`${label} 契約先`, 'payment', CARRIER_LABELS),
    [`${prefix}.carrierName`]: f(`${label} 契約先の事業者名`, 'payment'),
    [`${prefix}.addressType`]: f(`${label} 契約住所`, 'payment', ADDRESS_TYPE_LABELS),
    ...address(prefix, `${label} 契約住所`, 'payment'),
    [`${prefix}.relationship`]: f(`${label} 名義人との続柄`, 'payment', PHONE_RELATIONSHIP_LABELS),
    [`${prefix}.lastName_kanji`]: f(`${label} 名義人 姓`, 'payment'),
    [`${prefix}.firstName_kanji`]: f(`${label} 名義人 名`, 'payment'),
    [`${prefix}.lastName_kana`]: f(`${label} 名義人 セイ`, 'payment'),
    [`${prefix}.firstName_kana`]: f(`${label} 名義人 メイ`, 'payment'),
  };
}

/** Option and service flags of planData (spec section 3) as the site names them. */
const PLAN_FLAGS: Record<string, string> = {
  isAnshinSupport: 'あんしんサポート',
  isPhone: '光電話',
  isOtherPhoneOp: '他社電話オプション',
  isNumberDisplay: 'ナンバー・ディスプレイ',
  isPlusNumber: '追加番号',
  isPlusChannel: '複数チャネル',
  isWaribikiPack: '割引パック',
  isSecurityPack: 'セキュリティパック',
  isAnshinPhone: 'あんしん電話',
  isUnannounced: '非通知拒否',
  isWarikomi: '割込電話',
  isRejectNuisanceCall: '迷惑電話おことわり',
  isTensou: '転送電話',
  isTensouTel: '転送電話（転送先）',
  isTensouSelected: '指定番号転送',
  is050: '050番号',
  isTV: '光テレビ',
  isKurashiSupport: 'くらしサポート',
  isDazn: 'DAZN',
  isMeshWiFi: 'メッシュWi-Fi',
  isGamingCustom: 'ゲーミングカスタム',
  isSmartHome: 'スマートホーム',
  isVideo: '動画配信サービス',
  isGigazo: 'ギガぞう',
  isHolidayConstruction: '土日祝日工事',
  isHulu: 'Hulu',
  isYTP: 'YouTube Premium',
};

/** Campaign flags of campaignData as the campaign documents name them. */
const CAMPAIGN_FLAGS: Record<string, string> = {
  isOriginal30000CP: '独自 30,000円キャッシュバック',
  isOriginal25000CP: '独自 25,000円キャッシュバック',
  isOriginal5000CP: '独自 5,000円キャッシュバック',
  isOriginalAddCP: '独自 追加キャッシュバック',
  isOriginalLimitedAddCP: '独自 期間限定追加キャッシュバック',
  isOriginalFriendCP: 'お友達紹介キャンペーン',
  isOneYear980CP: '1年間980円キャンペーン',
  isOneYearWariCP: '1年割キャンペーン',
  isChangeCP: '光乗りかえキャンペーン',
  isNetflixCP: 'Netflixキャンペーン',
  isAuCouponCP: 'auクーポンキャンペーン',
  is10GAndGigazoCP3: '10ギガ＋ギガぞう 3か月キャンペーン',
  is25000CP: '25,000円キャッシュバック',
  is50000CP: '50,000円キャッシュバック',
  is10GAnd980CP6: '10ギガ 6か月980円キャンペーン',
  is1GAnd980CP6: '1ギガ 6か月980円キャンペーン',
  is10GAndNetflixCP: '10ギガ＋Netflixキャンペーン',
  isPhoneWariCP: '電話割キャンペーン',
  isGamingCustomCP: 'ゲーミングカスタムキャンペーン',
  isMeshCP: 'メッシュWi-Fiキャンペーン',
  isEntameSet110CP: 'エンタメセット110円キャンペーン',
  isEntameSet440CP: 'エンタメセット440円キャンペーン',
};

const prefixed = (prefix: string, labels: Record<string, string>, section: FieldSection) =>
  Object.fromEntries(
    Object.entries(labels).map(([k, label]) => [`${prefix}.${k}`, f(label, section, 'flag')]),
  );

/** Every stored field of an application: dotted path → label, section, format. */
export const APPLICATION_FIELD_LABELS: Readonly<Record<string, FieldLabel>> = {
  // 設置場所
  'installationInfo.postalCode': f('設置先 郵便番号', 'installation', 'postal'),
  'installationInfo.state_kanji': f('設置先 都道府県', 'installation'),
  'installationInfo.city_kanji': f('設置先 市区町村', 'installation'),
  'installationInfo.town_kanji': f('設置先 町域', 'installation'),
  'installationInfo.state_kana': f('設置先 都道府県（カナ）', 'installation'),
  'installationInfo.city_kana': f('設置先 市区町村（カナ）', 'installation'),
  'installationInfo.town_kana': f('設置先 町域（カナ）', 'installation'),
  'installationInfo.line1_kanji': f('設置先 丁目・番地', 'installation'),
  'installationInfo.line2_kanji': f('設置先 建物名', 'installation'),
  'installationInfo.line3_kanji': f('設置先 部屋番号', 'installation'),
  'installationInfo.image': f('地図画像', 'installation'),
  'installationInfo.detail': f('設置場所の補足', 'installation'),
  'installationInfo.latitude': f('ピンの緯度', 'installation'),
  'installationInfo.longitude': f('ピンの経度', 'installation'),
  // ご契約者さま
  'form2.applicantType': f('お申し込み種別', 'applicant', APPLICANT_TYPE_LABELS),
  'form2.corporationName_kanji': f('法人名', 'applicant'),
  'form2.corporationName_kana': f('法人名（フリガナ）', 'applicant'),
  'form2.lastName_kanji': f('姓', 'applicant'),
  'form2.firstName_kanji': f('名', 'applicant'),
  'form2.lastName_kana': f('セイ', 'applicant'),
  'form2.firstName_kana': f('メイ', 'applicant'),
  'form2.gender': f('性別', 'applicant', GENDER_LABELS),
  'form2.dobYear': f('生年月日（年）', 'applicant'),
  'form2.dobMonth': f('生年月日（月）', 'applicant'),
  'form2.dobDate': f('生年月日（日）', 'applicant'),
  ...phone('form2.daytimePhone', '日中の電話番号', 'applicant'),
  ...phone('form2.mobilePhone', '携帯電話番号', 'applicant'),
  'form2.mail': f('メールアドレス', 'applicant'),
  'form2.mailConfirm': f('メールアドレス（確認）', 'applicant', 'text', true),
  'form2.contactInfo.type': f('書類の送付先', 'applicant', CONTACT_INFO_TYPE_LABELS),
  ...address('form2.contactInfo', '書類送付先', 'applicant'),
  'form2.contactInfo.isNonSendingDeadline': f('送付先の期限なし', 'applicant', 'flag'),
  'form2.contactInfo.sendingDeadlineYear': f('送付先の期限（年）', 'applicant'),
  'form2.contactInfo.sendingDeadlineMonth': f('送付先の期限（月）', 'applicant'),
  'form2.contactInfo.sendingDeadlineDate': f('送付先の期限（日）', 'applicant'),
  'form2.contactHours': f('ご連絡希望時間帯', 'applicant', CONTACT_HOURS_LABELS),
  // お支払い・電話・工事
  'form3.bankInfo.type': f('お支払い方法', 'payment', PAYMENT_TYPE_LABELS),
  'form3.bankInfo.isAgree': f('口座振替規約への同意', 'payment', 'flag'),
  'form3.bankInfo.bankCode': f('金融機関コード', 'payment'),
  'form3.bankInfo.bankName': f('金融機関名', 'payment'),
  'form3.bankInfo.bankBranchCode': f('支店コード', 'payment'),
  'form3.bankInfo.bankBranch': f('支店名', 'payment'),
  'form3.bankInfo.accountKind': f('預金種目', 'payment', ACCOUNT_KIND_LABELS),
  'form3.bankInfo.accountNo': f('口座番号（伏せ字）', 'payment'),
  'form3.bankInfo.accountNameKana': f('口座名義（カナ）', 'payment'),
  'form3.isPortability': f('番号ポータビリティ（1番号目）', 'payment', 'flag'),
  ...currentPhone('form3.currentPhoneInfo', '1番号目'),
  'form3.isPortability2': f('番号ポータビリティ（2番号目）', 'payment', 'flag'),
  ...currentPhone('form3.currentPhoneInfo2', '2番号目'),
  'form3.currentCarrier': f('現在ご利用中のインターネット回線', 'payment'),
  'form3.dowConstruction': f('工事に立ち会える曜日', 'payment', 'weekdays'),
  'form3.isHolidayConstruction': f('土日祝日の工事を希望', 'payment', 'flag'),
  'form3.movingYear': f('お引越し予定日（年）', 'payment'),
  'form3.movingMonth': f('お引越し予定日（月）', 'payment'),
  'form3.movingDate': f('お引越し予定日（日）', 'payment'),
  'form3.requestColumn': f('ご要望', 'payment'),
  'form3.isAgreeOfConstruction1': f('工事の注意事項への同意', 'payment', 'flag'),
  'form3.isAgreeOfConstruction2': f('立ち会い・宅内工事の注意事項への同意', 'payment', 'flag'),
  'form3.isCheckedMap': f('地図の位置を確認済み', 'payment', 'flag'),
  'form3.isMobileRental': f('モバイルルーターのレンタル', 'payment', 'flag'),
  'form3.isMobileRentalAgree': f('モバイルルーター規約への同意', 'payment', 'flag'),
  // プラン・オプション
  'planData.selectedPlan': f('コース', 'plan', SELECTED_PLAN_LABELS),
  'planData.baseMenu': f('基本メニュー', 'plan', BASE_MENU_LABELS),
  'planData.contractTerm': f('契約期間', 'plan', { '2year': '2年', '5year': '5年' }),
  'planData.buildingType': f('建物の種類', 'plan', BUILDING_TYPE_LABELS),
  'planData.simulationType': f('シミュレーションの種類', 'plan'),
  'planData.recommendPackageId': f('おすすめパッケージ', 'plan'),
  'planData.ereaType': f('エリア種別', 'plan'),
  'planData.isAreaChecked': f('エリア確認済み', 'plan', 'flag'),
  'planData.isPinGoogleMap': f('地図でピンを指定', 'plan', 'flag'),
  'planData.isNoAddress': f('新築（住所未確定）', 'plan', 'flag'),
  'planData.prefecture': f('都道府県（プラン）', 'plan'),
  'planData.isMansionHome': f('マンションの戸建てタイプ', 'plan', 'flag'),
  'planData.mansionPlanType': f('マンションのプラン種別', 'plan'),
  'planData.kurashiSupportPlan': f('くらしサポートのプラン', 'plan', {
    'bike+home': 'バイク＋住まい',
    home: '住まい',
    bike: 'バイク',
  }),
  'planData.netflixPlan': f('Netflix', 'plan', {
    normal: 'スタンダード',
    premium: 'プレミアム',
    none: 'なし',
  }),
  'planData.daznPlan': f('DAZNのプラン', 'plan', { monthly: '月額', yearly: '年額' }),
  'planData.videoPlan': f('動画配信サービスのプラン', 'plan', {
    'point+video990': 'ポイント＋見放題990',
    video990: '見放題990',
    point: 'ポイント',
  }),
  ...prefixed('planData', PLAN_FLAGS, 'plan'),
  // キャンペーン
  ...prefixed('campaignData', CAMPAIGN_FLAGS, 'campaign'),
  'campaignData.originalAddCPCost': f('独自 追加キャッシュバック額', 'campaign', 'yen'),
  'campaignData.originalLimitedAddCPCost': f(
    '独自 期間限定追加キャッシュバック額',
    'campaign',
    'yen',
  ),
  'campaignData.originalFriendCPCost': f('お友達紹介キャッシュバック額', 'campaign', 'yen'),
  'campaignData.introducerId': f('紹介者のご紹介ID', 'campaign'),
  'campaignData.campaignPolicy': f('キャンペーンの選び方', 'campaign', {
    benefits: '特典重視',
    price: '月額重視',
  }),
  'campaignData.baseCampaign': f('基本キャンペーン', 'campaign', {
    isChangeCP: '光乗りかえキャンペーン',
    isOneYear980CP: '1年間980円キャンペーン',
    is50000CP: '50,000円キャッシュバック',
  }),
  // エリア確認の結果
  'areaData.result': f('エリア検索', 'area', { success: '成功', failed: '失敗' }),
  'areaData.status': f('住所の特定', 'area', {
    identified: '特定できた',
    notFound: '見つからない',
    ambiguous: '複数の候補',
  }),
  'areaData.isServiceArea': f('提供エリア内', 'area', 'flag'),
  'areaData.is10GArea': f('10ギガ提供エリア', 'area', 'flag'),
  'areaData.isTVArea': f('光テレビ提供エリア', 'area', 'flag'),
  'areaData.period': f('開通工事の目安', 'area'),
  'areaData.isRegister': f('登録済みの建物', 'area', 'flag'),
  'areaData.isNonAvailable': f('提供不可の建物', 'area', 'flag'),
  'areaData.isApprovedMansion': f('導入済みマンション', 'area', 'flag'),
  'areaData.mansionPlanType': f('マンションのプラン種別（エリア）', 'area'),
  'areaData.isMansionWari12': f('マンション割12', 'area', 'flag'),
  'areaData.isKDDI': f('KDDI回線の建物', 'area', 'flag'),
  'areaData.isAllCommufaMansion': f('全戸一括マンション', 'area', 'flag'),
  'areaData.notes': f('建物の備考', 'area'),
  'areaData.routerSpec': f('ルーターの仕様', 'area'),
  'areaData.areaType': f('エリアの種類', 'area'),
  // 同意事項
  'terms.isAgreeExplanation': f('重要事項説明への同意', 'terms', 'flag'),
  'terms.agreeOfTelecomServiceInfo.isNet': f('光ネットの提供条件への同意', 'terms', 'flag'),
  'terms.agreeOfTelecomServiceInfo.isPhone': f('光電話の提供条件への同意', 'terms', 'flag'),
  'terms.agreeOfTelecomServiceInfo.isTV': f('光テレビの提供条件への同意', 'terms', 'flag'),
  'terms.agreeOfTelecomServiceInfo.isGigazo': f('ギガぞうの提供条件への同意', 'terms', 'flag'),
};

/** A phone number's digits as written (0521234567 → 052-123-4567); '' for none. */
export function formatPhone(digits: unknown): string {
  const d = typeof digits === 'string' ? digits.replace(/\D/g, '') : '';
  if (!d) return '';
  return splitPhoneNumber(d).filter(Boolean).join('-');
}

/** The words of a stored value under `format` ('' for nothing stored). */
export function formatFieldValue(value: unknown, format: FieldFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof format === 'object') return format[String(value)] ?? String(value);
  switch (format) {
    case 'flag':
      return value === true || value === 'true' ? 'はい' : 'いいえ';
    case 'yen':
      return typeof value === 'number' ? formatYen(value) : String(value);
    case 'phone':
      return formatPhone(value);
    case 'postal':
      return `〒${formatPostalCode(String(value))}`;
    case 'weekdays':
      return Array.isArray(value)
        ? value
            .map((d) => CONSTRUCTION_DAY_LABELS[d as keyof typeof CONSTRUCTION_DAY_LABELS] ?? d)
            .join('、')
        : String(value);
    case 'text':
      return Array.isArray(value)
        ? value.map(String).join('、')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  }
}

/** One labelled line of the detail page. */
export interface LabelledField {
  path: string;
  label: string;
  value: string;
}

/** Every stored leaf of `data` (nested objects flattened to dotted paths; arrays are leaves). */
export function storedLeaves(data: unknown): [string, unknown][] {
  const out: [string, unknown][] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    } else out.push([path, value]);
  };
  walk(data, '');
  return out;
}

/**
 * The stored fields of an application by section (FIELD_SECTIONS order), labelled and read as
 * words; hidden fields left out; a field the table does not know (stored before a rename) under
 * 「その他」 with its path as the label, so nothing stored is ever missing from the page.
 */
export function labelledSections(formData: unknown): { title: string; fields: LabelledField[] }[] {
  const bySection = new Map<string, LabelledField[]>();
  for (const [path, value] of storedLeaves(formData)) {
    const spec = APPLICATION_FIELD_LABELS[path];
    if (spec?.hidden) continue;
    const title = spec ? FIELD_SECTIONS[spec.section] : 'その他';
    const list = bySection.get(title) ?? [];
    list.push({
      path,
      label: spec?.label ?? path,
      value: formatFieldValue(value, spec?.format ?? 'text'),
    });
    bySection.set(title, list);
  }
  return [...Object.values(FIELD_SECTIONS), 'その他']
    .filter((title) => bySection.has(title))
    .map((title) => ({ title, fields: bySection.get(title)! }));
}

/** The label of a stored path (for CSV headers), throwing when the table lacks it. */
export function fieldLabel(path: string): string {
  const spec = APPLICATION_FIELD_LABELS[path];
  if (!spec) throw new Error(`no label for ${path}`);
  return spec.label;
}

/** The words of the stored value at `path` of `formData` (formatFieldValue with the table's format). */
export function fieldText(formData: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      formData,
    );
  return formatFieldValue(value, APPLICATION_FIELD_LABELS[path]?.format ?? 'text');
}
