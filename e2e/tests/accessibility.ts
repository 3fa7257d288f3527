import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what the site promises (labelled controls, keyboard use, contrast). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails on every serious or critical violation, naming the rule and the
 * elements so that the failure says what to fix. Minor and moderate findings are reported by axe too but do not
 * fail: they are the issue tracker's, not the build's.
 */
export async function expectAccessible(
  page: Page,
  options: { exclude?: string[]; soft?: boolean } = {},
): Promise<void> {
  // axe.run in the page itself: the default runs each frame's part, then opens a blank page, injects axe there again
  // and merges the parts in it (for cross-origin frames, which the site does not have), about 2-3 s per check.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  // Soft in a test that checks several pages in turn: each page's faults are reported, not only the first page's.
  (options.soft ? expect.soft : expect)(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The page with an overlay open (a menu, a dialog, a drawer): once the overlay has finished its opening animation
 * (axe reads the colours mid-fade otherwise), every serious or critical violation fails, on the overlay and around it.
 */
export async function expectAccessibleWithOpen(
  page: Page,
  overlay: Locator,
  options: { soft?: boolean } = {},
): Promise<void> {
  await expect(overlay).toBeVisible();
  await expect
    .poll(() => overlay.evaluate((element) => element.getAnimations({ subtree: true }).length))
    .toBe(0);
  await expectAccessible(page, options);
}
