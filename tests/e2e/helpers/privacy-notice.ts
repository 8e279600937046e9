import { expect, type Page } from '@playwright/test';

/**
 * A form that collects personal data shows its privacy notice first: the notice names the purposes
 * of use (個人情報の利用目的), links the privacy policy (/privacy/), and comes before the first
 * personal field of the page's main (a text input, select or textarea; radios and check boxes are
 * choices, not personal data).
 */
export async function expectPrivacyNoticeBeforeFirstField(page: Page): Promise<void> {
  const notice = page.getByTestId('privacy-notice');
  await expect(notice).toContainText('個人情報の利用目的');
  await expect(notice.getByRole('link', { name: /プライバシーポリシー/ })).toHaveAttribute(
    'href',
    '/privacy/',
  );
  const before = await page.evaluate(() => {
    const n = document.querySelector('[data-testid="privacy-notice"]')!;
    const field = document.querySelector(
      'main input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), main select, main textarea',
    );
    return field
      ? Boolean(n.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING)
      : false;
  });
  expect(before, 'the privacy notice comes before the first personal field').toBe(true);
}
