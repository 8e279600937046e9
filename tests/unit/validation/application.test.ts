import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import type { AreaData, CampaignData, InstallationInfo, PlanData } from '@/lib/state/types';
import {
  APPLICATION_MESSAGES,
  applicationSchema,
  campaignDataSchema,
  installationInfoSchema,
  makeApplicationSchema,
  planDataSchema,
  type Application,
} from '@/lib/validation/application';
import { areaDataSchema } from '@/lib/validation/answers';
import { FORM3_MESSAGES } from '@/lib/validation/form3';
import { TERMS_MESSAGES } from '@/lib/validation/terms';
import { chosenTelecomServices } from '@/lib/validation/step-dependencies';
import { PIN_MESSAGES } from '@/lib/area/pin';
import { expectIssue, issuesOf, parseOk } from './helpers';
import { OTHER_MAILING_ADDRESS } from '../fixtures/application';
import { NOW, validApplicationInput } from './fixtures';

const schema = makeApplicationSchema({ now: NOW });
type Input = ReturnType<typeof validApplicationInput>;
/** A pin in 栄, 名古屋市中区 (7 decimals given: stored with 6) and its map image's key. */
const PIN_NEAR_SAKAE = {
  latitude: 35.1681234,
  longitude: 136.9064567,
  image: 'map-images/0b9e6f2c-3d4a-4b5c-8d6e-7f8091a2b3c4.png',
};
const patched = (f: (a: Input) => void): Input => {
  const a = validApplicationInput();
  f(a);
  return a;
};

describe('the state shapes match lib/state/types.ts', () => {
  it('planData, campaignData, areaData and installationInfo output the domain types', () => {
    expectTypeOf<z.output<typeof planDataSchema>>().toEqualTypeOf<PlanData>();
    expectTypeOf<z.output<typeof campaignDataSchema>>().toEqualTypeOf<CampaignData>();
    expectTypeOf<z.output<typeof areaDataSchema>>().toEqualTypeOf<AreaData>();
    expectTypeOf<z.output<typeof installationInfoSchema>>().toEqualTypeOf<InstallationInfo>();
    expectTypeOf<Application['planData']>().toEqualTypeOf<PlanData>();
  });

  it('drops keys a client adds to planData (nothing unknown is stored)', () => {
    const out = parseOk(
      schema,
      patched((a) => Object.assign(a.planData!, { injected: 'x' })),
    );
    expect(out.planData).not.toHaveProperty('injected');
  });
});

describe('applicationSchema: a valid house application', () => {
  it('parses and normalises every step', () => {
    const out = parseOk(schema, validApplicationInput());
    expect(out.installationInfo).toMatchObject({
      postalCode: '4600008',
      state_kana: 'アイチケン',
      city_kana: 'ナゴヤシナカク',
      line1_kanji: '1丁目2-3',
    });
    expect(out.form2.lastName_kana).toBe('ヤマダ');
    expect(out.form3.bankInfo.accountNo).toBe('1234567');
    expect(out.form3.currentPhoneInfo.number).toBe('0529876543');
    expect(out.terms.agreeOfTelecomServiceInfo).toEqual({
      isNet: true,
      isPhone: true,
      isTV: false,
      isGigazo: false,
    });
  });

  it('the default schema reads the clock at parse time', () => {
    expect(applicationSchema.safeParse(validApplicationInput()).success).toBe(true);
  });
});

