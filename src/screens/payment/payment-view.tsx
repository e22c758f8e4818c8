import InfoCircledIcon from '~icons/radix-icons/info-circled';
import { OrderQuestion } from '../../components/order-question.tsx';
import { whatsAppTexts } from '../../domain/whatsapp.ts';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { Box, Callout, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { CashOnDeliveryOffer, PaymentField } from '../../contract/payment.ts';
import type { PaymentValues } from '../../domain/payment-form.ts';
import type { PostFormInput } from '../../domain/payment-outcome.ts';
import { PaymentFieldsForm } from './payment-fields-form.tsx';
import { notAwaitingTexts, paymentTexts } from './payment-texts.ts';
import { ORDER_STATUS } from '../../domain/order-status.ts';
import type { Order } from '../../contract/order.ts';
import { PaymentOrder } from './payment-order.tsx';
import type { OnAccountOffer } from '../../contract/credit-account.ts';
import { accountTexts } from '../../domain/credit-account.ts';
import { PaymentWatch, type PaymentWatchProps } from './payment-watch.tsx';
import { QrResult, type QrResultProps } from './qr-result.tsx';
import { RedirectPostForm } from '../../components/redirect-post-form.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { Notice } from '../../components/notice.tsx';

/** Where the page is before any payment outcome: no order, form loading, load failed, form shown. */
export type PaymentStage =
  | { kind: 'missing-order' }
  | { kind: 'loading' }
  | { kind: 'load-failed' }
  | { kind: 'form'; fields: readonly PaymentField[] }
  /** The shopper's order is no longer Pending: cancelled, or paid (or cash on delivery) already. */
  | { kind: 'not-awaiting'; order: Order };

export interface PaymentViewProps {
  stage: PaymentStage;
  orderId?: string;
  /** The order being paid, when it is in the shopper's own list: its lines and total. */
  order?: Order;
  /** Whether this order may be paid in cash on delivery, and why not (our server's extension). */
  cashOnDelivery?: CashOnDeliveryOffer | undefined;
  /** Whether this customer may buy this order on account, and why not (our server's extension). */
  onAccount?: OnAccountOffer | undefined;
  /** The server's sandbox gateway is on: every state says that no money is taken. */
  testMode?: boolean;
  /** The gateway's decline message from the address (?error=), shown as text above the form. */
  gatewayError?: string;
  /** An outcome or call error, shown with the way back to checkout. */
  error?: string;
  qr?: QrResultProps;
  /** The payment the shop is waiting on (our server's extension): amount, payee, verdict. */
  watch?: PaymentWatchProps;
  /** Values the form starts with: the last attempt's, or the account's and the address's. */
  startValues?: PaymentValues;
  postForm?: { action: string; inputs: readonly PostFormInput[] };
  submitting: boolean;
  onSubmit: (values: PaymentValues) => void;
  onInvalid: () => void;
  /** The fields a failed attempt complained about are all right now. */
  onFieldsFixed?: () => void;
  onPostFormReady: (form: HTMLFormElement) => void;
  /** No connection: nothing can be paid yet; the form keeps what was typed. */
  offline?: boolean;
  /** The shop's WhatsApp number: while a payment is watched, a chat about it is offered. */
  whatsapp?: string | undefined;
}

function ErrorCallout({ message }: { message: string }) {
  return (
    <Notice
      tone="error"
      actions={
        <Callout.Text>
          <RadixLink asChild weight="medium">
            <Link to="/checkout">{paymentTexts.returnToCheckout}</Link>
          </RadixLink>
        </Callout.Text>
      }
    >
      {message}
    </Notice>
  );
}

/** Why there is nothing to pay, and the way to the order. */
function NotAwaiting({ order }: { order: Order }) {
  const cancelled = order.status === ORDER_STATUS.cancelled;
  const reason = cancelled
    ? order.history.findLast((e) => e.status === ORDER_STATUS.cancelled)?.note
    : undefined;
  return (
    <Notice
      tone="info"
      title={cancelled ? notAwaitingTexts.cancelledTitle : notAwaitingTexts.settledTitle}
      data-testid="not-awaiting-payment"
      actions={
        <Callout.Text>
          <RadixLink asChild weight="medium" highContrast>
            <Link to="/orders">{paymentTexts.viewOrders}</Link>
          </RadixLink>
        </Callout.Text>
      }
    >
      {cancelled
        ? [reason && notAwaitingTexts.reason(reason), notAwaitingTexts.cancelled].filter(Boolean).join(' ')
        : order.paid
          ? notAwaitingTexts.paid
          : order.onAccount
            ? `${accountTexts.due(order.onAccount.due, order.onAccount.dueOn)} ${notAwaitingTexts.other}`
            : order.cashOnDelivery
              ? notAwaitingTexts.cashOnDelivery
              : notAwaitingTexts.other}
    </Notice>
  );
}

function TestModeNotice() {
  return (
    <Notice tone="warning" data-testid="test-mode">
      <Text weight="medium">{paymentTexts.testMode}</Text>
    </Notice>
  );
}

const stageError = (stage: PaymentStage) =>
  stage.kind === 'missing-order'
    ? paymentTexts.missingOrder
    : stage.kind === 'load-failed'
      ? paymentTexts.loadFailed
      : undefined;

/** The payment page (spec /payment): the provider's form, then its outcome. */
export function PaymentView({
  stage,
  orderId,
  order,
  cashOnDelivery,
  onAccount,
  testMode = false,
  gatewayError,
  error,
  qr,
  watch,
  startValues,
  postForm,
  offline = false,
  whatsapp,
  ...handlers
}: PaymentViewProps) {
  // An order that no longer awaits payment says why itself: a refusal that led there is not repeated.
  const message = stageError(stage) ?? (stage.kind === 'not-awaiting' ? undefined : error);
  // A QR whose payment failed or expired must not be scanned again.
  const qrVoid = watch?.status?.status === 'failed' || watch?.status?.status === 'expired';
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="640px" mx="auto">
      <section aria-labelledby="payment-heading">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="7" id="payment-heading">
            {paymentTexts.heading}
          </Heading>
          {testMode && <TestModeNotice />}
          {offline && <OfflineNotice step="payment" />}
          {orderId && (
            <Text as="p" color="gray">
              {paymentTexts.orderId}:{' '}
              <Text weight="bold" highContrast data-testid="order-id">
                {orderId}
              </Text>
            </Text>
          )}
          {gatewayError && !qr && !watch && (
            <Notice
              tone="warning"
              icon={<InfoCircledIcon aria-hidden />}
              title={paymentTexts.gatewayErrorTitle}
              data-testid="gateway-error"
            >
              {gatewayError}
            </Notice>
          )}
          {message && <ErrorCallout message={message} />}
          {postForm && (
            <>
              <Text role="status">{paymentTexts.redirecting}</Text>
              <RedirectPostForm
                action={postForm.action}
                inputs={postForm.inputs}
                onReady={handlers.onPostFormReady}
              />
            </>
          )}
          {qr || watch ? (
            <>
              {qr && !qrVoid && <QrResult {...qr} />}
              {watch && <PaymentWatch {...watch} />}
              {watch && orderId && (
                <OrderQuestion
                  orderId={orderId}
                  whatsapp={whatsapp}
                  question={whatsAppTexts.paymentQuestion}
                />
              )}
            </>
          ) : stage.kind === 'not-awaiting' ? (
            <NotAwaiting order={stage.order} />
          ) : stage.kind === 'loading' ? (
            <Card size="3">
              <FormSkeleton label={paymentTexts.loading} fields={4} />
            </Card>
          ) : stage.kind === 'form' ? (
            <>
              {order && <PaymentOrder order={order} cashOnDelivery={cashOnDelivery} onAccount={onAccount} />}
              <Card size="3">
                <PaymentFieldsForm
                  fields={stage.fields}
                  startValues={startValues}
                  submitting={handlers.submitting}
                  disabled={offline}
                  onSubmit={handlers.onSubmit}
                  onInvalid={handlers.onInvalid}
                  onFixed={handlers.onFieldsFixed}
                />
              </Card>
            </>
          ) : null}
        </Flex>
      </section>
    </Box>
  );
}
