import { defaultPlanData, emptyAreaData, type AreaData } from '@/lib/state/types';

/*
 * The parts of a sample application at the sample data's served house (〒460-0008 愛知県名古屋市中区栄:
 * 10G, TV, 約1〜2ヶ月 in the sample coverage, README "Sample data"), as the wizard sends them: the one source
 * of the synthetic applications (seed-applications.ts, `npm run db:seed-applications`) and of the
 * tests' application fixture (tests/unit/fixtures/application.ts). Plain data, no server code, so
 * the end-to-end tests may read it too. Never real customers.
 */

/** The plan as the wizard fills it once the area is checked (Aichi, areaType A); the rest is
 * the spec's defaults (lib/state/types.ts defaultPlanData). */
export const SAMPLE_PLAN = {
  ...defaultPlanData,
  isAreaChecked: true,
  prefecture: '愛知県',
  ereaType: 'A',
};

/** The area answer of the served house (searchCommufaArea 'identified'). */
export const SERVED_HOUSE_AREA: AreaData & { routerSpec: string | null; areaType: string | null } =
  {
    ...emptyAreaData,
    status: 'identified',
    isServiceArea: true,
    is10GArea: true,
    isTVArea: true,
    period: '約1〜2ヶ月',
    isRegister: true,
    routerSpec: '10G',
    areaType: 'A',
  };

/** The installation place in 名古屋市中区栄 with its half-width kana; 丁目・番地 (line1), building
 * (line2), room (line3) empty, no pin: the caller gives what its place has. */
export const SAKAE_INSTALLATION = {
  postalCode: '460-0008',
  state_kanji: '愛知県',
  city_kanji: '名古屋市中区',
  town_kanji: '栄',
  state_kana: 'ｱｲﾁｹﾝ',
  city_kana: 'ﾅｺﾞﾔｼﾅｶｸ',
  town_kana: 'ｻｶｴ',
  line1_kanji: '',
  line2_kanji: '',
  line3_kanji: '',
  image: null,
  detail: null,
  latitude: null,
  longitude: null,
};

/** Bank debit (口座振替, 普通) from a real bank of zengin-code, みずほ銀行 東京営業部 (0001 / 001);
 * the caller adds accountNo and accountNameKana. */
export const SAMPLE_BANK_DEBIT = {
  type: 'bank',
  isAgree: true,
  bankCode: '0001',
  bankName: 'みずほ銀行',
  bankBranchCode: '001',
  bankBranch: '東京営業部',
  accountKind: '1',
};