describe('applicationSchema: cross-step rules', () => {
  it.each<[string, (a: Input) => void, string, string]>([
    [
      'area not checked',
      (a) => (a.planData!.isAreaChecked = false),
      'planData.isAreaChecked',
      APPLICATION_MESSAGES.areaNotChecked,
    ],
    [
      'outside the service area',
      (a) => (a.areaData!.isServiceArea = false),
      'areaData.isServiceArea',
      APPLICATION_MESSAGES.notServiceArea,
    ],
    [
      'area search failed',
      (a) => (a.areaData!.result = 'failed'),
      'areaData.isServiceArea',
      APPLICATION_MESSAGES.notServiceArea,
    ],
    [
      '10G where 10G is not offered',
      (a) => {
        a.planData!.selectedPlan = 'plan10G';
        a.areaData!.is10GArea = false;
      },
      'planData.selectedPlan',
      APPLICATION_MESSAGES.no10G,
    ],
    [
      'TV where TV is not offered',
      (a) => {
        a.planData!.baseMenu = 2;
        a.areaData!.isTVArea = false;
      },
      'planData.isTV',
      APPLICATION_MESSAGES.noTV,
    ],
    [
      'no lot number without isNoAddress',
      (a) => (a.installationInfo!.line1_kanji = ''),
      'installationInfo.line1_kanji',
      APPLICATION_MESSAGES.line1,
    ],
    [
      'an apartment without a room number',
      (a) => {
        a.planData!.buildingType = 1;
        a.installationInfo!.line2_kanji = 'コミュファ栄タワー';
        a.installationInfo!.line3_kanji = '　';
      },
      'installationInfo.line3_kanji',
      APPLICATION_MESSAGES.roomNumber,
    ],
    [
      'portability without phone',
      (a) => Object.assign(a.planData!, { baseMenu: 0, isPhone: false }),
      'form3.isPortability',
      FORM3_MESSAGES.portabilityWithoutPhone,
    ],
    [
      'holiday construction differs from the estimate',
      (a) => (a.form3!.isHolidayConstruction = true),
      'form3.isHolidayConstruction',
      APPLICATION_MESSAGES.holidayMismatch,
    ],
    [
      'phone agreement missing',
      (a) => (a.terms!.agreeOfTelecomServiceInfo!.isPhone = false),
      'terms.agreeOfTelecomServiceInfo.isPhone',
      TERMS_MESSAGES.isPhone,
    ],
    [
      'gigazo chosen, no agreement',
      (a) => (a.planData!.isGigazo = true),
      'terms.agreeOfTelecomServiceInfo.isGigazo',
      TERMS_MESSAGES.isGigazo,
    ],
    [
      'switch-over campaign without a mobile',
      (a) => {
        a.campaignData!.baseCampaign = 'isChangeCP';
        a.form2!.mobilePhone = {};
      },
      'form2.mobilePhone.number',
      APPLICATION_MESSAGES.changeCPMobile,
    ],
    [
      'switch-over campaign without the current internet line',
      (a) => {
        a.campaignData!.baseCampaign = 'isChangeCP';
        a.form3!.currentCarrier = '  ';
      },
      'form3.currentCarrier',
      FORM3_MESSAGES.currentCarrierRequired,
    ],
    [
      'friend campaign without an introducer',
      (a) => (a.campaignData!.isOriginalFriendCP = true),
      'campaignData.introducerId',
      APPLICATION_MESSAGES.friendWithoutIntroducer,
    ],
    [
      'a malformed introducer id',
      (a) => (a.campaignData!.introducerId = 'XYZ'),
      'campaignData.introducerId',
      'ご紹介IDは「INT-」に続く英数字8桁です（例：INT-7K3QX9PM）',
    ],
    [
      'a step error keeps its path',
      (a) => (a.form2!.lastName_kana = 'yamada'),
      'form2.lastName_kana',
      '全角カタカナで入力してください',
    ],
  ])('%s', (_name, patch, path, message) => {
    expectIssue(schema, patched(patch), path, message);
  });

  it('without 光乗りかえキャンペーン the current internet line may stay empty', () => {
    const out = parseOk(
      schema,
      patched((a) => {
        a.campaignData = { ...a.campaignData!, baseCampaign: null, isChangeCP: false };
        a.form3!.currentCarrier = '';
      }),
    );
    expect(out.form3.currentCarrier).toBe('');
  });

  it('stores an apartment room number normalised (full-width, hiragana), a house needs none', () => {
    const apartment = patched((a) => {
      a.planData!.buildingType = 1;
      a.installationInfo!.line2_kanji = 'コミュファ栄タワー';
      a.installationInfo!.line3_kanji = 'さくら棟　ａ－３０１';
    });
    expect(parseOk(schema, apartment).installationInfo.line3_kanji).toBe('サクラ棟 A-301');
    expect(
      parseOk(
        schema,
        patched(() => {}),
      ).installationInfo.line3_kanji,
    ).toBe('');
  });

  it('accepts a new build without a lot number, and an introducer id in any case', () => {
    const out = parseOk(
      schema,
      patched((a) => {
        a.planData!.isNoAddress = true;
        a.planData!.isPinGoogleMap = true;
        a.installationInfo!.line1_kanji = '';
        Object.assign(a.installationInfo!, PIN_NEAR_SAKAE);
        a.form3!.isCheckedMap = true;
        a.form2!.contactInfo = { ...OTHER_MAILING_ADDRESS };
        Object.assign(a.campaignData!, { isOriginalFriendCP: true, introducerId: 'int-7k3qx9pm' });
      }),
    );
    expect(out.campaignData.introducerId).toBe('INT-7K3QX9PM');
    expect(out.installationInfo).toMatchObject({ latitude: 35.168123, longitude: 136.906457 });
  });

  it.each<[string, (a: Input) => void, string, string]>([
    [
      'no pin',
      (a) => Object.assign(a.installationInfo!, { latitude: null, longitude: null }),
      'installationInfo.latitude',
      '地図で設置場所を指定してください',
    ],
    [
      'a pin in Tokyo',
      (a) => Object.assign(a.installationInfo!, { latitude: 35.681236, longitude: 139.767125 }),
      'installationInfo.latitude',
      PIN_MESSAGES.outsidePrefectures,
    ],
    [
      'a pin in Mie for an Aichi address',
      (a) => Object.assign(a.installationInfo!, { latitude: 34.730283, longitude: 136.508588 }),
      'installationInfo.latitude',
      PIN_MESSAGES.outsidePrefecture('愛知県'),
    ],
    [
      'no map image',
      (a) => (a.installationInfo!.image = null),
      'installationInfo.image',
      '地図の位置を確定してください',
    ],
    [
      'an image key that is not a map-image key',
      (a) => (a.installationInfo!.image = '../secret.png'),
      'installationInfo.image',
      '値が正しくありません',
    ],
    [
      'isPinGoogleMap off',
      (a) => (a.planData!.isPinGoogleMap = false),
      'planData.isPinGoogleMap',
      '地図で設置場所を指定してください',
    ],
    [
      'the map not checked',
      (a) => (a.form3!.isCheckedMap = false),
      'form3.isCheckedMap',
      '地図の位置を確定してください',
    ],
    [
      'documents sent to the installation place, which has no 番地',
      (a) => Object.assign(a.form2!, { contactInfo: { type: 'same' } }),
      'form2.contactInfo.type',
      '設置場所の番地が決まっていないため、書類の送付先に「別の住所を指定する」を選んで住所を入力してください',
    ],
  ])('a new build without an address is refused with %s', (_name, patch, path, message) => {
    expectIssue(
      schema,
      patched((a) => {
        a.planData!.isNoAddress = true;
        a.planData!.isPinGoogleMap = true;
        a.installationInfo!.line1_kanji = '';
        Object.assign(a.installationInfo!, PIN_NEAR_SAKAE);
        a.form3!.isCheckedMap = true;
        a.form2!.contactInfo = { ...OTHER_MAILING_ADDRESS };
        patch(a);
      }),
      path,
      message,
    );
  });

  it('rejects malformed plan state with the field named', () => {
    expect(
      issuesOf(
        schema,
        patched((a) => Object.assign(a.planData!, { baseMenu: 3 })),
      ),
    ).toContainEqual(['planData.baseMenu', '基本メニューを選択してください']);
  });
});

