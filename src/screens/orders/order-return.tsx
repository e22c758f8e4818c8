import { Badge, Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { Order } from '../../contract/order.ts';
import type { OrderReturn } from '../../contract/returns.ts';
import { formatDocumentDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { RETURN_STATUS_VIEW, returnedList } from '../../domain/returns.ts';
import { returnUiTexts } from './orders-texts.ts';
import { accountTexts } from '../../domain/credit-account.ts';

/** The id of an order's return heading: where the focus goes once the request is sent (its button is gone). */
export const returnSummaryId = (orderId: string) => `order-${orderId}-return`;

/** An order's return request as it stands: asked, approved or declined, what goes back, and the shop's note. */
export function OrderReturnSummary({ order, request }: { order: Order; request: OrderReturn }) {
  const headingId = returnSummaryId(order.id);
  const { label, color } = RETURN_STATUS_VIEW[request.status];
  return (
    <Box asChild>
      <section aria-labelledby={headingId} data-testid="order-return">
        <Flex gap="2" align="center" wrap="wrap" mb="2">
          <Heading as="h3" size="2" id={headingId} tabIndex={-1}>
            <Badge color={color} size="2" variant="soft" highContrast>
              {label}
            </Badge>
          </Heading>
          <Text size="2" color="gray">
            {request.refund
              ? returnUiTexts.refundedOn(formatDocumentDate(request.refund.at))
              : request.decidedAt
                ? returnUiTexts.answeredOn(formatDocumentDate(request.decidedAt))
                : returnUiTexts.requestedOn(formatDocumentDate(request.requestedAt))}
          </Text>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="p" size="2">
            {returnUiTexts.goingBack}: {returnedList(request.lines, order.items)}
          </Text>
          <Text as="p" size="2" color="gray">
            {returnUiTexts.reason(request.reason)}
          </Text>
          {request.refund && (
            <Text as="p" size="2" weight="medium">
              {request.refund.offAccount
                ? accountTexts.returnOffAccount(formatMoney(request.refund.amount))
                : returnUiTexts.refunded(formatMoney(request.refund.amount))}
            </Text>
          )}
          {request.note && (
            <Text as="p" size="2" weight="medium">
              {returnUiTexts.fromShop(request.note)}
            </Text>
          )}
        </Flex>
      </section>
    </Box>
  );
}
