/**
 * Debian's chromium, the one browser the tests and the bench run (Playwright never downloads its
 * own here), with the flags it runs under everywhere: the journeys (below), the story run
 * (vite.config.ts) and the bench's Lighthouse (bench/lighthouse.ts). Each adds its own beside them.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
};
