/**
 * Interaction latency of `npm run bench:web`: the key interactions of the site on a phone with
 * the CPU slowed down 4 times (CDP `Emulation.setCPUThrottlingRate`), measured with the
 * `web-vitals` library's onINP (attribution build, `reportAllChanges`, its IIFE injected by
 * Playwright's addInitScript from node_modules, never part of the site's bundle), beside a
 * button click on the empty App Router page. Each interaction is measured `repetitions` times, each
 * in a new full page load (so web-vitals starts afresh and counts only that interaction); the
 * figure is the p75 of the page's INP (its slowest interaction: fewer than 50 per load). Target:
 * p75 ≤ 200 ms each (web.dev's "good" INP).
 *
 * The /apply/* pages need the area check first: one run through /area/ (not measured) leaves the
 * flow's non-personal state (area, plan) in a browser context's localStorage, which every later
 * load of /apply/form/ and /apply/form2/ in that context restores. The empty page and /area/ run
 * in another context, whose storage is cleared after every load (a first visit each time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** CDP CPU slowdown of the interaction runs (Lighthouse's mobile preset uses the same 4×). */
export const INP_CPU_SLOWDOWN = 4;
/** The target: p75 of each interaction's INP at most this many ms. */
export const INP_TARGET_MS = 200;

/** What web-vitals reported for one load: the INP and, from its attribution, where the time went. */
interface InpSample {
  value: number;
  target: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}

declare global {
  interface Window {
    /** The INP web-vitals reported last, kept by the injected reporter (see its script below). */
    __inp?: InpSample;
  }
}

export interface InpScenario {
  label: string;
  /** 'empty' runs on the empty App Router app, 'site' on the site. */
  on: 'empty' | 'site';
  /** Runs in the context with the flow's state (prepareFlow), else in a context without it. */
  flow?: true;
  /**
   * Steps that bring the loaded page to the interaction, run at full CPU speed before web-vitals
   * is installed (so they are not counted): for a step that a fresh load cannot open, such as
   * form2, whose personal fields live in memory only.
   */
  before?: (page: Page) => Promise<void>;
  path: string;
  /** Waits until the page can take the interaction, then performs it. */
  interact: (page: Page) => Promise<void>;
}

