import { createContext, useContext, type ReactNode } from 'react';

/** The brand: a calm indigo accent on slate gray, medium radius, for a trustworthy supplies shop. */
export const brandTheme = {
  accentColor: 'indigo',
  grayColor: 'slate',
  radius: 'medium',
  scaling: '100%',
  panelBackground: 'solid',
} as const;

import type { Appearance } from '../domain/theme.ts';

export type { Appearance };

const AppearanceContext = createContext<Appearance>('light');

/** The appearance the page is rendered in (for parts that Radix portals out of the root). */
export const useAppearance = () => useContext(AppearanceContext);

/**
 * The root of Radix Themes: the element Radix's `Theme` renders (its classes and data attributes,
 * which all of Radix's CSS keys on), without `Theme` itself. `Theme` also adds a tooltip provider
 * that brings Radix's positioning engine onto every first load (~12 KB gzip, bench/README.md),
 * and the shop shows no tooltips. The few Radix parts that read the theme in JavaScript (dialogs)
 * are wrapped in `RadixThemeContext` (radix-theme-context.tsx), in their own chunks.
 */
export function BrandTheme({
  appearance,
  shown = appearance ?? 'light',
  children,
}: {
  /**
   * The appearance the root is fixed in; undefined follows <html> (the `dark` class the theme's
   * head script or the system's setting put there: src/domain/theme.ts).
   */
  appearance?: Appearance | undefined;
  /** What the page shows, for the parts that portal out of the root (dialogs). */
  shown?: Appearance;
  children: ReactNode;
}) {
  return (
    <AppearanceContext.Provider value={shown}>
      <div
        className={appearance ? `radix-themes ${appearance}` : 'radix-themes'}
        data-is-root-theme="true"
        data-accent-color={brandTheme.accentColor}
        data-gray-color={brandTheme.grayColor}
        data-has-background="true"
        data-panel-background={brandTheme.panelBackground}
        data-radius={brandTheme.radius}
        data-scaling={brandTheme.scaling}
      >
        {children}
      </div>
    </AppearanceContext.Provider>
  );
}
