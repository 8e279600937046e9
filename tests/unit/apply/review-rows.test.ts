import { describe, expect, it } from 'vitest';
import { reviewSections, type ReviewSection } from '@/lib/apply/review-rows';
import { contractTermOf } from '@/lib/pricing/contract-term';
import { contractTermFacts } from '@/lib/pricing/term-facts';
import type { PlanData } from '@/lib/state/types';
import { formatAddress } from '@/lib/text/notation';
import { maskAccountNo } from '@/lib/validation/account-no';
import { contentPriceBook, validApplication } from '../fixtures/application';

/** The rows of a section as { label: value }. */
const rowsOf = (sections: ReviewSection[], title: string) =>
  Object.fromEntries(
    sections.find((s) => s.title === title)!.rows.map((r) => [r.label, r.value] as const),
  );

function review(patch: (app: ReturnType<typeof validApplication>) => void = () => undefined) {
  const app = validApplication();
  patch(app);
  const planData = app.planData as PlanData;
  return reviewSections({
    planData,
    customerData: {
      installationInfo: app.installationInfo as never,
      areaData: app.areaData as never,
      form2: app.form2,
      form3: app.form3,
    },
    optionLabels: ['あんしんサポート'],
    campaignTitles: ['スタート割'],
    term: contractTermFacts(contentPriceBook(), planData, contractTermOf(planData)),
    isPhone: planData.isPhone,
  });
}

describe('maskAccountNo (the server rule, used by the review and the stored JSON)', () => {
  it('shows only the last 3 digits, each other digit as *', () => {
    expect(maskAccountNo('3141592')).toBe('****592');
    expect(maskAccountNo('０１２３４５６'.normalize('NFKC'))).toBe('****456');
    expect(maskAccountNo('12-34 567')).toBe('****567');
  });
  it('masks 3 digits or fewer entirely (nothing to recognise the number by)', () => {
    expect(maskAccountNo('123')).toBe('***');
    expect(maskAccountNo('')).toBe('');
  });
});

describe('formatAddress', () => {
  it('writes 〒 with the hyphenated code, prefecture to 番地 joined, building and room after a space', () => {
    expect(
      formatAddress({
        postalCode: '4610003',
        state_kanji: '愛知県',
        city_kanji: '名古屋市東区',
        town_kanji: '筒井町',
        line1_kanji: '1-2',
        line2_kanji: 'コーポ筒井',
        line3_kanji: '301',
      }),
    ).toBe('〒461-0003 愛知県名古屋市東区筒井町1-2 コーポ筒井 301');
    expect(formatAddress({ state_kanji: '愛知県', city_kanji: '名古屋市中区' })).toBe(
      '愛知県名古屋市中区',
    );
  });
});

describe('reviewSections (the terms step review)', () => {
  it('has the four sections with their edit links', () => {
    expect(review().map((s) => [s.title, s.editHref])).toEqual([
      ['設置場所', '/apply/area/'],
      ['プラン・オプション', '/apply/form/'],
      ['ご契約者さま', '/apply/form2/'],
      ['お支払い・電話・工事', '/apply/form3/'],
    ]);
  });

  it('labels the plan, base menu and building, formats the addresses and the period', () => {
    const sections = review();
    expect(rowsOf(sections, '設置場所')).toMatchObject({
      住所: '〒460-0008 愛知県名古屋市中区栄1丁目2-1',
      建物: '戸建て',
      開通工事の目安: '約1〜2か月',
    });
    expect(rowsOf(sections, 'プラン・オプション')).toMatchObject({
      コース: '1ギガ',
      基本メニュー: 'ネット＋電話',
      オプション: 'あんしんサポート',
      キャンペーン: 'スタート割',
    });
    expect(rowsOf(sections, 'プラン・オプション').契約期間).toMatch(/^スタート割 \d年契約/);
    const tv = review((app) => {
      (app.planData as PlanData).baseMenu = 2;
      (app.planData as PlanData).buildingType = 1;
      (app.installationInfo as { line3_kanji: string }).line3_kanji = '305';
    });
    expect(rowsOf(tv, 'プラン・オプション').基本メニュー).toBe('ネット＋電話＋テレビ');
    expect(rowsOf(tv, '設置場所')).toMatchObject({ 建物: 'マンション・アパート', 部屋番号: '305' });
  });

  it('shows the applicant as normalised by the form2 schema and another document address', () => {
    const sections = review((app) => {
      (app.form2 as Record<string, unknown>).contactInfo = {
        type: 'other',
        postalCode: '461-0003',
        state_kanji: '愛知県',
        city_kanji: '名古屋市東区',
        town_kanji: '筒井町',
        line1_kanji: '2-3',
        isNonSendingDeadline: true,
      };
    });
    expect(rowsOf(sections, 'ご契約者さま')).toMatchObject({
      お名前: '山田 太郎（ヤマダ タロウ）',
      生年月日: '1990年4月1日',
      日中の電話番号: '052-123-4567',
      携帯電話番号: '090-1234-5678',
      書類の送付先: '〒461-0003 愛知県名古屋市東区筒井町2-3',
    });
    expect(rowsOf(review(), 'ご契約者さま').書類の送付先).toBe('設置先住所と同じ');
  });

  it('masks the account number with the server rule and never shows it in full', () => {
    const payment = rowsOf(review(), 'お支払い・電話・工事');
    expect(payment.お支払い方法).toContain('****592');
    expect(JSON.stringify(review())).not.toContain('3141592');
    expect(payment).toMatchObject({
      番号ポータビリティ: '052-987-6543',
      立ち会いできる曜日: expect.stringMatching(/月曜日.*水曜日|月.*水/),
    });
  });
});