const iife = () =>
  fs.readFileSync(
    path.join(process.cwd(), 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'),
    'utf8',
  );

/**
 * Registers onINP before the page's own scripts: the library's IIFE defines `webVitals`; every
 * change is kept on window.__inp (durationThreshold 16 ms, the lowest Event Timing reports).
 */
const REPORTER = `;webVitals.onINP((m) => {
  const a = m.attribution || {};
  window.__inp = { value: m.value, target: String(a.interactionTarget || ''),
    inputDelay: a.inputDelay || 0, processingDuration: a.processingDuration || 0,
    presentationDelay: a.presentationDelay || 0 };
}, { reportAllChanges: true, durationThreshold: 16 });`;

/** Makes the page's PerformanceObservers from now on see only entries after their start. */
const UNBUFFERED = `;(() => { const observe = PerformanceObserver.prototype.observe;
  PerformanceObserver.prototype.observe = function (options) {
    return observe.call(this, { ...options, buffered: false });
  }; })();`;

/** The page after its load, its network quiet (the flow's step chunks loaded) and hydrated. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

/** The interactions the issue names, in the order they are printed. */
export const INP_SCENARIOS: InpScenario[] = [
  {
    label: 'empty page: button click',
    on: 'empty',
    path: '/button/',
    interact: async (page) => {
      await settled(page);
      await page.getByRole('button', { name: 'count' }).click();
      await expect(page.getByRole('button', { name: 'count' })).toHaveAttribute('data-count', '1');
    },
  },
  {
    label: '/area/: type a postal code, 住所検索',
    on: 'site',
    path: '/area/',
    interact: async (page) => {
      await settled(page);
      const postal = page.getByLabel('郵便番号');
      await postal.click();
      await postal.pressSequentially('4600008');
      await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
      await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区', { timeout: 30_000 });
    },
  },
  {
    label: '/apply/form/: choose a plan, toggle 光電話',
    on: 'site',
    flow: true,
    path: '/apply/form/',
    interact: async (page) => {
      const menuPhone = page.getByTestId('menu-1');
      await expect(menuPhone).toBeVisible({ timeout: 60_000 });
      await settled(page);
      // A plan other than the chosen one, so the choice changes the estimate every time.
      const plans = page.locator('[data-testid^="plan-plan"]');
      const count = await plans.count();
      for (let i = 0; i < count; i++) {
        const input = plans.nth(i).locator('input');
        if (!(await input.isChecked()) && (await input.isEnabled())) {
          await plans.nth(i).click();
          await expect(input).toBeChecked();
          break;
        }
      }
      // 光電話 on (ネット＋光電話) and off again (ネットのみ).
      const phoneOn = (await menuPhone.locator('input').isChecked())
        ? page.getByTestId('menu-0')
        : menuPhone;
      await phoneOn.click();
      await expect(phoneOn.locator('input')).toBeChecked();
    },
  },
  {
    label: '/apply/form2/: 次へ with errors',
    on: 'site',
    path: '/area/',
    // A fresh load of form2 is sent back to the first step (its personal fields live in memory
    // only), so every load goes through the flow to it first.
    before: (page) => throughFlowToForm2(page),
    interact: async (page) => {
      const next = page.getByRole('button', { name: '次へ進む' });
      await expect(next).toBeVisible({ timeout: 60_000 });
      await settled(page);
      await next.click();
      await expect(page.getByTestId('error-summary')).toBeFocused();
    },
  },
];

/**
 * From a loaded /area/ to form2, as a visitor: the area check of the sample house (〒460-0008
 * 名古屋市中区栄, README "Sample data"), its result's button, a plan, 「この内容で申し込む」.
 */
async function throughFlowToForm2(page: Page): Promise<void> {
  await settled(page);
  await page.getByLabel('郵便番号').fill('4600008');
  await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
  await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区', { timeout: 30_000 });
  await page.getByLabel('丁目・番地').fill('1丁目1-1');
  await page.getByRole('button', { name: '提供エリアを確認する' }).click();
  const result = page.getByTestId('area-result');
  await expect(result).toHaveAttribute('data-service-area', 'yes', { timeout: 60_000 });
  await result.getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' }).click();
  await expect(page).toHaveURL(/\/apply\/form\/$/, { timeout: 60_000 });
  await page.getByTestId('plan-plan1G').click();
  await page.getByTestId('menu-0').click();
  await page
    .getByRole('button', { name: 'この内容で申し込む' })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/apply\/form2\/$/, { timeout: 60_000 });
}

/**
 * Runs the flow to form2 once in `context` (unthrottled, not measured) so that its localStorage
 * holds an area result and a plan for the later loads of /apply/form/.
 */
