import Cross1Icon from '~icons/radix-icons/cross-1';
import HamburgerMenuIcon from '~icons/radix-icons/hamburger-menu';
import HeartIcon from '~icons/radix-icons/heart';
import ListBulletIcon from '~icons/radix-icons/list-bullet';
import PersonIcon from '~icons/radix-icons/person';
import { themeTexts, type Appearance } from '../domain/theme.ts';
import { Badge, Box, Button, Flex, IconButton, Link, Skeleton } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../domain/count.ts';
import { categoryHref } from '../domain/routes.ts';
import { brandTheme } from './brand-theme.tsx';
import { StoreLogo } from './store-logo.tsx';
import styles from './header.module.css';

export const HEADER_CATEGORY_LIMIT = 3;

/** Above this a badge says '99+'. */
export const BADGE_MAX = 99;

/** A count as its badge shows it: '3', '42', and past 99 '99+'. */
export const badgeCount = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : formatCount(count));

/** 'Cart, 3 items': the cart link's accessible name says what its badge shows (WCAG 2.5.3). */
export const cartLabel = (count: number) => `Cart, ${badgeCount(count)} ${count === 1 ? 'item' : 'items'}`;

/** The quick-order pad (/quick-order): an icon beside the wishlist from 768 px, a link in the phone menu. */
export const QUICK_ORDER = 'Quick order';

/** 'Wishlist, 2 products': the wishlist link's accessible name carries its count. */
export const wishlistLabel = (count: number) =>
  `Wishlist, ${badgeCount(count)} ${count === 1 ? 'product' : 'products'}`;

/**
 * The theme toggle's picture: a sun offers the light theme, a moon the dark one. Drawn here in
 * Radix's 15-unit grid and line weight: Radix's own moon and sun are 1.8 KB of the first load.
 */
export function ThemeIcon({ offers, size = 15 }: { offers: Appearance; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 15 15" fill="none" aria-hidden focusable="false">
      <g stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        {offers === 'light' ? (
          <>
            <circle cx="7.5" cy="7.5" r="2.5" />
            <path d="M7.5 1v1.5m0 10V14M1 7.5h1.5m10 0H14M2.9 2.9 4 4m7 7 1.1 1.1M2.9 12.1 4 11m7-7 1.1-1.1" />
          </>
        ) : (
          <path d="M12.8 9.4A5.6 5.6 0 0 1 5.6 2.2a5.6 5.6 0 1 0 7.2 7.2Z" />
        )}
      </g>
    </svg>
  );
}

export function CartIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden focusable="false">
      <path
        d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.46 1.15h8.6a1.5 1.5 0 0 0 1.45-1.1L21 8H6.2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The count on a header or bottom-bar icon (cart items, saved products); nothing at zero. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    // The brand's colour, named: inside a gray icon button it would otherwise turn gray and faint.
    <Badge
      variant="solid"
      color={brandTheme.accentColor}
      radius="full"
      size="1"
      className={styles.badge}
      aria-hidden
    >
      {badgeCount(count)}
    </Badge>
  );
}

export interface HeaderProps {
  storeName: string;
  logoUrl?: string;
  /** The store's categories; the first three become links. */
  categories: readonly string[];
  cartCount: number;
  /** Products on the wishlist: the header's heart (from 768 px; the bottom bar has it below). */
  wishlistCount?: number;
  signedIn: boolean;
  /** Past 20 px of scroll the header turns opaque with a shadow. */
  scrolled?: boolean;
  /** Store info still loading: name and categories show as placeholders. */
  loading?: boolean;
  /** The product search (the app's, which asks for suggestions): beside the links, a row of its own on phones. */
  search?: ReactNode;
  /** The theme the page shows, and the toggle to the other (an icon in the bar, a button in the phone menu). */
  appearance?: Appearance;
  onToggleTheme?: () => void;
}

/** Switches to the other theme: a moon in light, a sun in dark. */
function ThemeToggle({ appearance, onToggle }: { appearance: Appearance; onToggle: () => void }) {
  const label = appearance === 'dark' ? themeTexts.toLight : themeTexts.toDark;
  return (
    <IconButton
      variant="ghost"
      color="gray"
      highContrast
      size="3"
      onClick={onToggle}
      aria-label={label}
      title={label}
    >
      <ThemeIcon offers={appearance === 'dark' ? 'light' : 'dark'} size={18} />
    </IconButton>
  );
}

