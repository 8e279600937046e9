import { defaultCampaignData, defaultPlanData, type AreaData } from '@/lib/state/types';
import type { ApplicationInput } from '@/lib/validation/application';

/** A fixed instant: 2026-11-21 12:00 Japan time. */
export const NOW = new Date('2026-11-21T03:00:00Z');

export const servedArea: AreaData = {
  result: 'success',
  status: 'identified',
  isServiceArea: true,
  is10GArea: true,
  isTVArea: true,
  period: '約1〜2ヶ月',
  isRegister: true,
  isNonAvailable: false,
  isApprovedMansion: false,
  mansionPlanType: null,
  isMansionWari12: false,
  isKDDI: false,
  isAllCommufaMansion: false,
  notes: null,
  routerSpec: null,
  areaType: null,
};

/** A valid house application with 1G, phone and number portability, bank debit: as a form would send it. */
export function validApplicationInput(): ApplicationInput {
  return {
    planData: {
      ...defaultPlanData,
      isAreaChecked: true,
      prefecture: '愛知県',
      baseMenu: 1,
      isPhone: true,
    },
    campaignData: { ...defaultCampaignData },
    areaData: { ...servedArea },
    installationInfo: {
      postalCode: '４６０－０００８',
      state_kanji: '愛知県',
      city_kanji: '名古屋市中区',
      town_kanji: '栄',
      state_kana: 'ｱｲﾁｹﾝ',
      city_kana: 'ﾅｺﾞﾔｼﾅｶｸ',
      town_kana: 'ｻｶｴ',
      line1_kanji: '１丁目２－３',
      line2_kanji: '',
      line3_kanji: '',
      image: null,
      detail: null,
      latitude: null,
      longitude: null,
    },
    form2: {
      applicantType: 'private',
      lastName_kanji: '山田',
      firstName_kanji: '太郎',
      lastName_kana: 'やまだ',
      firstName_kana: 'ﾀﾛｳ',
      gender: 'male',
      dobYear: '１９９０',
      dobMonth: '4',
      dobDate: 1,
      daytimePhone: { number: '052-123-4567' },
      mobilePhone: { phone1: '090', phone2: '1234', phone3: '5678' },
      mail: 'taro@example.jp',
      mailConfirm: 'taro@example.jp',
      contactInfo: { type: 'same' },
      contactHours: 'any',
    },
    form3: {
      bankInfo: {
        type: 'bank',
        isAgree: true,
        bankCode: '0001',
        bankName: 'みずほ銀行',
        bankBranchCode: '001',
        bankBranch: '東京営業部',
        accountKind: '1',
        accountNo: '１２３４５６７',
        accountNameKana: 'やまだ たろう',
      },
      isPortability: true,
      currentPhoneInfo: { number: '052-987-6543', carrier: 'nttWest' },
      dowConstruction: ['mon', 'wed'],
      isHolidayConstruction: false,
      requestColumn: '午前中を希望します。',
      isAgreeOfConstruction1: true,
      isAgreeOfConstruction2: true,
    },
    terms: {
      isAgreeExplanation: true,
      agreeOfTelecomServiceInfo: { isNet: true, isPhone: true, isTV: false, isGigazo: false },
    },
  };
}
