import { expect, test, type Page } from './helpers/test';
import { formatYen, monthRangeLabel, monthRanges } from '../../lib/pricing/format';
import { priceBookFromContent } from '../../lib/pricing/from-content';
import { simulateFees } from '../../lib/pricing/simulate';
import type { MonthCharge } from '../../lib/pricing/types';
import {
  defaultCampaignData,
  defaultPlanData,
  type ContractTerm,
  type PlanData,
} from '../../lib/state/types';
import { realContentSources } from '../unit/pricing/real-content';

/** The engine's figures for the same choice, from the same content documents the site is built from. */
function engineTotals() {
  const book = priceBookFromContent(realContentSources());
  return simulateFees(
    {
      planData: {
        ...defaultPlanData,
        selectedPlan: 'plan10G',
        baseMenu: 1,
        isPhone: true,
        isTV: false,
      },
      campaignChoice: {
        baseCampaign: 'isOneYear980CP',
        campaignPolicy: defaultCampaignData.campaignPolicy,
      },
      introduction: null,
      area: null,
      appliedAt: new Date().toISOString(),
    },
    book,
  ).totals;
}

/** Area check with the seeded sample coverage (lib/server/ops/data/sample-coverage.ts): 市 has 10G and TV, 町 neither. */
async function checkArea(page: Page, postal: string, line1: string) {
  await page.goto('/apply/area/');
  await page.getByLabel('郵便番号').fill(postal);
  await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
  await expect(page.getByLabel('町名・大字')).not.toHaveValue('');
  await page.getByLabel('丁目・番地').fill(line1);
  await page.getByRole('button', { name: '提供エリアを確認する' }).click();
  await expect(page.getByTestId('area-result')).toHaveAttribute('data-service-area', 'yes');
  await page
    .getByTestId('area-result')
    .getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' })
    .click();
  await expect(page).toHaveURL(/\/apply\/form\/$/);
}

async function choose10GPhone980(page: Page, open = true) {
  if (open) await page.goto('/apply/form/');
  await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('plan-plan10G').click();
  await page.getByTestId('menu-1').click();
  await page.getByTestId('base-isOneYear980CP').click();
}

test('choosing 10G, phone and 1年980 shows the engine figures', async ({ page }, info) => {
  await choose10GPhone980(page);
  const t = engineTotals();
  // The figures follow a choice in a deferred render: once the step says it is ready, they are
  // the current choice's (read once, without waiting).
  await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  expect(await page.getByTestId('total-three-year').textContent()).toBe(formatYen(t.threeYear));
  await expect(page.getByTestId('total-first-year')).toHaveText(formatYen(t.firstYear));
  await expect(page.getByTestId('total-three-year')).toHaveText(formatYen(t.threeYear));
  if (info.project.name === 'desktop') {
    await expect(page.getByTestId('summary-first-month')).toHaveText(formatYen(t.firstMonth));
    await expect(page.getByTestId('summary-three-year')).toHaveText(formatYen(t.threeYear));
    await expect(page.getByTestId('summary-effective')).toHaveText(formatYen(t.effectiveMonthly));
  } else {
    await expect(page.getByTestId('summary-mobile')).toContainText(formatYen(t.threeYear));
  }
  await expect(page.getByTestId('applied-campaigns')).toContainText('980');
  await expect(page.getByTestId('excluded-campaigns')).toContainText('基本キャンペーンは1つだけ');
});

