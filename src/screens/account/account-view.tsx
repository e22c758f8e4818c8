import ChevronRightIcon from '~icons/radix-icons/chevron-right';
import ExitIcon from '~icons/radix-icons/exit';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountInfo } from '../../contract/auth.ts';
import { formatCount } from '../../domain/count.ts';
import { formatMemberSince } from '../../domain/dates.ts';
import { wishlistTexts } from '../wishlist/wishlist-texts.ts';
import { Notice } from '../../components/notice.tsx';
import { AccountDetails } from './account-details.tsx';
import { AccountSection } from './account-section.tsx';

export const accountTexts = {
  heading: 'My Account',
  details: 'Account details',
  loading: 'Loading account information',
  loadFailed: 'Failed to load account information',
  retry: 'Try again',
  signOut: 'Sign Out',
  home: 'Return to Home',
  navigation: 'Your account',
  orders: 'Orders',
  ordersHint: 'Follow, track and pay for your orders',
  wishlist: 'Wishlist',
  wishlistEmpty: 'Save products here to buy them later',
  wishlistCount: (count: number) => wishlistTexts.saved(formatCount(count), count),
  quickOrder: 'Quick order',
  quickOrderHint: 'Order by SKU: type or paste a list, or upload a CSV',
} as const;

export interface AccountViewProps {
  /** Undefined while loading or after a failed load (placeholders show). */
  account: AccountInfo | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  signingOut: boolean;
  onSignOut: () => void;
  /** Products on the wishlist (this browser's, which mirrors the account's where the shop keeps it). */
  wishlistCount?: number;
  /** The saved addresses (our server's extension), under the details. */
  addressBook?: ReactNode;
  /** The reorder lists (our server's extension), under the addresses. */
  savedLists?: ReactNode;
  /** The back-in-stock alerts still waiting (our server's extension), under the lists. */
  stockAlerts?: ReactNode;
  /** The statements of tax invoices by financial year (our server's extension), under the alerts. */
  taxDocuments?: ReactNode;
  /** A business customer's credit with the shop (buying on account); absent without it. */
  creditAccount?: ReactNode;
  /** "Edit name" under the details, once the account has loaded. */
  editName?: ReactNode;
  /** Changing the password and signing out other devices, above the deletion once the account has loaded. */
  security?: ReactNode;
  /** The way to delete the account, last on the page once the account has loaded. */
  deleteAccount?: ReactNode;
}

function AccountLink({ to, title, hint }: { to: string; title: string; hint: string }) {
  return (
    <li>
      <Card size="2" asChild>
        <RouterLink to={to}>
          <Flex align="center" justify="between" gap="3">
            <Flex direction="column">
              <Text weight="bold">{title}</Text>
              <Text size="2" color="gray">
                {hint}
              </Text>
            </Flex>
            <ChevronRightIcon aria-hidden />
          </Flex>
        </RouterLink>
      </Card>
    </li>
  );
}

/** The account page (spec /account): who is signed in, since when, sign-out and the way to orders. */
export function AccountView({
  account,
  loadFailed,
  onRetry,
  signingOut,
  onSignOut,
  wishlistCount = 0,
  addressBook,
  savedLists,
  stockAlerts,
  taxDocuments,
  creditAccount,
  editName,
  security,
  deleteAccount,
}: AccountViewProps) {
  const name = account ? `${account.firstName} ${account.lastName}`.trim() : undefined;
  return (
    <Flex
      direction="column"
      gap="5"
      width="100%"
      maxWidth="720px"
      mx="auto"
      px="4"
      py={{ initial: '5', sm: '7' }}
    >
      <Heading as="h1" size="7">
        {accountTexts.heading}
      </Heading>
      {loadFailed && (
        <Notice
          tone="error"
          actions={
            <Button size="2" variant="soft" color="red" highContrast onClick={onRetry}>
              {accountTexts.retry}
            </Button>
          }
        >
          {accountTexts.loadFailed}
        </Notice>
      )}
      <AccountSection heading={accountTexts.details}>
        {!account && !loadFailed && (
          <Text role="status" className="visually-hidden">
            {accountTexts.loading}
          </Text>
        )}
        <AccountDetails
          name={name}
          email={account?.email}
          memberSince={account ? formatMemberSince(account.createdAt) : undefined}
        />
        {account && editName}
      </AccountSection>
      {addressBook}
      {savedLists}
      {creditAccount}
      {stockAlerts}
      {taxDocuments}
      <nav aria-label={accountTexts.navigation}>
        <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
          <ul>
            <AccountLink to="/orders" title={accountTexts.orders} hint={accountTexts.ordersHint} />
            <AccountLink
              to="/quick-order"
              title={accountTexts.quickOrder}
              hint={accountTexts.quickOrderHint}
            />
            <AccountLink
              to="/wishlist"
              title={accountTexts.wishlist}
              hint={
                wishlistCount > 0 ? accountTexts.wishlistCount(wishlistCount) : accountTexts.wishlistEmpty
              }
            />
          </ul>
        </Flex>
      </nav>
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="3">
        <Button size="3" color="red" variant="soft" onClick={onSignOut} disabled={signingOut}>
          <ExitIcon aria-hidden />
          {accountTexts.signOut}
        </Button>
        <Button size="3" variant="outline" asChild>
          <RouterLink to="/">{accountTexts.home}</RouterLink>
        </Button>
      </Flex>
      {account && security}
      {account && deleteAccount}
    </Flex>
  );
}
