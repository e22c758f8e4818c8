import { ThemeContext } from '@radix-ui/themes';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { brandTheme, useAppearance } from './brand-theme.tsx';

type ThemeSettings = NonNullable<ComponentProps<typeof ThemeContext.Provider>['value']>;
const unchangeable = () => {};

/**
 * The brand theme as Radix's own context, for the Radix parts that read it (a Dialog re-themes
 * what it portals to the body; without it, it would render a second theme root).
 * Wrap each such part in it; the story tests fail on a second root (.storybook/vitest.styled.ts).
 */
export function RadixThemeContext({ children }: { children: ReactNode }) {
  const appearance = useAppearance();
  const settings = useMemo<ThemeSettings>(
    () => ({
      ...brandTheme,
      appearance,
      resolvedGrayColor: brandTheme.grayColor,
      onAppearanceChange: unchangeable,
      onAccentColorChange: unchangeable,
      onGrayColorChange: unchangeable,
      onPanelBackgroundChange: unchangeable,
      onRadiusChange: unchangeable,
      onScalingChange: unchangeable,
    }),
    [appearance],
  );
  return <ThemeContext.Provider value={settings}>{children}</ThemeContext.Provider>;
}
