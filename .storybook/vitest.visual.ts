import axe from 'axe-core';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import React from 'react';
import { PICTURE_NOT_TAKEN, shotFileStem, shotName } from '../scripts/visual-paths.ts';
import { forgetUnanswered, isUnanswered, requestKey } from '../src/mocks/overrides.ts';

/*
 * The visual gate: after each story test passes (its play function done), the story is
 * captured and compared with its baseline in visual/baselines (paths: scripts/visual-paths.ts).
 * Screens and flows are captured at the phone and desktop sizes (unless the story pins a
 * viewport), other stories at their own. Pages are pictured at full height, components cropped
 * to their content; with a dialog or menu open the picture is the viewport. Screens and flows are
 * pictured in the dark theme too, at the phone's size (`.phone-dark`), after axe's colour-contrast
 * rule passes on them in it: the one check the theme changes.
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Brings this test page to the front (vite.config.ts). */
    bringToFront: () => Promise<void>;
  }
}

const FIXED_NOW = new Date('2026-06-15T10:30:00+05:30');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const AT_BOTH_SIZES = /^(screens|flows)-/;
// Pages keep the theme's full-viewport height (footers sit low); components are cropped to their content.
const FULL_VIEWPORT = /^(screens|flows|layout)-/;

// Scrollbars take width from the layout only when the page is long: hide them everywhere.
const style = document.createElement('style');
style.textContent = 'html, body { scrollbar-width: none; } ::-webkit-scrollbar { display: none; }';
document.head.append(style);

// Requests still on their way (a late answer, an SWR revalidation) would change the page while
// it is pictured: the capture waits for this story's requests, except those its mocks leave
// unanswered on purpose (a "loading" state: `neverAnswer` in src/mocks/overrides.ts).
let requests = new Map<Promise<Response>, string>();
const originalFetch = window.fetch.bind(window);
window.fetch = (...args: Parameters<typeof fetch>) => {
  const own = requests;
  const [input, init] = args;
  const url = input instanceof Request ? input.url : new URL(String(input), location.href).href;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const request = originalFetch(...args);
  own.set(request, requestKey(method, url));
  request.then(
    () => own.delete(request),
    () => own.delete(request),
  );
  return request;
};

// A lazy component's module still on its way (a dialog, a route, a card's part) would change the
// page too: React.lazy is wrapped, before any story's module takes it, so its loads are seen.
// React shows content that was waiting on one up to 300 ms after the load (it reveals suspended
// content in batches), so a capture also waits out that time after the last one came.
const lazyLoads = new Set<Promise<unknown>>();
let lastLazyLoad = 0;
const REVEAL_MS = 350;
const reactLazy = React.lazy;
(React as { lazy: typeof React.lazy }).lazy = (load) =>
  reactLazy(() => {
    const loading = load();
    lazyLoads.add(loading);
    const done = () => {
      lazyLoads.delete(loading);
      lastLazyLoad = performance.now();
    };
    loading.then(done, done);
    return loading;
  });

// Only Date: the stories' own timers (toasts, debounces, MSW delays) keep running.
beforeEach(() => {
  requests = new Map();
  forgetUnanswered();
  vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
});

/** What @storybook/addon-vitest puts on the test context (it declares no types for them). */
interface StoryTest {
  story?: { globals: { viewport?: { value?: string }; theme?: string } };
  task: { meta: { storyId?: string; visualShots?: string[] }; result?: { state: string } };
}

afterEach(async (context) => {
  const { story, task } = context as unknown as StoryTest;
  try {
    const storyId = task.meta.storyId;
    if (!storyId) return;
    const shots = plannedShots(storyId, story?.globals.viewport?.value);
    const dark = AT_BOTH_SIZES.test(storyId) && story?.globals.theme !== 'dark' ? darkShots(shots) : [];
    // The story's baselines, failed or not: the run's end lists the baselines no story has any
    // more as removed pictures, for review (scripts/visual-global-setup.ts).
    task.meta.visualShots = [...shots, ...dark].map(({ name }) => shotFileStem(name));
    // A failed story has already said what is wrong; its picture would add nothing.
    if (task.result?.state !== 'pass') return;
    await captureAll(shots, !FULL_VIEWPORT.test(storyId));
    if (dark.length > 0) await inDarkTheme(() => captureAll(dark, false), storyId);
  } finally {
    vi.useRealTimers();
  }
});

