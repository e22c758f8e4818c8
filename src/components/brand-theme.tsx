import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The brand: a calm indigo accent on slate gray, medium radius, for a trustworthy supplies shop. */
export const brandTheme = {
  accentColor: 'indigo',
  grayColor: 'slate',
  radius: 'medium',
  scaling: '100%',
  panelBackground: 'solid',
} as const;

export type Appearance = 'light' | 'dark';

export function BrandTheme({
  appearance = 'light',
  children,
}: {
  appearance?: Appearance;
  children: ReactNode;
}) {
  return (
    <Theme {...brandTheme} appearance={appearance} hasBackground>
      {children}
    </Theme>
  );
}