function NavLinks({ categories, onNavigate }: { categories: readonly string[]; onNavigate?: () => void }) {
  return (
    <>
      {categories.slice(0, HEADER_CATEGORY_LIMIT).map((name) => (
        <Link key={name} asChild size="2" weight="medium" color="gray" highContrast underline="hover">
          <RouterLink to={categoryHref(name)} onClick={onNavigate}>
            {name}
          </RouterLink>
        </Link>
      ))}
      <Link asChild size="2" weight="medium" color="gray" highContrast underline="hover">
        <RouterLink to="/products" onClick={onNavigate}>
          All Products
        </RouterLink>
      </Link>
    </>
  );
}

/** The site header: name, category links, cart, sign-in or account; a collapsible menu below 768px. */
export function Header({
  storeName,
  logoUrl,
  categories,
  cartCount,
  wishlistCount = 0,
  signedIn,
  scrolled = false,
  loading = false,
  search,
  appearance = 'light',
  onToggleTheme,
}: HeaderProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <Flex
        align="center"
        justify="between"
        gap="4"
        px={{ initial: '4', md: '6' }}
        py="3"
        wrap="wrap"
        className={styles.bar}
      >
        <div className={styles.brand}>
          <Skeleton loading={loading}>
            <StoreLogo name={storeName} logoUrl={logoUrl} />
          </Skeleton>
        </div>
        <Flex
          asChild
          display={{ initial: 'none', sm: 'flex' }}
          align="center"
          gap="5"
          wrap="wrap"
          className={styles.links}
        >
          <nav aria-label="Main">
            {loading ? <Skeleton width="280px" height="20px" /> : <NavLinks categories={categories} />}
          </nav>
        </Flex>
        {search && <div className={styles.search}>{search}</div>}
        <Flex align="center" gap="4" flexShrink="0" className={styles.actions}>
          <Flex display={{ initial: 'none', sm: 'flex' }} gap="4">
            {onToggleTheme && <ThemeToggle appearance={appearance} onToggle={onToggleTheme} />}
            <IconButton asChild variant="ghost" color="gray" highContrast size="3">
              <RouterLink to="/quick-order" aria-label={QUICK_ORDER} title={QUICK_ORDER}>
                <ListBulletIcon width="18" height="18" />
              </RouterLink>
            </IconButton>
            <IconButton asChild variant="ghost" color="gray" highContrast size="3" className={styles.cart}>
              <RouterLink to="/wishlist" aria-label={wishlistLabel(wishlistCount)}>
                <HeartIcon width="18" height="18" />
                <CountBadge count={wishlistCount} />
              </RouterLink>
            </IconButton>
          </Flex>
          <IconButton asChild variant="ghost" color="gray" highContrast size="3" className={styles.cart}>
            <RouterLink to="/cart" aria-label={cartLabel(cartCount)}>
              <CartIcon />
              <CountBadge count={cartCount} />
            </RouterLink>
          </IconButton>
          {signedIn ? (
            <IconButton asChild variant="ghost" color="gray" highContrast size="3">
              <RouterLink to="/account" aria-label="My account">
                <PersonIcon width="18" height="18" />
              </RouterLink>
            </IconButton>
          ) : (
            <Button asChild size="2">
              <RouterLink to="/login">Login</RouterLink>
            </Button>
          )}
          <Box display={{ initial: 'block', sm: 'none' }}>
            <IconButton
              variant="soft"
              color="gray"
              size="2"
              aria-label="Menu"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <Cross1Icon /> : <HamburgerMenuIcon />}
            </IconButton>
          </Box>
        </Flex>
      </Flex>
      <nav id={menuId} aria-label="Categories" hidden={!open} className={styles.menu}>
        <Flex direction="column" gap="3" px="4" pb="4">
          {!loading && <NavLinks categories={categories} onNavigate={() => setOpen(false)} />}
          <Link asChild size="2" weight="medium" color="gray" highContrast underline="hover">
            <RouterLink to="/quick-order" onClick={() => setOpen(false)}>
              {QUICK_ORDER}
            </RouterLink>
          </Link>
          {onToggleTheme && (
            <Flex>
              <Button variant="soft" color="gray" size="2" onClick={onToggleTheme}>
                <ThemeIcon offers={appearance === 'dark' ? 'light' : 'dark'} />
                {appearance === 'dark' ? themeTexts.toLight : themeTexts.toDark}
              </Button>
            </Flex>
          )}
        </Flex>
      </nav>
    </header>
  );
}
