import CheckCircledIcon from '~icons/radix-icons/check-circled';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';
import InfoCircledIcon from '~icons/radix-icons/info-circled';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { PaymentStatus } from '../contract/payment.ts';
import { paymentStateTexts as texts } from '../domain/payment-status.ts';

export interface PaymentProgressProps {
  /** Where the order's latest online payment stands, as last heard. */
  status: PaymentStatus;
  /** The shop received money it is checking (flagged for the owner): nothing more to pay. */
  review?: boolean;
}

function Line({
  icon,
  color,
  children,
}: {
  icon: ReactNode;
  color?: 'green' | 'red' | 'blue';
  children: ReactNode;
}) {
  return (
    <Flex gap="2" align="start">
      <Text color={color} as="span" style={{ display: 'inline-flex', paddingTop: 3 }} aria-hidden>
        {icon}
      </Text>
      <Text as="div" size="2">
        {children}
      </Text>
    </Flex>
  );
}

/**
 * A Pending order's payment on the order pages (our server's extension): waiting for the bank (the
 * route keeps asking), received, declined or expired. The order's own Pay Now stays the way on.
 */
export function PaymentProgress({ status, review = false }: PaymentProgressProps) {
  const said = review ? (
    <Line icon={<InfoCircledIcon />} color="blue">
      {texts.reviewTitle}
    </Line>
  ) : status === 'paid' ? (
    <Line icon={<CheckCircledIcon />} color="green">
      <Text weight="bold">{texts.paid}</Text>
    </Line>
  ) : status === 'pending' ? (
    <Line icon={<Spinner size="1" />}>
      <Text weight="bold">{texts.waiting}</Text> <Text color="gray">{texts.ordersWaitingHint}</Text>
    </Line>
  ) : (
    <Line icon={<CrossCircledIcon />} color="red">
      <Text weight="bold">{status === 'failed' ? texts.failedTitle : texts.expiredTitle}.</Text>{' '}
      <Text color="gray">{texts.notTaken}</Text>
    </Line>
  );
  return (
    <div role="status" data-testid="payment-progress">
      {said}
    </div>
  );
}
