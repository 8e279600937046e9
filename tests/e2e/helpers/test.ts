import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** What page.goto and page.reload are given: the options of goto (reload takes the same). */
type NavigationOptions = Parameters<Page['goto']>[1];

/**
 * Resolves once React has hydrated the page's document: Next calls `hydrateRoot(document, …)`,
 * which marks the document as its container (a `__reactContainer$…` key) and listens for events
 * from then on. A document that is not one of Next's pages (no `__next_f`, the inline flight
 * data: an XML file, a page with JavaScript off) resolves at once. Survives a navigation that
 * the page starts itself (Playwright re-runs the check in the new document).
 */
async function hydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('__next_f' in self) || Object.keys(document).some((k) => k.startsWith('__reactContainer$')),
    undefined,
    { timeout: 20_000 },
  );
}

const patched = new WeakSet<object>();

/**
 * Makes `goto` and `reload` of every page of this worker wait for hydration after the load event,
 * when they wait for the load event (the default). Why: the site's server loads a page's scripts
 * after its first frame (lib/server/page-scripts.mjs), which can come after the load event, and
 * a click on a button before React has hydrated the page does nothing. A test that wants the page
 * before its scripts asks for `waitUntil: 'domcontentloaded'` or 'commit' and gets it unchanged.
 */
function waitForHydrationOnLoad(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Page;
  if (patched.has(proto)) return;
  patched.add(proto);
  const { goto, reload } = proto;
  const settle = async (target: Page, options: NavigationOptions) => {
    if ((options?.waitUntil ?? 'load') === 'load') await hydration(target);
  };
  proto.goto = async function (this: Page, url: string, options?: NavigationOptions) {
    const response = await goto.call(this, url, options);
    await settle(this, options);
    return response;
  };
  proto.reload = async function (this: Page, options?: NavigationOptions) {
    const response = await reload.call(this, options);
    await settle(this, options);
    return response;
  };
}

/**
 * Playwright's `test` for the site's end-to-end specs: at the start of each worker it makes page
 * navigations wait for hydration (waitForHydrationOnLoad), for the pages of the `page` fixture and
 * of any context a test opens itself.
 */
export const test = base.extend<object, { hydrationOnLoad: void }>({
  hydrationOnLoad: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForHydrationOnLoad(await context.newPage());
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
