import { expect, test, type Locator } from './helpers/test';
import { expectWordsUnbroken, linesOfWord } from './helpers/line-breaks';

/*
 * Japanese line breaking on a phone (375 px): headings, banners, buttons and the phone modal go
 * through components/ui/phrases.tsx, so words never split — 「キャッシュバック」 in the H1 of
 * /campaign/web-cash-back/, 「お問い合わせフォーム」 in the phone modal. (「Wi-Fi」 on the receipt:
 * tests/e2e/apply-flow.spec.ts, which submits an application.)
 */

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'mobile', 'the findings are on a phone (375 px)');
});

/**
 * The same text as plain text under the body's own rule (`word-break: auto-phrase`): what the
 * page showed before, to prove the measurement sees the split it guards against.
 */
async function asPlainText(element: Locator) {
  await element.evaluate((el) => {
    el.textContent = el.textContent;
    el.style.wordBreak = 'auto-phrase';
  });
}

test('the campaign H1 keeps 「キャッシュバック」 whole', async ({ page }) => {
  await page.goto('/campaign/web-cash-back/');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Web申し込み限定キャッシュバック（マンション）');
  await expectWordsUnbroken(h1, ['キャッシュバック', 'マンション', '申し込み']);
  // Control: without the phrasing, Chromium's auto-phrase splits the over-long phrase.
  await asPlainText(h1);
  expect(await linesOfWord(h1, 'キャッシュバック')).not.toEqual([1]);
});

test('the phone modal keeps 「お問い合わせフォーム」 whole', async ({ page }) => {
  await page.goto('/');
  await page
    .locator('header')
    .getByRole('button', { name: '電話相談', exact: true })
    .filter({ visible: true })
    .click();
  const modal = page.getByTestId('phone-consult-modal').filter({ visible: true });
  await expect(modal).toBeVisible();
  const noTel = modal.getByTestId('consult-no-tel');
  await expectWordsUnbroken(noTel, ['お問い合わせフォーム', 'ご連絡', '担当者', '折り返し']);
  await expectWordsUnbroken(modal.getByRole('heading'), ['お電話でのご相談']);
  await expectWordsUnbroken(modal.locator('p').last(), [
    'ご契約中',
    'お手続き',
    'ご利用中',
    '窓口',
  ]);
});
