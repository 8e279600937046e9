import { z } from 'zod';
import { checkPin, MAP_IMAGE_KEY_PATTERN, PIN_MESSAGES, roundCoordinate } from '@/lib/area/pin';
import { chosenServices, withServiceFlags } from '@/lib/pricing/services';
import {
  ROOM_NUMBER_REQUIRED,
  buildingTypeSchema,
  postalCodeSchema,
  prefectureSchema,
} from './area';
import { type Clock } from '@/lib/time';
import { areaDataSchema, bool, INVALID_VALUE, nullableText } from './answers';
import { FORM2_MESSAGES, makeForm2Schema } from './form2';
import { isCurrentCarrierRequired, isMobileRequired } from './step-dependencies';
import { checkCurrentCarrier, checkForm3AgainstPlan, makeForm3Schema } from './form3';
import { introductionIdSchema } from './introduction';
import {
  addressLine,
  evenWithFieldErrors,
  optionalText,
  requiredText,
  roomNumberText,
  safeString,
  toKatakana,
} from './normalize';
import { checkTelecomAgreements, makeTermsSchema } from './terms';

// ---- planData, campaignData, installationInfo (shapes of lib/state/types.ts; areaData: ./answers)

/**
 * planData (spec 3; PlanData in lib/state/types.ts). Non-personal; unknown keys are dropped.
 * isPhone / isTV are output as the base menu decides (withServiceFlags of lib/pricing/services.ts),
 * so no rule reads a phone or TV flag the fee engine did not price.
 */
export const planDataSchema = z
  .object(
    {
      simulationType: nullableText,
      buildingType: buildingTypeSchema,
      recommendPackageId: nullableText,
      ereaType: nullableText,
      isAreaChecked: bool,
      isPinGoogleMap: bool,
      isNoAddress: bool,
      selectedPlan: z.enum(['plan10G', 'plan1G'], { error: 'コースを選択してください' }),
      isAnshinSupport: bool,
      baseMenu: z.union([z.literal(0), z.literal(1), z.literal(2)], {
        error: '基本メニューを選択してください',
      }),
      prefecture: nullableText,
      isMansionHome: bool,
      mansionPlanType: nullableText,
      isPhone: bool,
      isOtherPhoneOp: bool,
      isNumberDisplay: bool,
      isPlusNumber: bool,
      isPlusChannel: bool,
      isWaribikiPack: bool,
      isSecurityPack: bool,
      isAnshinPhone: bool,
      isUnannounced: bool,
      isWarikomi: bool,
      isRejectNuisanceCall: bool,
      isTensou: bool,
      isTensouTel: bool,
      isTensouSelected: bool,
      is050: bool,
      isTV: bool,
      isKurashiSupport: bool,
      kurashiSupportPlan: z.enum(['bike+home', 'home', 'bike'], { error: INVALID_VALUE }),
      netflixPlan: z.enum(['normal', 'premium', 'none'], { error: INVALID_VALUE }),
      isDazn: bool,
      daznPlan: z.enum(['monthly', 'yearly'], { error: INVALID_VALUE }),
      isMeshWiFi: bool,
      isGamingCustom: bool,
      isSmartHome: bool,
      isVideo: bool,
      videoPlan: z.enum(['point+video990', 'video990', 'point'], { error: INVALID_VALUE }),
      isGigazo: bool,
      isHolidayConstruction: bool,
      isHulu: bool,
      isYTP: bool,
      /** スタート割の契約期間; missing (an estimate kept from before the choice existed) = '2year'. */
      contractTerm: z
        .enum(['2year', '5year'], { error: '契約期間（2年・5年）を選択してください' })
        .default('2year'),
    },
    { error: '料金プランの情報（planData）が正しくありません' },
  )
  .overwrite(withServiceFlags);

const yen = z
  .number({ error: INVALID_VALUE })
  .int({ error: INVALID_VALUE })
  .min(0, { error: INVALID_VALUE })
  .max(1_000_000, { error: INVALID_VALUE });

/**
 * campaignData (spec 3; CampaignData) as the browser's fee engine computed it. Checked for shape
 * here (amounts integer yen, tax-included, 0 to 1,000,000; introducerId an introduction id);
 * applyCTC then derives campaignData itself with the same engine (server clock, price book, area
 * search and stored introduction), refuses the application when the two differ, and stores only
 * its own.
 */
