import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { createPayment, usePaymentFields } from '../../api/payments.ts';
import type { PaymentValues } from '../../domain/payment-form.ts';
import { paymentOutcome } from '../../domain/payment-outcome.ts';
import { paymentNotices, paymentTexts } from '../../screens/payment/payment-texts.ts';
import {
  PaymentView,
  type PaymentStage,
  type PaymentViewProps,
} from '../../screens/payment/payment-view.tsx';
import { dismissErrors, toast } from '../../state/toasts.ts';

/**
 * How the page leaves the shop for a payment provider. The app uses the browser's; stories pass
 * spies (`<PaymentScreen leave={{ assign: fn(), submit: fn() }} />`) so they can check where the
 * shopper would have gone without leaving Storybook.
 */
export interface Leave {
  /** Opens another site or app (deeplink, redirectUrl): http(s) or upi: only, checked before. */
  assign: (href: string) => void;
  /** Sends the hidden redirect_post form to the gateway. */
  submit: (form: HTMLFormElement) => void;
}

export const browserLeave: Leave = {
  assign: (href) => window.location.assign(href),
  submit: (form) => form.submit(),
};

const stateOrderId = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'orderId' in state && typeof state.orderId === 'string'
    ? state.orderId.trim() || undefined
    : undefined;

export function PaymentScreen({ leave = browserLeave }: { leave?: Leave }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const orderId = params.get('orderId')?.trim() || stateOrderId(location.state);
  const gatewayError = params.get('error')?.trim().slice(0, paymentTexts.gatewayErrorMax) || undefined;
  const { data: answer, error: loadError } = usePaymentFields(Boolean(orderId));

  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [error, setError] = useState<string>();
  const [qr, setQr] = useState<PaymentViewProps['qr']>();
  const [postForm, setPostForm] = useState<PaymentViewProps['postForm']>();

  const pay = async (values: PaymentValues) => {
    if (!orderId || busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(undefined);
    try {
      const outcome = paymentOutcome(await createPayment({ orderId, fields: values }));
      if (outcome.kind === 'error') setError(outcome.message);
      else if (outcome.kind === 'qr') setQr(outcome);
      else if (outcome.kind === 'post-form') setPostForm({ action: outcome.action, inputs: outcome.inputs });
      else if (outcome.kind === 'initiated') {
        toast({
          topic: 'payment',
          title: paymentNotices.initiatedTitle,
          description: paymentNotices.initiated,
          variant: 'success',
        });
        void navigate('/orders');
      } else if (outcome.target.kind === 'internal') void navigate(outcome.target.path);
      else leave.assign(outcome.target.href);
    } catch (e) {
      console.warn('Payment failed', e);
      setError(paymentTexts.failed);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const submitPostForm = useCallback((form: HTMLFormElement) => leave.submit(form), [leave]);

  const stage: PaymentStage = !orderId
    ? { kind: 'missing-order' }
    : loadError
      ? { kind: 'load-failed' }
      : answer
        ? { kind: 'form', fields: answer.fields }
        : { kind: 'loading' };

  return (
    <PaymentView
      stage={stage}
      orderId={orderId}
      testMode={answer?.testMode ?? false}
      gatewayError={gatewayError}
      error={error}
      qr={qr}
      postForm={postForm}
      submitting={submitting}
      onSubmit={(values) => void pay(values)}
      onFieldsFixed={fieldsFixed}
      onInvalid={() =>
        toast({
          topic: 'payment-form',
          title: paymentNotices.invalidTitle,
          description: paymentNotices.invalid,
          variant: 'destructive',
        })
      }
      onPostFormReady={submitPostForm}
    />
  );
}

/** The form's 'fix these' notice goes once the fields are right. */
const fieldsFixed = () => dismissErrors('payment-form');

export default function PaymentRoute() {
  return <PaymentScreen leave={browserLeave} />;
}
