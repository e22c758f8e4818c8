import ExternalLinkIcon from '~icons/radix-icons/external-link';
import { Box, Flex, Link, Text } from '@radix-ui/themes';
import type { Order } from '../contract/order.ts';
import { trackingUrl } from '../domain/couriers.ts';
import { ewayBillTexts } from '../domain/eway-bill.ts';
import { formatOrderDate } from '../domain/dates.ts';
import { orderStatus } from '../domain/order-status.ts';

export const timelineTexts = {
  heading: 'Timeline',
  /** A finished order's folded timeline: its last step. */
  ended: (status: string, at: string) => `${status} ${at}`,
  placed: 'Order placed',
  awb: 'AWB',
  trackWith: (courier: string) => `Track with ${courier}`,
  opensNewTab: '(opens in a new tab)',
} as const;

/** The order's history, oldest first: each status with its date and time, and a note when the shop or the shopper left one. */
export function OrderTimeline({ history, headingId }: { history: Order['history']; headingId?: string }) {
  if (history.length === 0) return null;
  return (
    <Box asChild m="0" p="0">
      <ol aria-labelledby={headingId} data-testid="order-timeline" style={{ listStyle: 'none' }}>
        {history.map((entry, i) => {
          const label =
            i === 0 && entry.status === 0 ? timelineTexts.placed : orderStatus(entry.status).label;
          const last = i === history.length - 1;
          return (
            <Flex asChild key={`${entry.status}-${entry.at}`} gap="3">
              <li>
                <Flex direction="column" align="center" aria-hidden="true">
                  <Box
                    width="10px"
                    height="10px"
                    mt="1"
                    style={{
                      borderRadius: '50%',
                      background: last ? 'var(--accent-9)' : 'var(--gray-8)',
                      flexShrink: 0,
                    }}
                  />
                  {!last && (
                    <Box width="2px" flexGrow="1" style={{ background: 'var(--gray-6)', minHeight: 16 }} />
                  )}
                </Flex>
                <Flex direction="column" pb={last ? '0' : '3'}>
                  <Text size="2" weight={last ? 'bold' : 'regular'}>
                    {label}
                  </Text>
                  <Text size="1" color="gray">
                    {formatOrderDate(entry.at)}
                  </Text>
                  {entry.note && (
                    <Text size="1" color="gray">
                      {entry.note}
                    </Text>
                  )}
                </Flex>
              </li>
            </Flex>
          );
        })}
      </ol>
    </Box>
  );
}

function safeHttps(raw: string | undefined): string | undefined {
  try {
    const url = raw ? new URL(raw) : undefined;
    return url?.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where a shipped order is: the courier, its AWB number, the e-way bill the goods travel with, and the courier's own tracking page. */
export function ShipmentTracking({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  // The server's link only when it is a plain https address; else the shop's own courier list.
  const href = safeHttps(shipment.trackingUrl) ?? trackingUrl(shipment.courier, shipment.awb);
  return (
    <Flex direction="column" gap="1" data-testid="shipment">
      <Text size="2">
        {shipment.courier} · {timelineTexts.awb} {shipment.awb}
      </Text>
      {shipment.ewayBill && (
        <Text size="2" data-testid="eway-bill">
          {ewayBillTexts.travelsWith(shipment.ewayBill)}
        </Text>
      )}
      {href && (
        <Link href={href} target="_blank" rel="noopener noreferrer" size="2" weight="medium">
          {timelineTexts.trackWith(shipment.courier)} <ExternalLinkIcon aria-hidden="true" />
          <span className="visually-hidden"> {timelineTexts.opensNewTab}</span>
        </Link>
      )}
    </Flex>
  );
}