export const campaignDataSchema = z.object(
  {
    isOriginal30000CP: bool,
    isOriginal25000CP: bool,
    isOriginal5000CP: bool,
    isOriginalAddCP: bool,
    isOriginalLimitedAddCP: bool,
    isOriginalFriendCP: bool,
    isOneYear980CP: bool,
    isOneYearWariCP: bool,
    isChangeCP: bool,
    isNetflixCP: bool,
    isAuCouponCP: bool,
    is10GAndGigazoCP3: bool,
    is25000CP: bool,
    is50000CP: bool,
    is10GAnd980CP6: bool,
    is1GAnd980CP6: bool,
    is10GAndNetflixCP: bool,
    isPhoneWariCP: bool,
    isGamingCustomCP: bool,
    isMeshCP: bool,
    isEntameSet110CP: bool,
    isEntameSet440CP: bool,
    originalAddCPCost: yen,
    originalLimitedAddCPCost: yen,
    originalFriendCPCost: yen,
    introducerId: introductionIdSchema.nullable(),
    campaignPolicy: z.enum(['benefits', 'price'], { error: INVALID_VALUE }),
    baseCampaign: z
      .enum(['isChangeCP', 'isOneYear980CP', 'is50000CP'], { error: INVALID_VALUE })
      .nullable(),
  },
  { error: 'キャンペーンの情報（campaignData）が正しくありません' },
);

const anyYen = z
  .number({ error: INVALID_VALUE })
  .int({ error: INVALID_VALUE })
  .min(-100_000_000, { error: INVALID_VALUE })
  .max(100_000_000, { error: INVALID_VALUE });

/**
 * estimate: the estimate the visitor saw (QuoteEstimate of lib/pricing/quote.ts): simulateFees'
 * totals in yen (tax-included) and the slugs of the applied campaigns. applyCTC compares it with
 * the server's quote and never stores it; a difference is refused at `planData` (estimate
 * updated).
 */
export const estimateSchema = z.object(
  {
    totals: z.object(
      {
        firstMonth: anyYen,
        months2to12: z.object(
          { min: anyYen, max: anyYen, total: anyYen },
          { error: INVALID_VALUE },
        ),
        firstYear: anyYen,
        twoYear: anyYen,
        threeYear: anyYen,
        benefitsWithin3Years: anyYen,
        effectiveMonthly: anyYen,
      },
      { error: INVALID_VALUE },
    ),
    campaigns: z
      .array(safeString({ error: INVALID_VALUE }).max(100, { error: INVALID_VALUE }), {
        error: INVALID_VALUE,
      })
      .max(100, { error: INVALID_VALUE }),
  },
  { error: 'お見積もりの情報（estimate）が正しくありません' },
);

const kanaAddressPart = safeString({ error: INVALID_VALUE })
  .overwrite(toKatakana)
  .max(100, { error: '100文字以内で入力してください' })
  .default('');

/**
 * customerData.installationInfo (spec 3; InstallationInfo): the installation address from the
 * area step. postalCode normalised to 7 digits; state_kanji one of the 47 prefectures;
 * city_kanji required; town_kanji may be blank; the kana parts (from the postal lookup, often
 * half-width) normalised with toKatakana; line1_kanji (丁目・番地) required unless
 * planData.isNoAddress (checked by applicationSchema); line2_kanji building; line3_kanji the
 * apartment's room number (部屋番号, normalised by toRoomNumber, required for buildingType 1 by
 * applicationSchema); image: null or a map-image storage key ('map-images/<uuid>.png',
 * lib/storage); detail optional text (a note on the place); latitude -90..90 and longitude
 * -180..180 (WGS84, rounded to 6 decimals) or null.
 */
export const installationInfoSchema = z.object(
  {
    postalCode: postalCodeSchema,
    state_kanji: prefectureSchema,
    city_kanji: requiredText('市区町村を入力してください', 50),
    town_kanji: optionalText(50),
    state_kana: kanaAddressPart,
    city_kana: kanaAddressPart,
    town_kana: kanaAddressPart,
    line1_kanji: addressLine(100),
    line2_kanji: addressLine(100),
    line3_kanji: roomNumberText(),
    image: safeString({ error: INVALID_VALUE })
      .regex(MAP_IMAGE_KEY_PATTERN, { error: INVALID_VALUE })
      .nullable()
      .default(null),
    detail: safeString({ error: INVALID_VALUE })
      .max(1000, { error: INVALID_VALUE })
      .nullable()
      .default(null),
    latitude: z
      .number({ error: INVALID_VALUE })
      .min(-90, { error: INVALID_VALUE })
      .max(90, { error: INVALID_VALUE })
      .overwrite(roundCoordinate)
      .nullable()
      .default(null),
    longitude: z
      .number({ error: INVALID_VALUE })
      .min(-180, { error: INVALID_VALUE })
      .max(180, { error: INVALID_VALUE })
      .overwrite(roundCoordinate)
      .nullable()
      .default(null),
  },
  { error: '設置先住所を入力してください' },
);

