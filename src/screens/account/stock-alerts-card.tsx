import { Button, Flex, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import type { StockAlert } from '../../contract/stock-alerts.ts';
import { formatDocumentDate } from '../../domain/dates.ts';
import { alertEndsAt, alertHref, alertItem, stockAlertTexts as texts } from '../../domain/stock-alerts.ts';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';

export interface StockAlertsCardProps {
  alerts: readonly StockAlert[];
  /** The alert whose cancelling is on its way (product id and size): the buttons wait. */
  busy?: string | undefined;
  onCancel: (alert: StockAlert) => void;
}

/** The key `busy` names an alert by: its product and size. */
export const alertKey = (alert: Pick<StockAlert, 'productId' | 'size'>) =>
  `${alert.productId}|${alert.size ?? ''}`;

/**
 * The account's back-in-stock alerts still waiting, each with its product's page and a way to cancel
 * it. The route leaves it out until there is one: alerts are set on a sold-out product's page.
 */
export function StockAlertsCard({ alerts, busy, onCancel }: StockAlertsCardProps) {
  return (
    <AccountSection heading={texts.heading} testId="stock-alerts">
      <AccountList empty={texts.none}>
        {alerts.map((alert) => {
          const item = alertItem(alert.title, alert.size);
          return (
            <AccountListItem
              key={alertKey(alert)}
              testId="stock-alert-item"
              actions={
                <Button
                  size="2"
                  variant="soft"
                  color="red"
                  loading={busy === alertKey(alert)}
                  disabled={busy !== undefined}
                  onClick={() => onCancel(alert)}
                  aria-label={`${texts.cancel}: ${item}`}
                >
                  {texts.cancel}
                </Button>
              }
            >
              <Flex direction="column">
                <Link asChild weight="bold">
                  <RouterLink to={alertHref(alert)}>{item}</RouterLink>
                </Link>
                <Text size="2" color="gray">
                  {texts.asked(
                    formatDocumentDate(alert.requestedAt),
                    formatDocumentDate(alertEndsAt(alert.requestedAt)),
                  )}
                </Text>
              </Flex>
            </AccountListItem>
          );
        })}
      </AccountList>
    </AccountSection>
  );
}
