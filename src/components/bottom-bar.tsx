import HeartIcon from '~icons/radix-icons/heart';
import HomeIcon from '~icons/radix-icons/home';
import PersonIcon from '~icons/radix-icons/person';
import ViewGridIcon from '~icons/radix-icons/view-grid';
import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CartIcon, cartLabel, CountBadge, wishlistLabel } from './header.tsx';
import styles from './bottom-bar.module.css';

export interface BottomBarProps {
  cartCount: number;
  wishlistCount?: number;
}

interface ItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** What screen readers hear instead of the label (the cart or wishlist with its count). */
  spoken?: string;
}

function Item({ to, label, icon, spoken }: ItemProps) {
  return (
    <NavLink to={to} end={to === '/'} className={styles.item}>
      <span className={styles.icon}>{icon}</span>
      <Text size="1" weight="medium">
        {spoken ? (
          <>
            <span aria-hidden>{label}</span>
            <span className="visually-hidden">{spoken}</span>
          </>
        ) : (
          label
        )}
      </Text>
    </NavLink>
  );
}

/** The phone's bottom navigation (below 768px): Home, Category, Wishlist and Cart with their counts, My Account. */
export function BottomBar({ cartCount, wishlistCount = 0 }: BottomBarProps) {
  return (
    <nav aria-label="Quick links" className={styles.bar}>
      <Flex justify="between" align="stretch" asChild>
        <div>
          <Item to="/" label="Home" icon={<HomeIcon width="20" height="20" />} />
          <Item to="/products" label="Category" icon={<ViewGridIcon width="20" height="20" />} />
          <Item
            to="/wishlist"
            label="Wishlist"
            icon={
              <>
                <HeartIcon width="20" height="20" />
                <CountBadge count={wishlistCount} />
              </>
            }
            spoken={wishlistLabel(wishlistCount)}
          />
          <Item to="/account" label="My Account" icon={<PersonIcon width="20" height="20" />} />
          <Item
            to="/cart"
            label="Cart"
            icon={
              <>
                <CartIcon size={20} />
                <CountBadge count={cartCount} />
              </>
            }
            spoken={cartLabel(cartCount)}
          />
        </div>
      </Flex>
    </nav>
  );
}
