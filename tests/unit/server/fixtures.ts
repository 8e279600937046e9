import { defaultCampaignData, defaultPlanData, type AreaData } from '@/lib/state/types';
import type { ApplicationInput } from '@/lib/validation/application';

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
  routerSpec: '10G',
  areaType: 'A',
};

/** A valid house application (1G with phone, bank debit) as the wizard sends it; `n` varies the name. */
export function validApplication(n = 0): ApplicationInput {
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
      postalCode: '460-0008',
      state_kanji: '愛知県',
      city_kanji: '名古屋市中区',
      town_kanji: '栄',
      state_kana: 'ｱｲﾁｹﾝ',
      city_kana: 'ﾅｺﾞﾔｼﾅｶｸ',
      town_kana: 'ｻｶｴ',
      line1_kanji: `1丁目2-${n + 1}`,
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
      lastName_kana: 'ヤマダ',
      firstName_kana: 'タロウ',
      gender: 'male',
      dobYear: '1990',
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
        accountNo: '3141592',
        accountNameKana: 'ヤマダ タロウ',
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
  } as ApplicationInput;
}

export const APPLY = `mutation Apply($formDataJSON: String!, $idempotencyKey: String!) {
  applyCTC(formDataJSON: $formDataJSON, idempotencyKey: $idempotencyKey) { result introductionId receiptNumber }
}`;

export interface ApplyResult {
  applyCTC: { result: string; introductionId: string; receiptNumber: string };
}