test('a share link restores the estimate in a fresh browser', async ({ page, browser }) => {
  await choose10GPhone980(page);
  const href = await page.getByTestId('share-link').getAttribute('href');
  expect(href).toMatch(/^\/apply\/form\/\?est=/);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(href!);
  await expect(other.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  await expect(other.getByTestId('plan-plan10G').locator('input')).toBeChecked();
  await expect(other.getByTestId('menu-1').locator('input')).toBeChecked();
  await expect(other.getByTestId('base-isOneYear980CP').locator('input')).toBeChecked();
  await expect(other.getByTestId('total-three-year')).toHaveText(
    formatYen(engineTotals().threeYear),
  );
  await fresh.close();
});

test('10ギガ and TV are not offered where the area check found neither', async ({ page }) => {
  await checkArea(page, '470-0151', '1');
  await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('plan-plan1G')).toBeVisible();
  await expect(page.getByTestId('plan-plan10G')).toHaveCount(0);
  await expect(page.getByTestId('menu-2')).toHaveCount(0);
  await expect(
    page.getByText('ご住所のエリアでは10ギガプランはご利用いただけません。'),
  ).toBeVisible();
});

test('この内容で申し込む moves to form2 and the choice survives a reload', async ({
  page,
}, info) => {
  await checkArea(page, '460-0008', '1丁目1-1');
  await choose10GPhone980(page, false);
  const scope =
    info.project.name === 'desktop'
      ? page.getByTestId('summary-desktop')
      : page.getByTestId('summary-mobile');
  await scope.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(page).toHaveURL(/\/apply\/form2\/$/);
  await page.reload();
  // The address is personal and kept in memory only, so the flow restarts; the choice is persisted.
  await page.waitForLoadState('networkidle');
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('hikari-site:state'));
    return key ? JSON.parse(localStorage.getItem(key)!).state : null;
  });
  expect(stored.planData).toMatchObject({ selectedPlan: 'plan10G', baseMenu: 1 });
  expect(stored.campaignData).toMatchObject({
    baseCampaign: 'isOneYear980CP',
    isOneYear980CP: true,
  });
  await page.goto('/apply/form/');
  await expect(page.getByTestId('plan-plan10G').locator('input')).toBeChecked();
  await expect(page.getByTestId('base-isOneYear980CP').locator('input')).toBeChecked();
});

/** The engine's result for the default choice with `plan` (no base campaign chosen, 特典重視). */
function engineResult(plan: Partial<PlanData>) {
  const book = priceBookFromContent(realContentSources());
  return simulateFees(
    {
      planData: { ...defaultPlanData, ...plan },
      campaignChoice: { baseCampaign: null, campaignPolicy: defaultCampaignData.campaignPolicy },
      introduction: null,
      area: null,
      appliedAt: new Date().toISOString(),
    },
    book,
  );
}

/** Row labels of the breakdown's rule: consecutive months with the same lines are one row. */
function breakdownLabels(months: MonthCharge[]): string[] {
  const sig = (m: MonthCharge) => JSON.stringify(m.lines.map((l) => [l.item, l.yen]));
  const rows: Array<{ from: number; to: number; sig: string }> = [];
  for (const m of months) {
    const last = rows[rows.length - 1];
    if (last && last.sig === sig(m)) last.to = m.month;
    else rows.push({ from: m.month, to: m.month, sig: sig(m) });
  }
  return rows.map((r) => monthRangeLabel(r));
}

async function tenGigaWithTV(page: Page, term: ContractTerm = '2year') {
  await page.goto('/apply/form/');
  await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('plan-plan10G').click();
  await page.getByTestId('menu-2').click();
  await page.getByTestId(`term-${term}`).click();
  await expect(page.getByTestId(`term-${term}`).locator('input')).toBeChecked();
}

const tvPlan = (term: ContractTerm): Partial<PlanData> => ({
  selectedPlan: 'plan10G',
  baseMenu: 2,
  isPhone: true,
  isTV: true,
  contractTerm: term,
});

