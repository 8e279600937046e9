/**
 * Domain state shapes of spec section 3 ("Main state"), shared by the machine, the pricing engine,
 * the validation schemas, the persisted state and the server. Field names are the spec's.
 * Money is integer yen, tax-included. Instants are ISO 8601 strings; validity is judged in Japan time.
 */

/** buildingType: 0 = detached house (戸建て), 1 = apartment (マンション・アパート). Spec 7 "Area search logic". */
export type BuildingType = 0 | 1;

/** baseMenu: 0 net only, 1 net + phone, 2 net + phone + TV (spec section 3, planData). */
export type BaseMenu = 0 | 1 | 2;

export type SelectedPlan = 'plan10G' | 'plan1G';

export type KurashiSupportPlan = 'bike+home' | 'home' | 'bike';
export type NetflixPlan = 'normal' | 'premium' | 'none';
export type DaznPlan = 'monthly' | 'yearly';
export type VideoPlan = 'point+video990' | 'video990' | 'point';

/**
 * contractTerm: the スタート割 contract term the visitor chose, in the content documents' term
 * names (price lines `term: 2year | 5year` in content/plans, content/options/tv,
 * content/service/cancellation). Not in spec section 3's list: an additive field.
 */
export type ContractTerm = '2year' | '5year';

/** planData (spec section 3). Non-personal: persisted in the browser. */
export interface PlanData {
  simulationType: string | null;
  buildingType: BuildingType;
  recommendPackageId: string | null;
  /** Spelled as in the spec (sic). The area type returned by searchCommufaArea. */
  ereaType: string | null;
  isAreaChecked: boolean;
  isPinGoogleMap: boolean;
  isNoAddress: boolean;
  selectedPlan: SelectedPlan;
  isAnshinSupport: boolean;
  baseMenu: BaseMenu;
  prefecture: string | null;
  isMansionHome: boolean;
  mansionPlanType: string | null;
  isPhone: boolean;
  isOtherPhoneOp: boolean;
  isNumberDisplay: boolean;
  isPlusNumber: boolean;
  isPlusChannel: boolean;
  isWaribikiPack: boolean;
  isSecurityPack: boolean;
  isAnshinPhone: boolean;
  isUnannounced: boolean;
  isWarikomi: boolean;
  isRejectNuisanceCall: boolean;
  isTensou: boolean;
  isTensouTel: boolean;
  isTensouSelected: boolean;
  is050: boolean;
  isTV: boolean;
  isKurashiSupport: boolean;
  kurashiSupportPlan: KurashiSupportPlan;
  netflixPlan: NetflixPlan;
  isDazn: boolean;
  daznPlan: DaznPlan;
  isMeshWiFi: boolean;
  isGamingCustom: boolean;
  isSmartHome: boolean;
  isVideo: boolean;
  videoPlan: VideoPlan;
  isGigazo: boolean;
  isHolidayConstruction: boolean;
  isHulu: boolean;
  isYTP: boolean;
  /** スタート割 2年 / 5年 (default '2year'): prices, construction instalments and cancellation costs. */
  contractTerm: ContractTerm;
}

/**
 * Defaults of spec section 3 (kurashiSupportPlan bike+home, ...), except that nothing which costs
 * money starts chosen: 安心サポートPlus (770円/月 from month 4, content/options/anshin-support)
 * and Netflix (content/service/netflix) are off until the visitor ticks them (the spec's
 * defaults isAnshinSupport true / netflixPlan 'normal' would bill an option the visitor never
 * chose). Sub-plan fields keep the spec's defaults: they only matter once the option is on.
 */
export const defaultPlanData: PlanData = {
  simulationType: null,
  buildingType: 0,
  recommendPackageId: null,
  ereaType: null,
  isAreaChecked: false,
  isPinGoogleMap: false,
  isNoAddress: false,
  selectedPlan: 'plan1G',
  isAnshinSupport: false,
  baseMenu: 0,
  prefecture: null,
  isMansionHome: false,
  mansionPlanType: null,
  isPhone: false,
  isOtherPhoneOp: false,
  isNumberDisplay: false,
  isPlusNumber: false,
  isPlusChannel: false,
  isWaribikiPack: false,
  isSecurityPack: false,
  isAnshinPhone: false,
  isUnannounced: false,
  isWarikomi: false,
  isRejectNuisanceCall: false,
  isTensou: false,
  isTensouTel: false,
  isTensouSelected: false,
  is050: false,
  isTV: false,
  isKurashiSupport: false,
  kurashiSupportPlan: 'bike+home',
  netflixPlan: 'none',
  isDazn: false,
  daznPlan: 'monthly',
  isMeshWiFi: false,
  isGamingCustom: false,
  isSmartHome: false,
  isVideo: false,
  videoPlan: 'point+video990',
  isGigazo: false,
  isHolidayConstruction: false,
  isHulu: false,
  isYTP: false,
  contractTerm: '2year',
};

export type CampaignPolicy = 'benefits' | 'price';

/** The mutually exclusive base campaigns (spec section 3, campaignData.baseCampaign). */
export type BaseCampaign = 'isChangeCP' | 'isOneYear980CP' | 'is50000CP';

/**
 * campaignData (spec section 3). The is*CP flags are COMPUTED by the pricing engine from the
 * campaign documents' rules, never set by hand; only the visitor's choices
 * (baseCampaign, campaignPolicy) and the introduction state are inputs.
 */
