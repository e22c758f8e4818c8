import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core itself, run in the page: the shop is one frame. @axe-core/playwright's AxeBuilder opens
 * a second page for every check to merge frames' results, which took 2-3 s of each check's 2.5-4.5 s
 * on a two-core machine (measured on 2026-11-29: /products 4.4 s through it, 0.8 s so).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

async function axeViolations(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) =>
      window.axe!.run(document, { ...options, resultTypes: ['violations'] }).then((r) => r.violations),
    options,
  );
}

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
  const violations = await axeViolations(page, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])),
  });
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
