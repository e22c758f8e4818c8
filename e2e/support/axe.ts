import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's best-practice rules for landmarks and headings, run alongside the WCAG ones. */
export const STRUCTURE_RULES = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'page-has-heading-one',
  'heading-order',
];

/** The page has drawn its data: a heading in main, no skeletons or busy regions, fonts loaded. */
export async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .rt-Skeleton')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Runs axe's WCAG 2.2 A/AA rules on the settled page; `soft` lets a loop of pages report every failure. */
export async function expectNoAxeViolations(page: Page, label: string, { soft = false } = {}) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${label}`).toEqual([]);
}
