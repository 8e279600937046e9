import { expect, test } from './helpers/test';
import { expectPrivacyNoticeBeforeFirstField } from './helpers/privacy-notice';

/*
 * What a visitor is told is true: every page of the sitemap is free of editors' words outside a
 * placeholder badge, and every form that collects personal data shows its purposes of use before
 * its first personal field.
 */

const BANNED: readonly [string, RegExp][] = [
  ['仮', /仮(?!判定)/],
  ['未確認', /未確認/],
  ['(予定)', /[(（]予定[)）]/],
  ['税抜', /税抜/],
  ['準備中', /準備中/],
];

/**
 * The visible text of a page's HTML without scripts, styles and placeholder badges; a line-break
 * opportunity (<wbr>, components/ui/phrases.tsx) joins the words on either side.
 */
function visibleText(html: string): string {
  return html
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<span data-placeholder-badge=""[^>]*>[\s\S]*?<\/span>/g, '')
    .replace(/<[^>]+>/g, ' ');
}

test('a crawl of every sitemap page finds no 仮, 未確認, (予定), 税抜 or 準備中 outside a badge', async ({
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the HTML is the same for every project');
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(urls.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const path of urls) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const text = visibleText(await res.text());
    for (const [word, re] of BANNED) {
      const m = re.exec(text);
      if (m)
        found.push(
          `${path}: ${word} in 「${text.slice(Math.max(0, m.index - 20), m.index + 20).trim()}」`,
        );
    }
  }
  expect(found).toEqual([]);
});

test('a placeholder price carries 「参考価格（確定前）」 next to it', async ({ page }) => {
  await page.goto('/plan/home/');
  const row = page.locator('tr[data-price-key="net.house.plan1G"]');
  await expect(row.locator('[data-placeholder-badge]')).toHaveText('参考価格（確定前）');
});

for (const path of ['/contact/', '/transfer/', '/option/apply/']) {
  test(`${path}: the purposes of use and the policy link come before the first personal field`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectPrivacyNoticeBeforeFirstField(page);
  });
}

test('the phone modal and the footer name no 準備中 and show the operator or its badge', async ({
  page,
}) => {
  await page.goto('/company/');
  await expect(page.locator('body')).not.toContainText('準備中');
  await expect(page.getByTestId('footer-operator')).toContainText('運営会社');
  await expect(page.locator('main')).toContainText('電気通信事業者 届出番号');
});