export const APPLICATION_MESSAGES = {
  areaNotChecked: '提供エリアの確認がお済みではありません。エリア確認からお手続きください',
  notServiceArea: 'ご入力の住所は提供エリア外のため、お申し込みいただけません',
  no10G: '10ギガコースはこの住所ではご利用いただけません',
  noTV: '光テレビはこの住所ではご利用いただけません',
  line1: '丁目・番地を入力してください',
  roomNumber: ROOM_NUMBER_REQUIRED,
  holidayMismatch:
    '土日祝日工事のご希望が料金シミュレーションの選択と異なります。どちらかを選び直してください',
  changeCPMobile: FORM2_MESSAGES.changeCPMobile,
  friendWithoutIntroducer: 'お友達紹介キャンペーンの適用にはご紹介IDが必要です',
} as const;

/**
 * The pin rules of a new build without an address (planData.isNoAddress), reported at the field:
 * the pin (installationInfo.latitude) inside the prefecture given, the map image
 * (installationInfo.image), planData.isPinGoogleMap and form3.isCheckedMap.
 */
function checkNoAddressPin(
  v: {
    planData?: { isPinGoogleMap?: unknown };
    installationInfo?: {
      latitude?: unknown;
      longitude?: unknown;
      image?: unknown;
      state_kanji?: unknown;
    };
    form3?: { isCheckedMap?: unknown };
  },
  ctx: z.RefinementCtx,
): void {
  const info = v.installationInfo;
  if (!info || typeof info !== 'object') return;
  const issue = (path: PropertyKey[], message: string) =>
    ctx.addIssue({ code: 'custom', message, path });
  if (info.latitude == null || info.longitude == null) {
    issue(['installationInfo', 'latitude'], PIN_MESSAGES.required);
  } else {
    const pin = checkPin(
      { latitude: info.latitude, longitude: info.longitude },
      typeof info.state_kanji === 'string' ? info.state_kanji : '',
      null,
    );
    if (!pin.ok) issue(['installationInfo', 'latitude'], pin.message);
  }
  if (typeof info.image !== 'string' || !info.image)
    issue(['installationInfo', 'image'], PIN_MESSAGES.imageRequired);
  if (v.planData?.isPinGoogleMap !== true)
    issue(['planData', 'isPinGoogleMap'], PIN_MESSAGES.required);
  if (v.form3 && typeof v.form3 === 'object' && v.form3.isCheckedMap !== true)
    issue(['form3', 'isCheckedMap'], PIN_MESSAGES.imageRequired);
}

/**
 * The whole online application sent by applyCTC (the browser checks it before sending; the
 * server parses it with this same schema): { planData, campaignData, areaData, installationInfo,
 * estimate, form2, form3, terms }. planData, campaignData, areaData and estimate are what the
 * browser computed: the server re-runs the area search and the fee engine and compares (see
 * lib/server/pricing.ts). Each step keeps its own rules (form2, form3, terms schemas); across
 * steps:
 * - planData.isAreaChecked must be true and areaData a successful in-area result
 *   (errors at planData.isAreaChecked / areaData.isServiceArea);
 * - plan10G needs areaData.is10GArea (planData.selectedPlan); 光テレビ needs areaData.isTVArea
 *   (planData.isTV);
 * - installationInfo.line1_kanji required unless planData.isNoAddress; installationInfo.line3_kanji
 *   (部屋番号) required for an apartment (planData.buildingType 1);
 * - a new build without an address (planData.isNoAddress) is located by a pin: installationInfo
 *   latitude/longitude inside the prefecture given (lib/area/pin.ts checkPin; applyCTC also checks
 *   the distance to the town), the map image's key (installationInfo.image),
 *   planData.isPinGoogleMap and form3.isCheckedMap true;
 * - number portability only with 光電話 (form3.isPortability / isPortability2);
 * - form3.isHolidayConstruction equals planData.isHolidayConstruction (the estimate priced it);
 * - terms.agreeOfTelecomServiceInfo: a true flag for each chosen service (chosenTelecomServices);
 * - 光乗りかえキャンペーン (campaignData.isChangeCP or baseCampaign 'isChangeCP') needs a mobile
 *   number (content-facts.md: "a mobile number given at application"), at form2.mobilePhone.number,
 *   and the current internet line at form3.currentCarrier (isCurrentCarrierRequired);
 * - isOriginalFriendCP needs campaignData.introducerId.
 * `now` (a Clock of lib/time.ts, default systemClock, read at each parse) is passed to the date rules of form2 and form3.
 */
