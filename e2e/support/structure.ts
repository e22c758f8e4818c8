import { expect, type Page } from '@playwright/test';

/**
 * What axe's WCAG rules leave to best practice: one main landmark, one h1, and headings that never
 * skip a level on the way down (h2 → h4).
 */
export async function expectPageStructure(page: Page, label: string, { soft = false } = {}) {
  const check = soft ? expect.soft : expect;
  await check(page.getByRole('main'), `one main landmark on ${label}`).toHaveCount(1);
  const levels = await page
    .getByRole('heading')
    .evaluateAll((headings) =>
      headings
        .filter((h) => (h as HTMLElement).offsetParent !== null || getComputedStyle(h).position === 'fixed')
        .map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1))),
    );
  check(
    levels.filter((l) => l === 1),
    `one h1 on ${label} (levels ${levels.join(',')})`,
  ).toHaveLength(1);
  const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
  check(skips, `heading levels in order on ${label} (${levels.join(',')})`).toEqual([]);
}