const wide = (s: string) =>
  s.replace(/[0-9-]/g, (c) => (c === '-' ? 'ー' : String.fromCharCode(0xff10 + Number(c))));
const maybeWide = (s: string) => fc.boolean().map((w) => (w ? wide(s) : s));
const kana = fc
  .string({
    unit: fc.constantFrom(
      ...'あかさたなはまやらわんアカサタナハマヤラワンガパー'.split(''),
      'ﾀﾞ',
      'ｶ',
    ),
    minLength: 1,
    maxLength: 10,
  })
  .filter((s) => !s.startsWith('ー'));
const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));

/** Valid applications as a form could send them: varied plans, kana spellings, full-width numbers. */
const validApplication = fc
  .record({
    baseMenu: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
    isGigazo: fc.boolean(),
    plan10G: fc.boolean(),
    isHolidayConstruction: fc.boolean(),
    lastKana: kana,
    firstKana: kana,
    holderKana: kana,
    dob: fc.record({
      y: fc.integer({ min: 1930, max: 2007 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 28 }),
    }),
    daytime: fc
      .oneof(
        digits(7).map((d) => `052-${d.slice(0, 3)}-${d.slice(3)}`),
        digits(8).map((d) => `090-${d.slice(0, 4)}-${d.slice(4)}`),
      )
      .chain(maybeWide),
    accountNo: digits(7).chain(maybeWide),
    postal: digits(7)
      .map((d) => `${d.slice(0, 3)}-${d.slice(3)}`)
      .chain(maybeWide),
    portability: fc.boolean(),
    contactOther: fc.boolean(),
  })
  .map((g) =>
    patched((a) => {
      Object.assign(a.planData!, {
        baseMenu: g.baseMenu,
        isPhone: g.baseMenu >= 1,
        isTV: g.baseMenu === 2,
        isGigazo: g.isGigazo,
        selectedPlan: g.plan10G ? 'plan10G' : 'plan1G',
        isHolidayConstruction: g.isHolidayConstruction,
      });
      a.installationInfo!.postalCode = g.postal;
      Object.assign(a.form2!, {
        lastName_kana: g.lastKana,
        firstName_kana: g.firstKana,
        dobYear: g.dob.y,
        dobMonth: String(g.dob.m),
        dobDate: g.dob.d,
        daytimePhone: { number: g.daytime },
      });
      if (g.contactOther) {
        a.form2!.contactInfo = {
          type: 'other',
          postalCode: g.postal,
          state_kanji: '三重県',
          city_kanji: '津市',
          line1_kanji: '１－２',
          isNonSendingDeadline: true,
        };
      }
      Object.assign(a.form3!, {
        isPortability: g.portability && g.baseMenu >= 1,
        isHolidayConstruction: g.isHolidayConstruction,
        dowConstruction: g.isHolidayConstruction ? ['sat'] : ['mon'],
      });
      Object.assign(a.form3!.bankInfo!, { accountNo: g.accountNo, accountNameKana: g.holderKana });
      a.terms!.agreeOfTelecomServiceInfo = chosenTelecomServices(a.planData as PlanData);
    }),
  );

describe('applicationSchema: properties', () => {
  it('valid generated applications parse, and the output (sent as JSON, as applyCTC receives it) re-parses to the same value', () => {
    fc.assert(
      fc.property(validApplication, (input) => {
        const once = parseOk(schema, input);
        const again = parseOk(schema, JSON.parse(JSON.stringify(once)));
        expect(again).toEqual(once);
      }),
      { numRuns: 150 },
    );
  });
});
