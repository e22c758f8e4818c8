import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { HOSTILE_POLICY_SLUG } from './hostile-policy.ts';

export { expect };

export const PASSWORD = 'Shop@e2e-2024';

let counter = 0;
/** A new address for every shopper, so tests never share an account. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.in`;

/**
 * What a journey runs against: `server`, our real server (every extension); `spec-only`, the app
 * with the MSW worker answering only the spec's API (project `spec-only` in playwright.config.ts).
 * Journeys a spec-only shop cannot do carry the tag SERVER_ONLY and are left out of that project.
 */
export type Backend = 'server' | 'spec-only';

/** The tag of a journey that needs our real server: an extension, its seeded data, its gateway or its page renderer. */
export const SERVER_ONLY = '@server';

/**
 * Makes `page.goto` and `page.reload` wait until the page is live (`<html data-hydrated>`, from
 * src/components/use-hydrated.ts): a tap on a server-rendered button before then does nothing.
 * The `page` fixture has it; a page a journey opens itself (another device) needs it too.
 */
export function livePage(page: Page): Page {
  const live = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  return page;
}

/**
 * What goes wrong in a page without the shopper being told: uncaught errors and `console.error`
 * (React's hydration and key warnings among them). The browser's own "Failed to load resource" line
 * for an answer of 4xx/5xx is left out: a journey that meets one on purpose checks what the shopper
 * is shown instead.
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || text.startsWith('Failed to load resource:')) return;
    if (isHostilePolicyReport(page.url(), text)) return;
    problems.push(`${page.url()}: ${text}`);
  });
  return problems;
}

/**
 * The journeys' shop has a hostile shipping policy on purpose (global-setup.ts). Chrome reports the
 * CSP blocking its event handlers while the sanitiser parses it; hostile.spec.ts checks none runs.
 */
const isHostilePolicyReport = (url: string, text: string) =>
  new URL(url).pathname === `/${HOSTILE_POLICY_SLUG}` &&
  text.startsWith('Executing inline event handler violates the following Content Security Policy');

export const test = base.extend<{ backend: Backend }>({
  backend: ['server', { option: true }],
  // The real server's address comes from global-setup (a free port); the spec-only project sets its own.
  baseURL: async ({ backend, baseURL }, use) => {
    const url = backend === 'server' ? process.env.E2E_BASE_URL : baseURL;
    if (!url) throw new Error('No base address: run through e2e/playwright.config.ts');
    await use(url);
  },
  // Shop pages arrive rendered by the server, buttons included, before their scripts run: every
  // goto and reload waits until the page is live, as a shopper's tap would need (see livePage).
  // A journey also fails on an error in its page that the shopper was not shown (pageProblems).
  page: async ({ page }, use) => {
    livePage(page);
    const problems = pageProblems(page);
    await use(page);
    expect(problems, 'no script error or console.error in the page').toEqual([]);
  },
});

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers through the API (for journeys about something other than registering) and returns a token. */
export async function createAccount(
  request: APIRequestContext,
  tag: string,
): Promise<Account & { token: string }> {
  const account = { email: uniqueEmail(tag), password: PASSWORD, firstName: 'Asha', lastName: 'Verma' };
  const registered = await request.post('/api/v1/users/register', { data: account });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const token = await signInByApi(request, account);
  return { ...account, token };
}

export async function signInByApi(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.post('/api/v1/users/authorize', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return token;
}

/** What the app stores after sign-in: the `auth_token` cookie. */
export async function useToken(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'auth_token', value: encodeURIComponent(token), url: baseURL }]);
}

export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'auth_token');
  expect(cookie, 'the auth_token cookie is set').toBeDefined();
  return decodeURIComponent(cookie!.value);
}

/** The text of the e-mails the server's outbox holds for `to` (no SMTP in the journeys). */
export async function mailsTo(to: string): Promise<string[]> {
  const outbox = join(process.env.E2E_TEMP_DIR!, 'data', 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const texts = await Promise.all(
    files.filter((f) => f.endsWith('.txt')).map((f) => readFile(join(outbox, f), 'utf8')),
  );
  return texts.filter((t) => t.includes(`\nTo: ${to}\n`));
}
