import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { applyAppearance, themeCookie, themeFromCookies, type Appearance } from '../domain/theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const hasWindow = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

const subscribeSystem = (changed: () => void) => {
  if (!hasWindow()) return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const systemAppearance = (): Appearance =>
  hasWindow() && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';

export interface Theme {
  /** What the page shows: the pick, else the system's (light on the server's page). */
  appearance: Appearance;
  /** What the shopper picked with the toggle; undefined: the system's. */
  picked: Appearance | undefined;
  /** Switches to the other appearance and keeps the pick. */
  toggle: () => void;
}

const ThemeContext = createContext<Theme>({ appearance: 'light', picked: undefined, toggle: () => {} });

export const useTheme = (): Theme => useContext(ThemeContext);

/**
 * The shopper's theme: the pick from the `theme` cookie (the request's on the server, the
 * document's in the browser: the same, so hydration matches), else the system's, followed live.
 */
export function ThemeProvider({ children, cookies }: { children: ReactNode; cookies?: string | undefined }) {
  const [picked, setPicked] = useState<Appearance | undefined>(() =>
    themeFromCookies(cookies ?? (typeof document === 'undefined' ? undefined : document.cookie)),
  );
  const system = useSyncExternalStore(subscribeSystem, systemAppearance, () => 'light' as const);
  const appearance = picked ?? system;

  // <html> follows the system while nothing is picked (THEME_SCRIPT set it before the first paint).
  useEffect(() => {
    applyAppearance(document.documentElement, appearance);
  }, [appearance]);

  const toggle = useCallback(() => {
    const next: Appearance = appearance === 'dark' ? 'light' : 'dark';
    document.cookie = themeCookie(next, window.location.protocol === 'https:');
    setPicked(next);
  }, [appearance]);

  const theme = useMemo(() => ({ appearance, picked, toggle }), [appearance, picked, toggle]);
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}
