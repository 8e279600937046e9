import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations on the current page, as "rule: selector, …" lines (empty
 * when there are none), under every rule axe enables by default: WCAG 2.0–2.2 A and AA, best
 * practices and the other standards' tags. One rule set for every check of the suite.
 *
 * Legacy mode runs axe once in the page: the site has no frames, and the default mode opens a
 * blank page of its own to merge the frames' results, which took 1–1.5 s of every call (2.0–3.2 s
 * against 1.1–1.6 s on the 2-core machine, the same violations and passes on eight routes).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
