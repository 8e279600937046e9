import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the rule set of the application wizard's steps and the map pin. */
export const WCAG21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.1 A and AA and axe's best practices: the rule set of the route checks. */
export const WCAG21_AND_BEST_PRACTICE = [...WCAG21, 'best-practice'];

/**
 * Serious and critical axe violations on the current page, as "rule: selector, …" lines (empty
 * when there are none). `tags` picks the rules; `'axe-default'` runs every rule axe enables by
 * default (WCAG 2.2 and the other standards' tags included).
 *
 * Legacy mode runs axe once in the page: the site has no frames, and the default mode opens a
 * blank page of its own to merge the frames' results, which took 1–1.5 s of every call (2.0–3.2 s
 * against 1.1–1.6 s on the 2-core machine, the same violations and passes on eight routes).
 */
export async function seriousViolations(
  page: Page,
  tags: readonly string[] | 'axe-default' = WCAG21_AND_BEST_PRACTICE,
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (tags !== 'axe-default') builder = builder.withTags([...tags]);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
