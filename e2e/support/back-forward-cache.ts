import { expect, type Page } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';

/**
 * The browser keeps a page the shopper leaves and shows it again as it was on Back, as phones'
 * browsers do (`test.use(BACK_FORWARD_CACHE)`). Playwright turns that cache off unless told; a
 * page shown from it fires no `load`, so `page.goBack({ waitUntil: 'commit' })`.
 */
export const BACK_FORWARD_CACHE = {
  launchOptions: { ...chromiumLaunch, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
};

const MARK = '__shopJourneyMark';

/** Marks the page, so `expectSamePage` can tell it was shown again rather than loaded anew. */
export const markPage = (page: Page) =>
  page.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);

/** The page is the one `markPage` marked: the browser showed it again from its cache. */
export async function expectSamePage(page: Page) {
  await expect
    .poll(() => page.evaluate((mark) => mark in window, MARK), {
      message: 'the browser shows the page again from its back/forward cache, as it was left',
    })
    .toBe(true);
}
