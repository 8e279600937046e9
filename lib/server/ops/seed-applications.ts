import 'server-only';
import { defaultCampaignData } from '@/lib/state/types';
import { callbackSlots } from '@/lib/content/operator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/back-office/status';
import { makeApplicationSchema } from '@/lib/validation/application';
import { addDays, DAY_MS, formatIsoDate, fixedClock, todayInJapan } from '@/lib/time';
import {
  SAKAE_INSTALLATION,
  SAMPLE_BANK_DEBIT,
  SAMPLE_PLAN,
  SERVED_HOUSE_AREA,
} from '@/lib/server/ops/sample-application';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { nextReceiptNumber } from '../db/repositories/receipts';

/*
 * Synthetic applications for measuring and trying the back office (never for production: the
 * script refuses a DATABASE_URL unless asked). Rows are what applyCTC stores (the application
 * schema's output without `estimate`), without a quote (as rows stored before quotes), spread
 * over the received dates, statuses and the three kinds of place the summary distinguishes.
 */

const LAST = [
  ['山田', 'ヤマダ'],
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['中村', 'ナカムラ'],
] as const;
const FIRST = [
  ['太郎', 'タロウ', 'male'],
  ['花子', 'ハナコ', 'female'],
  ['一郎', 'イチロウ', 'male'],
  ['美咲', 'ミサキ', 'female'],
  ['翔', 'ショウ', 'male'],
] as const;

/** A small deterministic generator (mulberry32) so a seed of the same size is the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SampleKind = 'house' | 'mansion' | 'new-build';

/**
 * The input of sample application `i` (as the wizard sends it, with a zero estimate): a house,
 * a mansion (building and room) or a new build without an address (a pin in 名古屋市中区 and a
 * 補足), by i mod 3; names, phones and addresses vary with i (every 50th repeats the phone of
 * the one before, so the list shows 「重複の可能性」).
 */
