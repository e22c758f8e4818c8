import { expect, type Page } from '@playwright/test';

export interface FocusInfo {
  tag: string;
  role: string | null;
  name: string;
  href: string | null;
  visible: boolean;
  inDialog: boolean;
}

/**
 * What has the focus: its tag, role, accessible-ish name, and whether a focus ring shows (an outline
 * or box-shadow on it, or an outline on a close ancestor, as Radix's text fields draw theirs).
 */
export function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { tag: 'body', role: null, name: '', href: null, visible: false, inDialog: false };
    }
    const rings = (node: Element, own: boolean) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || (own && s.boxShadow !== 'none');
    };
    let visible = rings(el, true);
    for (
      let node = el.parentElement, depth = 0;
      !visible && node && depth < 3;
      node = node.parentElement, depth++
    )
      visible = rings(node, false);
    const labelled = el.getAttribute('aria-labelledby');
    const labelText = labelled
      ? labelled
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const fieldLabel = 'labels' in el ? ((el as HTMLInputElement).labels?.[0]?.textContent ?? '') : '';
    const name = (el.getAttribute('aria-label') || labelText || fieldLabel || el.textContent || '').trim();
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name,
      href: el.getAttribute('href'),
      visible,
      inDialog: Boolean(el.closest('[role="dialog"]')),
    };
  });
}

export async function expectFocusVisible(page: Page, where: string) {
  const info = await focusInfo(page);
  expect(info.visible, `focus ring on <${info.tag}> "${info.name}" (${where})`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking at every stop that the
 * focus can be seen. Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  matches: (info: FocusInfo) => boolean,
  { back = false, max = 80, what = 'the target' }: { back?: boolean; max?: number; what?: string } = {},
): Promise<FocusInfo> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const info = await focusInfo(page);
    if (info.tag !== 'body') {
      expect(info.visible, `focus ring on <${info.tag}> "${info.name}" while tabbing to ${what}`).toBe(true);
    }
    if (matches(info)) return info;
  }
  throw new Error(`${what} was not reached within ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

export const named = (name: string | RegExp) => (info: FocusInfo) =>
  typeof name === 'string' ? info.name === name : name.test(info.name);