export function makeApplicationSchema(options: { now?: Clock } = {}) {
  const { now } = options;
  return z
    .object(
      {
        planData: planDataSchema,
        campaignData: campaignDataSchema,
        areaData: areaDataSchema,
        installationInfo: installationInfoSchema,
        estimate: estimateSchema,
        form2: makeForm2Schema({ now }),
        form3: makeForm3Schema({ now }),
        terms: makeTermsSchema(undefined, { checkServices: false }),
      },
      { error: 'お申し込み内容が正しくありません' },
    )
    .superRefine((v, ctx) => {
      const plan = v.planData;
      const area = v.areaData;
      if (plan && typeof plan === 'object') {
        if (plan.isAreaChecked !== true) {
          ctx.addIssue({
            code: 'custom',
            message: APPLICATION_MESSAGES.areaNotChecked,
            path: ['planData', 'isAreaChecked'],
          });
        }
        if (area && typeof area === 'object') {
          if (area.result !== 'success' || area.isServiceArea !== true) {
            ctx.addIssue({
              code: 'custom',
              message: APPLICATION_MESSAGES.notServiceArea,
              path: ['areaData', 'isServiceArea'],
            });
          } else {
            if (plan.selectedPlan === 'plan10G' && area.is10GArea !== true) {
              ctx.addIssue({
                code: 'custom',
                message: APPLICATION_MESSAGES.no10G,
                path: ['planData', 'selectedPlan'],
              });
            }
            if (chosenServices(plan).tv && area.isTVArea !== true) {
              ctx.addIssue({
                code: 'custom',
                message: APPLICATION_MESSAGES.noTV,
                path: ['planData', 'isTV'],
              });
            }
          }
        }
        if (
          plan.isNoAddress !== true &&
          v.installationInfo &&
          typeof v.installationInfo === 'object' &&
          !v.installationInfo.line1_kanji
        ) {
          ctx.addIssue({
            code: 'custom',
            message: APPLICATION_MESSAGES.line1,
            path: ['installationInfo', 'line1_kanji'],
          });
        }
        if (
          plan.buildingType === 1 &&
          v.installationInfo &&
          typeof v.installationInfo === 'object' &&
          !v.installationInfo.line3_kanji
        ) {
          ctx.addIssue({
            code: 'custom',
            message: APPLICATION_MESSAGES.roomNumber,
            path: ['installationInfo', 'line3_kanji'],
          });
        }
        if (plan.isNoAddress === true) checkNoAddressPin(v, ctx);
        if (
          plan.isNoAddress === true &&
          v.form2 &&
          typeof v.form2 === 'object' &&
          v.form2.contactInfo?.type === 'same'
        ) {
          ctx.addIssue({
            code: 'custom',
            message: FORM2_MESSAGES.noAddressMailing,
            path: ['form2', 'contactInfo', 'type'],
          });
        }
        const baseMenu = plan.baseMenu === 1 || plan.baseMenu === 2 ? plan.baseMenu : 0;
        const services = chosenServices({ baseMenu });
        const planContext = {
          isPhone: services.phone,
          isTV: services.tv,
          isGigazo: plan.isGigazo === true,
          baseMenu,
        } as const;
        if (v.form3 && typeof v.form3 === 'object') {
          checkForm3AgainstPlan(v.form3, planContext, ctx, ['form3']);
          if (
            typeof plan.isHolidayConstruction === 'boolean' &&
            v.form3.isHolidayConstruction !== plan.isHolidayConstruction
          ) {
            ctx.addIssue({
              code: 'custom',
              message: APPLICATION_MESSAGES.holidayMismatch,
              path: ['form3', 'isHolidayConstruction'],
            });
          }
        }
        if (v.terms && typeof v.terms === 'object') {
          checkTelecomAgreements(v.terms.agreeOfTelecomServiceInfo, planContext, ctx, ['terms']);
        }
      }
      const campaign = v.campaignData;
      if (campaign && typeof campaign === 'object') {
        if (
          isMobileRequired(campaign) &&
          v.form2 &&
          typeof v.form2 === 'object' &&
          !v.form2.mobilePhone?.number
        ) {
          ctx.addIssue({
            code: 'custom',
            message: APPLICATION_MESSAGES.changeCPMobile,
            path: ['form2', 'mobilePhone', 'number'],
          });
        }
        if (v.form3 && typeof v.form3 === 'object')
          checkCurrentCarrier(v.form3, isCurrentCarrierRequired(campaign), ctx, ['form3']);
        if (campaign.isOriginalFriendCP === true && !campaign.introducerId) {
          ctx.addIssue({
            code: 'custom',
            message: APPLICATION_MESSAGES.friendWithoutIntroducer,
            path: ['campaignData', 'introducerId'],
          });
        }
      }
    }, evenWithFieldErrors);
}

/** The application schema with the clock read at parse time (browser submit and applyCTC). */
export const applicationSchema = makeApplicationSchema();

/** What the wizard sends (form values, before normalisation). */
export type ApplicationInput = z.input<typeof applicationSchema>;
/**
 * The parsed application (normalised: digits-only phones and postal codes, katakana, numbers).
 * The server stores it with its own planData, areaData and campaignData and without `estimate`.
 */
export type Application = z.output<typeof applicationSchema>;