for (const term of ['2year'] as const) {
  test(`工事費実質無料 waives the whole 光ネット construction fee, not the TV one (10ギガ ネット＋電話＋テレビ, ${term})`, async ({
    page,
  }, info) => {
    await tenGigaWithTV(page, term);
    const r = engineResult(tvPlan(term));
    const net = r.initialCosts.find((c) => c.key === 'construction.net')!;
    expect(net.waivedYen).toBe(net.totalYen);
    const breakdown = page.getByTestId('simulation-breakdown');
    await expect(breakdown).toContainText(`工事費実質無料で${formatYen(net.totalYen)}割引`);
    await expect(breakdown).toContainText(`${net.instalmentMonths}回分割`);
    await expect(page.getByTestId('total-three-year')).toHaveText(formatYen(r.totals.threeYear));
    // The summary shows every month range that differs, not only months 2-12.
    const expected = monthRanges(r.months).map((x) => `${monthRangeLabel(x)}${formatYen(x.yen)}`);
    expect(expected.length).toBeGreaterThan(1);
    if (info.project.name === 'desktop') {
      await expect(page.getByTestId('summary-months').locator('[data-month-range]')).toHaveText(
        expected,
      );
    } else {
      await expect(
        page.getByTestId('summary-mobile-months').locator('[data-month-range]'),
      ).toHaveText(expected.map((e) => e.replace(/(か月目(以降)?)/, '$1 ')));
    }
  });
}

test('a term whose fees equal the 2-year term is not offered until its fees are set', async ({
  page,
}) => {
  // content/plans: the 5-year monthly fees are placeholders equal to the 2-year ones (offeredTerms).
  await page.goto('/apply/form/');
  await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('term-2year').locator('input')).toBeChecked();
  await expect(page.getByTestId('term-5year')).toHaveCount(0);
});

test('nothing that costs money is chosen for a new visitor, and 乗りかえ is not applied unasked', async ({
  page,
}) => {
  await page.goto('/apply/form/');
  await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  const options = page.locator('section[aria-labelledby="sim-options"] input[type="checkbox"]');
  expect(await options.count()).toBeGreaterThan(0);
  for (const box of await options.all()) await expect(box).not.toBeChecked();
  await expect(page.getByTestId('base-isChangeCP')).not.toContainText('適用中');
  await expect(page.getByTestId('base-isChangeCP')).toContainText('乗りかえる方が選べる');
  const r = engineResult({});
  expect(r.campaignData.isChangeCP).toBe(false);
  await expect(page.getByTestId('total-three-year')).toHaveText(formatYen(r.totals.threeYear));
});

test('on a phone the breakdown shows equal months as one row and never breaks an amount', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'layout of the 375 px viewport');
  await tenGigaWithTV(page);
  const r = engineResult(tvPlan('2year'));
  const rows = page.getByTestId('breakdown-month-row');
  const labels = breakdownLabels(r.months);
  // A fee paid in equal instalments does not make every month a row of its own.
  expect(labels.length).toBeLessThan(8);
  await expect(rows).toHaveCount(labels.length);
  for (const [i, label] of labels.entries()) await expect(rows.nth(i)).toContainText(label);
  for (const d of await page.locator('details').all()) {
    await d.evaluate((el) => ((el as HTMLDetailsElement).open = true));
  }
  // Every amount (figures, table cells, the bottom bar) sits on one line: no lone '円'.
  const broken = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      '[data-amount], [data-testid^="total-"]',
    )) {
      if (el.offsetParent === null && getComputedStyle(el).position !== 'fixed') continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (tops.size > 1) out.push(el.textContent ?? '');
    }
    return out;
  });
  expect(broken).toEqual([]);
});

test('on a phone the sections below the plan choice are laid out only when scrolled near', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'below the fold of the 375 px viewport');
  // The step renders after hydration; laying out all of it at once was the page's longest frame.
  await page.goto('/apply/form/');
  await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  const laidOut = (testId: string) =>
    page
      .getByTestId(testId)
      .first()
      .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  const campaign = 'base-isOneYear980CP';
  expect(await laidOut('plan-plan1G')).toBe(true);
  expect(await laidOut(campaign)).toBe(false);
  // Still in the page for find-in-page and assistive technology, and laid out once scrolled to.
  await expect(page.getByTestId(campaign)).toContainText('980');
  await page.getByTestId(campaign).scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(campaign)).toBe(true);
});
