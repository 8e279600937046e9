import { servedArea as sharedServedArea } from '../fixtures/application';
import type { AreaSearchInput } from '@/lib/area/search-area';
import type { AreaData, InstallationInfo } from '@/lib/state/types';

/** Step values valid under lib/validation's form2/form3 schemas (used by the machine's guards). */
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
export const invalidForm2 = { ...validForm2, mailConfirm: 'other@example.jp' };
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
  isAgreeOfConstruction1: true,
  isAgreeOfConstruction2: true,
};
export const invalidForm3 = { ...validForm3, isAgreeOfConstruction2: false };
export const validTerms = { isAgreeExplanation: true, agreeOfTelecomServiceInfo: { isNet: true } };
export const invalidTerms = {
  isAgreeExplanation: true,
  agreeOfTelecomServiceInfo: { isNet: false },
};

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