interface Shot {
  name: string;
  size: { width: number; height: number };
}

function plannedShots(storyId: string, pinned: string | undefined): Shot[] {
  if (AT_BOTH_SIZES.test(storyId) && !pinned) {
    return Object.entries(SIZES).map(([name, size]) => ({ name: shotName(storyId, name), size }));
  }
  const size = { width: window.innerWidth, height: window.innerHeight };
  return [{ name: shotName(storyId, pinned && pinned in SIZES ? pinned : undefined), size }];
}

/**
 * The dark theme's pictures: the phone's (the shop is used on phones first), or the story's own
 * size when it pins one. One size keeps the run's time in bounds; the layout is the light one's.
 */
const darkShots = (shots: Shot[]): Shot[] => {
  const phone = shots.find(({ name }) => name.endsWith('_phone')) ?? shots[0];
  return phone ? [{ name: `${phone.name}-dark`, size: phone.size }] : [];
};

/**
 * Runs `pictures` with the story switched to the dark theme (the class Radix keys on, on the
 * theme's roots and <html>, as the shop's toggle does), after checking the colours' contrast in it.
 */
async function inDarkTheme(pictures: () => Promise<void>, storyId: string) {
  const roots = [...document.querySelectorAll<HTMLElement>('.radix-themes')];
  const html = document.documentElement;
  const before = {
    classes: roots.map((r) => r.className),
    scheme: html.style.colorScheme,
    dark: html.classList.contains('dark'),
  };
  try {
    for (const r of roots) r.classList.replace('light', 'dark');
    html.classList.add('dark');
    html.style.colorScheme = 'dark';
    await settle();
    const { violations } = await axe.run(document.body, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    const found = violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
    );
    if (found.length > 0)
      throw new Error(`${storyId} in the dark theme: colour contrast\n${found.join('\n')}`);
    await pictures();
  } finally {
    roots.forEach((r, i) => (r.className = before.classes[i]!));
    html.classList.toggle('dark', before.dark);
    html.style.colorScheme = before.scheme;
  }
}