export interface CampaignData {
  isOriginal30000CP: boolean;
  isOriginal25000CP: boolean;
  isOriginal5000CP: boolean;
  isOriginalAddCP: boolean;
  isOriginalLimitedAddCP: boolean;
  isOriginalFriendCP: boolean;
  isOneYear980CP: boolean;
  isOneYearWariCP: boolean;
  isChangeCP: boolean;
  isNetflixCP: boolean;
  isAuCouponCP: boolean;
  is10GAndGigazoCP3: boolean;
  is25000CP: boolean;
  is50000CP: boolean;
  is10GAnd980CP6: boolean;
  is1GAnd980CP6: boolean;
  is10GAndNetflixCP: boolean;
  isPhoneWariCP: boolean;
  isGamingCustomCP: boolean;
  isMeshCP: boolean;
  isEntameSet110CP: boolean;
  isEntameSet440CP: boolean;
  /** Yen, tax-included. Spec section 9: always-on add campaign 10000. */
  originalAddCPCost: number;
  /** Yen, tax-included. Spec section 9: limited add-on campaign default 0. */
  originalLimitedAddCPCost: number;
  /** Yen, tax-included: the introducer's friend-campaign amount from checkIntroductionId. */
  originalFriendCPCost: number;
  introducerId: string | null;
  campaignPolicy: CampaignPolicy;
  baseCampaign: BaseCampaign | null;
}

export const defaultCampaignData: CampaignData = {
  isOriginal30000CP: false,
  isOriginal25000CP: false,
  isOriginal5000CP: false,
  isOriginalAddCP: false,
  isOriginalLimitedAddCP: false,
  isOriginalFriendCP: false,
  isOneYear980CP: false,
  isOneYearWariCP: false,
  isChangeCP: false,
  isNetflixCP: false,
  isAuCouponCP: false,
  is10GAndGigazoCP3: false,
  is25000CP: false,
  is50000CP: false,
  is10GAnd980CP6: false,
  is1GAnd980CP6: false,
  is10GAndNetflixCP: false,
  isPhoneWariCP: false,
  isGamingCustomCP: false,
  isMeshCP: false,
  isEntameSet110CP: false,
  isEntameSet440CP: false,
  originalAddCPCost: 10000,
  originalLimitedAddCPCost: 0,
  originalFriendCPCost: 0,
  introducerId: null,
  campaignPolicy: 'benefits',
  baseCampaign: null,
};

/**
 * Result statuses of searchCommufaArea (defined by the server; 'identified' from the spec):
 * identified = the address matched a coverage row; notFound = no coverage row for the address;
 * ambiguous = several candidates, more address detail needed.
 */
export type AreaStatus = 'identified' | 'notFound' | 'ambiguous';

/** areaData (spec section 3) plus routerSpec and areaType from the area search call (spec 7). */
export interface AreaData {
  result: 'success' | 'failed';
  status: AreaStatus | null;
  isServiceArea: boolean;
  is10GArea: boolean;
  isTVArea: boolean;
  /** Estimated construction period, Japanese text (e.g. '約1〜2ヶ月'). */
  period: string | null;
  isRegister: boolean;
  isNonAvailable: boolean;
  isApprovedMansion: boolean;
  mansionPlanType: string | null;
  isMansionWari12: boolean;
  isKDDI: boolean;
  isAllCommufaMansion: boolean;
  notes: string | null;
  routerSpec?: string | null;
  areaType?: string | null;
}

/** An areaData with nothing found: the base of every area answer (client gate and server search). */
export const emptyAreaData: AreaData & { routerSpec: string | null; areaType: string | null } = {
  result: 'success',
  status: null,
  isServiceArea: false,
  is10GArea: false,
  isTVArea: false,
  period: null,
  isRegister: false,
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

/** The service-area prefectures (spec section 5: the search gate). */
export const SERVICE_PREFECTURES = ['愛知県', '岐阜県', '三重県', '静岡県', '長野県'] as const;
export type ServicePrefecture = (typeof SERVICE_PREFECTURES)[number];

/** customerData.installationInfo (spec section 3). Personal data: never persisted in the browser. */
export interface InstallationInfo {
  postalCode: string;
  state_kanji: string;
  city_kanji: string;
  town_kanji: string;
  state_kana: string;
  city_kana: string;
  town_kana: string;
  /** 丁目・番地 */
  line1_kanji: string;
  /** Building name */
  line2_kanji: string;
  /** Room number */
  line3_kanji: string;
  image: string | null;
  detail: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** settings (spec section 3), as returned by getSettingLambda. */
export interface Settings {
  name: string;
  version: string;
  pickupId: string | null;
  callTime: {
    /** Hours (0-23) shown on the site, Japan time. */
    displayFirstTime: number;
    displayLastTime: number;
    /** Hours (0-23) the phone line answers, Japan time. */
    telFirstTime: number;
    telLastTime: number;
  };
  maintenance: {
    isAlwaysDisplay: boolean;
    /** 'reserve' hides the modal (spec section 4). */
    category: string | null;
    text: string | null;
    /** Dates 'YYYY-MM-DD' (or ISO instants), Japan time. */
    firstDate: string | null;
    lastDate: string | null;
  };
  createdAt: string | null;
  updatedAt: string | null;
}

/** Built-in defaults (spec sections 7 and 9): display 10-18, phone 10-19, version 4.0.0. */
export const defaultSettings: Settings = {
  name: 'commufa-web',
  version: '4.0.0',
  pickupId: null,
  callTime: { displayFirstTime: 10, displayLastTime: 18, telFirstTime: 10, telLastTime: 19 },
  maintenance: {
    isAlwaysDisplay: false,
    category: null,
    text: null,
    firstDate: null,
    lastDate: null,
  },
  createdAt: null,
  updatedAt: null,
};

/** agreeOfTelecomServiceInfo (spec section 3). */
export interface AgreeOfTelecomServiceInfo {
  isNet: boolean;
  isPhone: boolean;
  isTV: boolean;
  isGigazo: boolean;
}
