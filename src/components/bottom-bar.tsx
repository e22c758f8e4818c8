import { DashboardIcon, HomeIcon, PersonIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CartCountBadge, CartIcon, cartLabel } from './header.tsx';
import styles from './bottom-bar.module.css';

export interface BottomBarProps {
  cartCount: number;
}

interface ItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** What screen readers hear instead of the label (the cart with its count). */
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

/** The phone's bottom navigation (below 768px): Home, Category, My Account, Cart with its count. */
export function BottomBar({ cartCount }: BottomBarProps) {
  return (
    <nav aria-label="Quick links" className={styles.bar}>
      <Flex justify="between" align="stretch" asChild>
        <div>
          <Item to="/" label="Home" icon={<HomeIcon width="20" height="20" />} />
          <Item to="/products" label="Category" icon={<DashboardIcon width="20" height="20" />} />
          <Item to="/account" label="My Account" icon={<PersonIcon width="20" height="20" />} />
          <Item
            to="/cart"
            label="Cart"
            icon={
              <>
                <CartIcon size={20} />
                <CartCountBadge count={cartCount} />
              </>
            }
            spoken={cartLabel(cartCount)}
          />
        </div>
      </Flex>
    </nav>
  );
}
