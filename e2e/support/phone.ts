import type { Locator } from '@playwright/test';

/** A 390x844 touch phone, as a shopper in India most often visits. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * How opaque an element really is on screen: its own opacity times every ancestor's. A hover-only
 * overlay reads 0 until hovered; touch screens have no hover.
 */
export const renderedOpacity = (locator: Locator) =>
  locator.evaluate((el) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