async function prepareFlow(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/area/`, { timeout: 60_000 });
    await throughFlowToForm2(page);
  } finally {
    await page.close();
  }
}

/**
 * One measured load: a new page of `context` with web-vitals (`script`) and the CPU slowed down
 * from its start, the interaction, web-vitals' INP. With `scenario.before`, the page loads and
 * runs those steps at full speed first, and web-vitals (evaluated through CDP, which the site's
 * Content-Security-Policy does not govern) and the slowdown start after them. Its observers are
 * then made without `buffered`, so the Event Timing entries of those steps' interactions (the
 * browser keeps those of 104 ms or more) are not counted.
 */
async function measureOnce(
  context: BrowserContext,
  url: string,
  scenario: InpScenario,
  script: string,
): Promise<InpSample> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    if (scenario.before) {
      await page.goto(url, { timeout: 60_000 });
      await scenario.before(page);
      await page.evaluate(UNBUFFERED + script);
      await page.waitForTimeout(200);
      if (await page.evaluate(() => '__inp' in window))
        throw new Error('an interaction of the steps before was counted');
      await throttle();
    } else {
      await page.addInitScript({ content: script });
      await throttle();
      await page.goto(url, { timeout: 60_000 });
    }
    await scenario.interact(page);
    // The Event Timing entry of the last interaction arrives after its next paint; then the page
    // is hidden as a visitor leaving it would, which makes web-vitals report its final INP.
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const sample = await page.evaluate(() => window.__inp ?? null);
    if (!scenario.flow) await page.evaluate(() => localStorage.clear());
    if (!sample) throw new Error(`${scenario.label}: web-vitals reported no INP`);
    return sample;
  } finally {
    await page.close();
  }
}

/** The value at the 75th percentile (nearest rank) of `xs`. */
export function p75(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)]!;
}

/**
 * Measures every scenario `repetitions` times, round by round (each scenario once, then again) so
 * a slow spell of the host falls on all alike; prints one line per scenario and returns the
 * scenarios that missed the target (or could not be measured).
 */
export async function measureInteractions(opts: {
  browser: Browser;
  newContext: (browser: Browser) => Promise<BrowserContext>;
  siteBase: string;
  emptyBase: string;
  repetitions: number;
  log: (line: string) => void;
}): Promise<string[]> {
  const { browser, repetitions, log } = opts;
  const script = iife() + REPORTER;
  const clean = await opts.newContext(browser);
  const flow = await opts.newContext(browser);
  const samples = new Map<string, InpSample[]>(INP_SCENARIOS.map((s) => [s.label, []]));
  const errors = new Map<string, string>();
  try {
    await prepareFlow(flow, opts.siteBase);
    for (let r = 0; r < repetitions; r++) {
      for (const scenario of INP_SCENARIOS) {
        const base = scenario.on === 'empty' ? opts.emptyBase : opts.siteBase;
        try {
          samples
            .get(scenario.label)!
            .push(
              await measureOnce(
                scenario.flow ? flow : clean,
                base + scenario.path,
                scenario,
                script,
              ),
            );
        } catch (error) {
          errors.set(
            scenario.label,
            error instanceof Error ? error.message.split('\n')[0]! : String(error),
          );
        }
      }
    }
  } finally {
    await clean.close();
    await flow.close();
  }
  const misses: string[] = [];
  log(
    `  ${'interaction'.padEnd(44)} p75 ms  median   max  target  (slowest part at p75: input delay / processing / presentation ms, target element)`,
  );
  for (const scenario of INP_SCENARIOS) {
    const rs = samples.get(scenario.label)!;
    const error = errors.get(scenario.label);
    if (rs.length === 0) {
      log(`  ${scenario.label.padEnd(44)} not measured: ${error ?? 'no sample'}`);
      misses.push(`${scenario.label}: not measured`);
      continue;
    }
    const values = rs.map((s) => s.value);
    const at75 = p75(values);
    const s = rs.find((x) => x.value === at75)!;
    const met = at75 <= INP_TARGET_MS;
    if (!met) misses.push(`${scenario.label}: INP p75 ${at75.toFixed(0)} ms > ${INP_TARGET_MS}`);
    const sorted = [...values].sort((a, b) => a - b);
    log(
      `  ${scenario.label.padEnd(44)} ${at75.toFixed(0).padStart(6)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0).padStart(7)} ${sorted.at(-1)!.toFixed(0).padStart(5)}  ${met ? 'met   ' : 'MISS  '}  (${s.inputDelay.toFixed(0)} / ${s.processingDuration.toFixed(0)} / ${s.presentationDelay.toFixed(0)}, ${s.target.slice(0, 60)}; ${rs.length} of ${repetitions} loads${error ? `; failed: ${error}` : ''})`,
    );
  }
  return misses;
}