/** Every picture is compared, so one run writes all the new or changed pictures of a story. */
async function captureAll(shots: Shot[], cropped: boolean) {
  const failures: unknown[] = [];
  for (const { name, size } of shots) {
    try {
      await capture(name, size, cropped);
    } catch (error) {
      // A page that does not draw takes no later picture either: say so once, in time.
      if (error instanceof Error && PICTURE_NOT_TAKEN.test(error.message)) throw error;
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} pictures differ`);
}

async function capture(name: string, size: { width: number; height: number }, cropped: boolean) {
  // Neither the last hover nor the last focus of the play function is part of the picture.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  if ('resetMousePosition' in commands) await (commands.resetMousePosition as () => Promise<void>)();
  await page.viewport(size.width, size.height);
  const root = storyRoot();
  const themeRoot = root?.querySelector<HTMLElement>('[data-is-root-theme="true"]');
  if (cropped) themeRoot?.style.setProperty('min-height', '0');
  try {
    await settle();
    // With a dialog open, the picture is the viewport as the shopper sees it.
    if (!root || hasOverlay(root)) {
      await expect(page).toMatchScreenshot(name);
      return;
    }
    // Taller than the viewport: grow the viewport once, as a full-page screenshot does (not
    // again: a page at 100vh plus padding would grow with it).
    const height = Math.ceil(Math.max(document.documentElement.scrollHeight, root.scrollHeight));
    if (height > size.height) {
      await page.viewport(size.width, height);
      await settle();
    }
    // A component is pictured to its own height; a page (or an empty story) as the viewport.
    // expect.element polls its matcher for 1 s by default, less than one element screenshot (two
    // alike, then the comparison) takes on a busy two-core machine: it would fail a picture that
    // matches. The screenshot's own wait for a stable picture (5 s) is the bound that counts.
    if (cropped && root.getBoundingClientRect().height > 0) {
      await expect.element(root, { timeout: ELEMENT_PICTURE_MS }).toMatchScreenshot(name);
    } else {
      await expect(page).toMatchScreenshot(name);
    }
  } finally {
    themeRoot?.style.removeProperty('min-height');
  }
}

/** The element the story rendered into: the plain div Storybook's portable stories append. */
function storyRoot() {
  return [...document.body.children].find(
    (child): child is HTMLDivElement => child instanceof HTMLDivElement && !child.className,
  );
}

/** A dialog or menu portalled beside the story root (Radix portals to the body). */
function hasOverlay(root: HTMLElement) {
  return [...document.body.children].some(
    (child) =>
      child !== root &&
      child instanceof HTMLDivElement &&
      !child.classList.contains('sb-wrapper') &&
      child.getBoundingClientRect().height > 0,
  );
}

async function settle() {
  await until("the story's requests", () => pendingRequests().length === 0, pendingRequests);
  await until('lazy modules to load', () => lazyLoads.size === 0);
  const revealed = lastLazyLoad + REVEAL_MS - performance.now();
  if (revealed > 0) await new Promise((r) => setTimeout(r, revealed));
  await inTime('the fonts to load', document.fonts.ready);
  // Lazy images below the fold would otherwise never load: the picture shows every one.
  for (const img of document.images) img.loading = 'eager';
  const images = [...document.images];
  await inTime(
    'the images to load',
    Promise.all(images.map((img) => img.decode().catch(() => undefined))),
    () => images.filter((img) => !img.complete).map((img) => img.currentSrc || img.src),
  );
  await drawn();
}

/**
 * Each wait of a capture has a bound well inside the hook's 30 s, and a page that stops drawing is
 * woken once. Seen once on CI (2026-11-28): one page's captures stopped finishing, and every story
 * after it in that page timed out in this hook without saying on what. Chromium runs no animation
 * frame for a page it is not compositing (vitest-dev/vitest#10831); brought to the front, it is.
 */
const STEP_LIMIT_MS = 5000;
/** How long an element's picture may take: its stable screenshot's own 5 s wait, and the comparison. */
const ELEMENT_PICTURE_MS = 10_000;

class CaptureStalled extends Error {}

function stalled(what: string, pending?: () => string[]) {
  const still = pending?.() ?? [];
  const detail = still.length > 0 ? ` (still waiting for ${still.join(', ')})` : '';
  return new CaptureStalled(`The picture waited ${STEP_LIMIT_MS / 1000} s for ${what}${detail}`);
}

async function inTime<T>(what: string, work: Promise<T>, pending?: () => string[]): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(stalled(what, pending)), STEP_LIMIT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const pendingRequests = () => [...requests.values()].filter((key) => !isUnanswered(key));

/** Resolves once `done()` holds, looking every 20 ms, within the step's bound. */
async function until(what: string, done: () => boolean, pending?: () => string[]) {
  const deadline = performance.now() + STEP_LIMIT_MS;
  while (!done()) {
    if (performance.now() > deadline) throw stalled(what, pending);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Two animation frames: the page has drawn what the story left. */
async function drawn() {
  const twoFrames = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  try {
    await inTime('the page to draw', twoFrames());
  } catch (error) {
    if (!(error instanceof CaptureStalled)) throw error;
    await commands.bringToFront();
    await inTime(
      `the page to draw after it was brought to the front (${document.visibilityState})`,
      twoFrames(),
    );
  }
}
