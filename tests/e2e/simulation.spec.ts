import { expect, test, type Page } from '@playwright/test';
import { formatYen } from '../../lib/pricing/format';
import { priceBookFromContent } from '../../lib/pricing/from-content';
import { simulateFees } from '../../lib/pricing/simulate';
import { defaultCampaignData, defaultPlanData } from '../../lib/state/types';
import { realContentSources } from '../unit/pricing/real-content';

/** The engine's figures for the same choice, from the same content documents the site is built from. */
function engineTotals() {
  const book = priceBookFromContent(realContentSources());
  return simulateFees(
    {
      planData: { ...defaultPlanData, selectedPlan: 'plan10G', baseMenu: 1, isPhone: true, isTV: false },
      campaignChoice: { baseCampaign: 'isOneYear980CP', campaignPolicy: defaultCampaignData.campaignPolicy },
      introduction: null,
      area: null,
      appliedAt: new Date().toISOString(),
    },
    book,
  ).totals;
}

/** Area check with the seeded sample coverage (lib/server/data/sample-coverage.ts): 市 has 10G and TV, 町 neither. */
async function checkArea(page: Page, postal: string, line1: string) {
  await page.goto('/apply/area/');
  await page.getByLabel('郵便番号').fill(postal);
  await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
  await expect(page.getByLabel('町名・大字')).not.toHaveValue('');
  await page.getByLabel('丁目・番地').fill(line1);
  await page.getByRole('button', { name: '提供エリアを確認する' }).click();
  await expect(page.getByTestId('area-result')).toHaveAttribute('data-service-area', 'yes');
  await page.getByTestId('area-result').getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' }).click();
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
  await expect(other.getByTestId('total-three-year')).toHaveText(formatYen(engineTotals().threeYear));
  await fresh.close();
});

test('10ギガ and TV are not offered where the area check found neither', async ({ page }) => {
  await checkArea(page, '470-0151', '1');
  await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('plan-plan1G')).toBeVisible();
  await expect(page.getByTestId('plan-plan10G')).toHaveCount(0);
  await expect(page.getByTestId('menu-2')).toHaveCount(0);
  await expect(page.getByText('ご住所のエリアでは10ギガプランはご利用いただけません。')).toBeVisible();
});

test('この内容で申し込む moves to form2 and the choice survives a reload', async ({ page }, info) => {
  await checkArea(page, '460-0008', '1丁目1-1');
  await choose10GPhone980(page, false);
  const scope = info.project.name === 'desktop' ? page.getByTestId('summary-desktop') : page.getByTestId('summary-mobile');
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
  expect(stored.campaignData).toMatchObject({ baseCampaign: 'isOneYear980CP', isOneYear980CP: true });
  await page.goto('/apply/form/');
  await expect(page.getByTestId('plan-plan10G').locator('input')).toBeChecked();
  await expect(page.getByTestId('base-isOneYear980CP').locator('input')).toBeChecked();
});
