import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Box, Callout, Card, Flex, Heading, Link as RadixLink, Skeleton, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { PaymentField } from '../../contract/payment.ts';
import type { PaymentValues } from '../../domain/payment-form.ts';
import type { PostFormInput } from '../../domain/payment-outcome.ts';
import { PaymentFieldsForm } from './payment-fields-form.tsx';
import { paymentTexts } from './payment-texts.ts';
import { QrResult, type QrResultProps } from './qr-result.tsx';
import { RedirectPostForm } from './redirect-post-form.tsx';

/** Where the page is before any payment outcome: no order, form loading, load failed, form shown. */
export type PaymentStage =
  | { kind: 'missing-order' }
  | { kind: 'loading' }
  | { kind: 'load-failed' }
  | { kind: 'form'; fields: readonly PaymentField[] };

export interface PaymentViewProps {
  stage: PaymentStage;
  orderId?: string;
  /** The server's sandbox gateway is on: every state says that no money is taken. */
  testMode?: boolean;
  /** The gateway's decline message from the address (?error=), shown as text above the form. */
  gatewayError?: string;
  /** An outcome or call error, shown with the way back to checkout. */
  error?: string;
  qr?: QrResultProps;
  postForm?: { action: string; inputs: readonly PostFormInput[] };
  submitting: boolean;
  onSubmit: (values: PaymentValues) => void;
  onInvalid: () => void;
  /** The fields a failed attempt complained about are all right now. */
  onFieldsFixed?: () => void;
  onPostFormReady: (form: HTMLFormElement) => void;
}

function ErrorCallout({ message }: { message: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
      <Callout.Text>
        <RadixLink asChild weight="medium">
          <Link to="/checkout">{paymentTexts.returnToCheckout}</Link>
        </RadixLink>
      </Callout.Text>
    </Callout.Root>
  );
}

function TestModeNotice() {
  return (
    <Callout.Root color="amber" highContrast role="status" data-testid="test-mode">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text weight="medium">{paymentTexts.testMode}</Callout.Text>
    </Callout.Root>
  );
}

function LoadingForm() {
  return (
    <Flex direction="column" gap="4" aria-busy="true">
      <Text role="status" className="visually-hidden">
        {paymentTexts.loading}
      </Text>
      {[1, 2, 3, 4].map((n) => (
        <Flex key={n} direction="column" gap="1">
          <Skeleton width="30%" height="16px" />
          <Skeleton width="100%" height="40px" />
        </Flex>
      ))}
      <Skeleton width="100%" height="40px" />
    </Flex>
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
  testMode = false,
  gatewayError,
  error,
  qr,
  postForm,
  ...handlers
}: PaymentViewProps) {
  const message = stageError(stage) ?? error;
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="640px" mx="auto">
      <section aria-labelledby="payment-heading">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="7" id="payment-heading">
            {paymentTexts.heading}
          </Heading>
          {testMode && <TestModeNotice />}
          {orderId && (
            <Text as="p" color="gray">
              {paymentTexts.orderId}:{' '}
              <Text weight="bold" highContrast data-testid="order-id">
                {orderId}
              </Text>
            </Text>
          )}
          {gatewayError && !qr && (
            <Callout.Root color="amber" highContrast data-testid="gateway-error">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text weight="bold">{paymentTexts.gatewayErrorTitle}</Callout.Text>
              <Callout.Text>{gatewayError}</Callout.Text>
            </Callout.Root>
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
          {qr ? (
            <QrResult {...qr} />
          ) : stage.kind === 'loading' ? (
            <Card size="3">
              <LoadingForm />
            </Card>
          ) : stage.kind === 'form' ? (
            <Card size="3">
              <PaymentFieldsForm
                fields={stage.fields}
                submitting={handlers.submitting}
                onSubmit={handlers.onSubmit}
                onInvalid={handlers.onInvalid}
                onFixed={handlers.onFieldsFixed}
              />
            </Card>
          ) : null}
        </Flex>
      </section>
    </Box>
  );
}
