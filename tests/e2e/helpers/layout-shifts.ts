import type { Page } from '@playwright/test';

/** One 'layout-shift' entry as recorded in the page: its score and the shifted nodes. */
export type Shift = { value: number; hadRecentInput: boolean; sources: string[] };

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every 'layout-shift' entry of each document the page loads from its first paint on
 * (an init script, before any page script runs), naming the shifted nodes (`tag#id.classes`).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        window.__layoutShifts!.push({
          value: e.value,
          hadRecentInput: e.hadRecentInput,
          sources: (e.sources ?? []).map((s) => {
            const n = s.node;
            if (!(n instanceof Element)) return n?.nodeName ?? '?';
            return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}.${[...n.classList].slice(0, 3).join('.')}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts without recent input of the current document, after late work (network idle + 500 ms). */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window.__layoutShifts ?? []).filter((s) => !s.hadRecentInput));
}
