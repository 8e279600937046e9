import { servedArea as sharedServedArea } from '../fixtures/application';
import type { AreaSearchInput } from '@/lib/area/search-area';
import type { AreaData, InstallationInfo } from '@/lib/state/types';
import { makeForm2Schema, type Form2 } from '@/lib/validation/form2';
import { makeForm3Schema, type Form3 } from '@/lib/validation/form3';
import { makeTermsSchema, type Terms } from '@/lib/validation/terms';

/** Raw step values (as a visitor types them) valid under lib/validation's form2/form3 schemas. */
export const validForm2 = {
  applicantType: 'private',
  lastName_kanji: '中部',
  firstName_kanji: '太郎',
  lastName_kana: 'チュウブ',
  firstName_kana: 'タロウ',
  gender: 'male',
  dobYear: 1985,
  dobMonth: 4,
  dobDate: 1,
  daytimePhone: { number: '052-123-4567' },
  mail: 'taro@example.jp',
  mailConfirm: 'taro@example.jp',
};
export const validForm3 = {
  bankInfo: {
    type: 'bank',
    isAgree: true,
    bankCode: '0001',
    bankName: 'みずほ銀行',
    bankBranchCode: '001',
    bankBranch: '東京営業部',
    accountKind: 1,
    accountNo: '1234567',
    accountNameKana: 'チュウブ　タロウ',
  },
  // The line in use: given, as 光乗りかえキャンペーン requires when chosen.
  currentCarrier: 'よその光',
  isAgreeOfConstruction1: true,
  isAgreeOfConstruction2: true,
};
export const validTerms = { isAgreeExplanation: true, agreeOfTelecomServiceInfo: { isNet: true } };
/** With a mobile number: what form2 needs once 光乗りかえキャンペーン is chosen. */
export const validForm2WithMobile = { ...validForm2, mobilePhone: { number: '090-1234-5678' } };
/** With number portability: valid only when 光電話 is chosen. */
export const validForm3WithPortability = {
  ...validForm3,
  isPortability: true,
  currentPhoneInfo: { number: '052-123-4567' },
};
/** The net and 光電話 agreements: what terms needs with baseMenu 1. */
export const validTermsWithPhone = {
  isAgreeExplanation: true,
  agreeOfTelecomServiceInfo: { isNet: true, isPhone: true },
};

/** What each step's form sends with 'step.submit': its schema's output (zodResolver). */
export const form2Values: Form2 = makeForm2Schema().parse(validForm2);
export const form2WithMobileValues: Form2 = makeForm2Schema({ mobileRequired: true }).parse(
  validForm2WithMobile,
);
export const form3Values: Form3 = makeForm3Schema().parse(validForm3);
export const form3WithPortabilityValues: Form3 = makeForm3Schema({
  planData: { isPhone: true, baseMenu: 1 },
}).parse(validForm3WithPortability);
export const termsValues: Terms = makeTermsSchema().parse(validTerms);
export const termsWithPhoneValues: Terms = makeTermsSchema({
  isPhone: true,
  isTV: false,
  isGigazo: false,
  baseMenu: 1,
}).parse(validTermsWithPhone);

export const houseInput: AreaSearchInput = {
  postalCode: '4600001',
  prefecture: '愛知県',
  city: '名古屋市中区',
  town: '三の丸',
  line1: '1丁目1-1',
  buildingName: '',
  buildingType: 0,
  isNoAddress: false,
};
export const apartmentInput: AreaSearchInput = {
  ...houseInput,
  buildingType: 1,
  buildingName: 'コーポ三の丸',
};

export const installationInfo: InstallationInfo = {
  postalCode: '4600001',
  state_kanji: '愛知県',
  city_kanji: '名古屋市中区',
  town_kanji: '三の丸',
  state_kana: 'アイチケン',
  city_kana: 'ナゴヤシナカク',
  town_kana: 'サンノマル',
  line1_kanji: '1丁目1-1',
  line2_kanji: '',
  line3_kanji: '',
  image: null,
  detail: null,
  latitude: null,
  longitude: null,
};

const area: AreaData = { ...sharedServedArea, areaType: 'home-a' };
export const servedArea: AreaData = area;
export const notServedArea: AreaData = {
  ...area,
  isServiceArea: false,
  is10GArea: false,
  isTVArea: false,
  isRegister: false,
  period: null,
};
export const failedArea: AreaData = {
  ...area,
  result: 'failed',
  isServiceArea: false,
  status: null,
};
export const approvedMansionArea: AreaData = {
  ...area,
  isApprovedMansion: true,
  mansionPlanType: 'タイプV',
  areaType: 'mansion-v',
};