export function sampleApplicationInput(i: number, kind: SampleKind): Record<string, unknown> {
  const rnd = random(i + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const [last, lastKana] = pick(LAST);
  const [first, firstKana, gender] = pick(FIRST);
  const phoneNo = i % 50 === 49 ? i - 1 : i;
  const daytime = `052${String(1_000_000 + (phoneNo % 9_000_000)).padStart(7, '0')}`;
  const mansion = kind === 'mansion';
  const newBuild = kind === 'new-build';
  return {
    planData: {
      ...SAMPLE_PLAN,
      buildingType: mansion ? 1 : 0,
      baseMenu: i % 3 === 0 ? 0 : 1,
      isPhone: i % 3 !== 0,
      selectedPlan: i % 4 === 0 ? 'plan10G' : 'plan1G',
      isNoAddress: newBuild,
      isPinGoogleMap: newBuild,
      isMeshWiFi: i % 5 === 0,
      contractTerm: i % 2 === 0 ? '2year' : '5year',
    },
    campaignData: { ...defaultCampaignData },
    areaData: { ...SERVED_HOUSE_AREA, isApprovedMansion: mansion },
    installationInfo: {
      ...SAKAE_INSTALLATION,
      line1_kanji: newBuild ? '' : `${(i % 5) + 1}丁目${(i % 20) + 1}-${(i % 9) + 1}`,
      line2_kanji: mansion ? `栄パークハイツ${(i % 7) + 1}号棟` : '',
      line3_kanji: mansion ? `${(i % 12) + 1}0${(i % 8) + 1}` : '',
      image: newBuild ? 'map-images/6f1c2e4a-9b3d-4c5e-8f7a-1b2c3d4e5f60.png' : null,
      detail: newBuild ? '造成中の分譲地、東側の角地' : null,
      latitude: newBuild ? 35.168 : null,
      longitude: newBuild ? 136.9066 : null,
    },
    estimate: {
      totals: {
        firstMonth: 0,
        months2to12: { min: 0, max: 0, total: 0 },
        firstYear: 0,
        twoYear: 0,
        threeYear: 0,
        benefitsWithin3Years: 0,
        effectiveMonthly: 0,
      },
      campaigns: [],
    },
    form2: {
      applicantType: 'private',
      lastName_kanji: last,
      firstName_kanji: first,
      lastName_kana: lastKana,
      firstName_kana: firstKana,
      gender,
      dobYear: String(1950 + (i % 50)),
      dobMonth: String((i % 12) + 1),
      dobDate: (i % 28) + 1,
      daytimePhone: { number: daytime },
      mobilePhone: { number: `090${String(10_000_000 + i).slice(-8)}` },
      mail: `user${i}@example.jp`,
      mailConfirm: `user${i}@example.jp`,
      // A new build without 番地 must give a mailing address (form2's rule).
      contactInfo: newBuild
        ? {
            type: 'other',
            postalCode: '4600008',
            state_kanji: '愛知県',
            city_kanji: '名古屋市中区',
            town_kanji: '錦',
            line1_kanji: `3丁目${(i % 20) + 1}-1`,
            isNonSendingDeadline: true,
          }
        : { type: 'same' },
      contactHours: pick(['any', ...callbackSlots().map((slot) => slot.key)]),
    },
    form3: {
      bankInfo: {
        ...SAMPLE_BANK_DEBIT,
        accountNo: '0000000',
        accountNameKana: `${lastKana} ${firstKana}`,
      },
      isPortability: false,
      dowConstruction: i % 2 === 0 ? ['mon', 'wed'] : [],
      isHolidayConstruction: false,
      requestColumn: i % 4 === 0 ? '午前中を希望します。' : '',
      // Required while 光乗りかえキャンペーン is chosen.
      currentCarrier: 'よその光',
      isAgreeOfConstruction1: true,
      isAgreeOfConstruction2: true,
      isCheckedMap: newBuild,
    },
    terms: {
      isAgreeExplanation: true,
      agreeOfTelecomServiceInfo: {
        isNet: true,
        isPhone: i % 3 !== 0,
        isTV: false,
        isGigazo: false,
      },
    },
  };
}

const KINDS: readonly SampleKind[] = ['house', 'mansion', 'new-build'];

/**
 * Inserts `count` sample applications (sampleApplicationInput, parsed by the application schema
 * as applyCTC would, the account number masked) received over the `days` days up to `now`
 * (epoch ms; a few today), with statuses spread over the workflow (工事日確定 and 開通 with a
 * construction date, キャンセル with a reason). Receipt numbers come from the one sequence
 * (so they carry today's date). Returns the receipt numbers in insertion order. Errors: a sample
 * the schema refuses (a bug here) throws with the first issue.
 */
export async function seedApplications(
  db: Db,
  options: { count: number; now: number; days?: number },
): Promise<string[]> {
  const { count, now, days = 180 } = options;
  const schema = makeApplicationSchema({ now: fixedClock(now) });
  const today = todayInJapan(now);
  const receipts: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows: (typeof applications.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const parsed = schema.safeParse(sampleApplicationInput(i, KINDS[i % 3]!));
      if (!parsed.success)
        throw new Error(
          `sample ${i}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
        );
      const formData: Record<string, unknown> = { ...parsed.data };
      delete formData.estimate;
      const form3 = formData.form3 as { bankInfo: Record<string, unknown> };
      form3.bankInfo = { ...form3.bankInfo, accountNo: '****000' };
      const status: ApplicationStatus =
        APPLICATION_STATUSES[[0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 5][i % 11]!]!;
      const ageDays = i < 10 ? 0 : (i * 7919) % days;
      const receiptNumber = await nextReceiptNumber(db, 'A');
      receipts.push(receiptNumber);
      rows.push({
        receiptNumber,
        introductionId: `SEED-${receiptNumber}`,
        formData,
        bankAccountNoMasked: '****000',
        status,
        constructionDate:
          status === 'scheduled' || status === 'active'
            ? formatIsoDate(addDays(today, status === 'active' ? -(i % 30) : (i % 60) + 1))
            : null,
        cancelReason: status === 'cancelled' ? 'お客さま都合（サンプル）' : null,
        createdAt: new Date(now - ageDays * DAY_MS - (i % 600) * 60_000),
      });
    }
    await db.insert(applications).values(rows);
  }
  return receipts;
}
