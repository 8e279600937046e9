import { expect, test } from './helpers/test';
import { seriousViolations } from './helpers/axe';

// axe on a landing page with a friend link, usable and not, at both viewports. The flow pages'
// own axe checks run in shell.spec.ts's route test; the flows spec scans their error and receipt
// states.
test.describe.configure({ timeout: 90_000 });

for (const path of [
  '/special/lp2/?introductionId=INT-SAMPLE04',
  '/special/lp2/?introductionId=INT-SAMPLE01',
]) {
  test(`no serious or critical axe violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByTestId('introduction-notice')).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the booking picker offers no slot before a date is chosen, then only the reception hours', async ({
  page,
}) => {
  await page.goto('/contact/');
  const time = page.getByLabel('ご希望の時間帯');
  await expect(time).toBeDisabled();
  await page
    .getByLabel('ご希望日')
    .fill(new Date(Date.now() + 9 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10));
  await expect(time).toBeEnabled();
  const values = await time
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(values[0]).toBe('10:00');
  expect(values.at(-1)).toBe('17:00');
});
