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

async function choose10GPhone980(page: Page) {
  await page.goto('/apply/form/');
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

test('この内容で申し込む moves to form2 and the choice survives a reload', async ({ page }, info) => {
  await choose10GPhone980(page);
  const scope = info.project.name === 'desktop' ? page.getByTestId('summary-desktop') : page.getByTestId('summary-mobile');
  await scope.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(page).toHaveURL(/\/apply\/form2\/$/);
  await page.reload();
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('hikari-site:state'));
    return key ? JSON.parse(localStorage.getItem(key)!).state : null;
  });
  expect(stored.planData).toMatchObject({ selectedPlan: 'plan10G', baseMenu: 1 });
  expect(stored.campaignData).toMatchObject({ baseCampaign: 'isOneYear980CP', isOneYear980CP: true });
  await page.goto('/apply/form/');
  await expect(page.getByTestId('plan-plan10G').locator('input')).toBeChecked();
});
