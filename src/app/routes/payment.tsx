import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStoreInfo } from '../../api/store-info.ts';
import { useOnline } from '../../state/online.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAccountInfo } from '../../api/account.ts';
import { isApiError, isNotOffered } from '../../api/errors.ts';
import { useOwnOrder } from '../../api/orders.ts';
import { createPayment, usePaymentFields, usePaymentStatus } from '../../api/payments.ts';
import { isPending, normaliseOrderId } from '../../domain/orders.ts';
import { offeredPaymentFields, payerValues, type PaymentValues } from '../../domain/payment-form.ts';
import { paymentOutcome } from '../../domain/payment-outcome.ts';
import { waitPhase } from '../../domain/payment-status.ts';
import { orderSuccessHref } from '../../domain/routes.ts';
import { paymentNotices, paymentTexts, watchTexts } from '../../screens/payment/payment-texts.ts';
import type { TestBankForm } from '../../screens/payment/payment-watch.tsx';
import { useSession } from '../../state/session.tsx';
import {
  PaymentView,
  type PaymentStage,
  type PaymentViewProps,
} from '../../screens/payment/payment-view.tsx';
import { dismissErrors, toast } from '../../state/toasts.ts';
import type { ServerData } from '../server-render.ts';
import { browserLeave, useBackFromLeave, type Leave } from '../leave.ts';

/** The last attempt's method and details, kept for this tab while the order is unpaid. */
const keptKey = (orderId: string) => `shop.payment.${normaliseOrderId(orderId)}`;

function readKept(orderId: string | undefined): PaymentValues | undefined {
  if (!orderId || typeof sessionStorage === 'undefined') return undefined;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keptKey(orderId)) ?? 'null');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return undefined;
  }
}

function writeKept(orderId: string, values: PaymentValues | undefined) {
  try {
    if (values) sessionStorage.setItem(keptKey(orderId), JSON.stringify(values));
    else sessionStorage.removeItem(keptKey(orderId));
  } catch {
    // Storage full or blocked: the form starts from the account's details instead.
  }
}

/** Phones with a UPI app: a coarse pointer on Android or iOS. Desktops get the QR instead. */
export const browserCanOpenUpiApp = () =>
  typeof navigator !== 'undefined' &&
  /Android|iPhone|iPad|iPod/i.test(navigator.userAgent) &&
  typeof matchMedia === 'function' &&
  matchMedia('(pointer: coarse)').matches;

const noSubscription = () => () => {};

/** Milliseconds since `since`, ticking every few seconds while `active`. */
function useElapsed(since: number | undefined, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === undefined || !active) return;
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, [since, active]);
  return since === undefined ? 0 : Math.max(0, now - since);
}

interface Watching {
  paymentId: string;
  since: number;
  testBank?: TestBankForm;
}

/**
 * The server's own words when it refused the payment for the order's state (a 409 with `error`:
 * no longer awaiting payment, its time to pay ran out, cash on delivery not offered); the spec's
 * "Failed to process payment" for everything else.
 */
const refusal = (e: unknown): string | undefined =>
  isApiError(e) && e.kind === 'http' && e.status === 409 ? e.serverMessage : undefined;

const stateOrderId = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'orderId' in state && typeof state.orderId === 'string'
    ? state.orderId.trim() || undefined
    : undefined;

export interface PaymentScreenProps {
  leave?: Leave;
  /** Whether a UPI app can open on this device; stories say so instead of the browser. */
  canOpenUpiApp?: () => boolean;
}

export function PaymentScreen({
  leave = browserLeave,
  canOpenUpiApp = browserCanOpenUpiApp,
}: PaymentScreenProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const orderId = params.get('orderId')?.trim() || stateOrderId(location.state);
  const gatewayError = params.get('error')?.trim().slice(0, paymentTexts.gatewayErrorMax) || undefined;
  const signedIn = useSession().status === 'authenticated';
  const { data: answer, error: loadError } = usePaymentFields(orderId, signedIn);
  // The order and the account fill the payer's details in; the form waits for them briefly.
  const { data: found, error: ordersError, mutate: refreshOrders } = useOwnOrder(orderId, signedIn);
  const { data: account, error: accountError } = useAccountInfo(signedIn && Boolean(orderId));
  const { data: storeInfo } = useStoreInfo();
  const order = found ?? undefined;
  const detailsSettled = !signedIn || ((found !== undefined || ordersError) && (account || accountError));

  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [error, setError] = useState<string>();
  const [qr, setQr] = useState<PaymentViewProps['qr']>();
  const [postForm, setPostForm] = useState<PaymentViewProps['postForm']>();
  const [watching, setWatching] = useState<Watching>();
  const [kept, setKept] = useState<PaymentValues | undefined>(() => readKept(orderId));
  // Known in the browser only; the server's page offers every method until hydration.
  const upiApp = useSyncExternalStore(noSubscription, canOpenUpiApp, () => true);
  const online = useOnline();

  const fields = useMemo(
    () => (answer ? offeredPaymentFields(answer.fields, { canOpenUpiApp: upiApp }) : undefined),
    [answer, upiApp],
  );
  const startValues = useMemo(() => {
    if (!fields) return undefined;
    const address = order?.shippingAddress;
    const name = address?.fullName || [account?.firstName, account?.lastName].filter(Boolean).join(' ');
    return { ...payerValues(fields, { name, email: account?.email, phone: address?.phone }), ...kept };
  }, [fields, order, account, kept]);

  const { data: status, error: statusError } = usePaymentStatus(watching?.paymentId);
  // A server without the extension: the spec's static QR, nothing watched.
  const watched = watching && !(statusError && isNotOffered(statusError)) ? watching : undefined;
  const phase = waitPhase(useElapsed(watched?.since, status?.status === 'pending'));

  useEffect(() => {
    if (!orderId || status?.status !== 'paid') return;
    writeKept(orderId, undefined);
    toast({
      topic: 'payment',
      title: watchTexts.paid,
      description: watchTexts.paidToast,
      variant: 'success',
    });
    void navigate(orderSuccessHref(order?.id ?? orderId), { replace: true });
  }, [status?.status, orderId, order?.id, navigate]);

  const pay = async (values: PaymentValues) => {
    if (!orderId || busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(undefined);
    setKept(values);
    writeKept(orderId, values);
    try {
      const response = await createPayment({ orderId, fields: values });
      const outcome = paymentOutcome(response);
      const watch = (paymentId = response.paymentId) =>
        paymentId && setWatching({ paymentId, since: Date.now(), testBank: response.testBank });
      if (outcome.kind === 'error') setError(outcome.message);
      else if (outcome.kind === 'qr') {
        setQr(outcome);
        watch();
      } else if (outcome.kind === 'post-form')
        setPostForm({ action: outcome.action, inputs: outcome.inputs });
      else if (outcome.kind === 'initiated') {
        toast({
          topic: 'payment',
          title: paymentNotices.initiatedTitle,
          description: paymentNotices.initiated,
          variant: 'success',
        });
        void navigate('/orders');
      } else if (outcome.target.kind === 'internal') void navigate(outcome.target.path);
      else {
        // A UPI app opens over this page: the page waits here for the bank's verdict.
        if (outcome.target.href.startsWith('upi:')) watch();
        leave.assign(outcome.target.href);
      }
    } catch (e) {
      console.warn('Payment failed', e);
      setError(refusal(e) ?? paymentTexts.failed);
      // A refusal may mean the order moved on (cancelled when its time to pay ran out, paid in
      // another tab): the page then shows where it stands instead of the form.
      void refreshOrders();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const submitPostForm = useCallback((form: HTMLFormElement) => leave.submit(form), [leave]);
  // Back from the gateway without paying: the form is there to send again ("Redirecting…" goes).
  useBackFromLeave(() => setPostForm(undefined));

  const stage: PaymentStage = !orderId
    ? { kind: 'missing-order' }
    : order && !isPending(order)
      ? { kind: 'not-awaiting', order }
      : loadError
        ? { kind: 'load-failed' }
        : fields && detailsSettled
          ? { kind: 'form', fields }
          : { kind: 'loading' };

  const chooseMethod = () => {
    setQr(undefined);
    setWatching(undefined);
  };

  return (
    <PaymentView
      whatsapp={storeInfo?.whatsapp}
      offline={!online}
      stage={stage}
      orderId={orderId}
      order={order}
      cashOnDelivery={answer?.cashOnDelivery}
      onAccount={answer?.onAccount}
      testMode={answer?.testMode ?? false}
      gatewayError={gatewayError}
      error={error}
      qr={qr}
      watch={
        watched && orderId
          ? {
              orderId: order?.id ?? orderId,
              status,
              phase,
              retrying: submitting,
              testBank: watched.testBank,
              onPayAgain: () => kept && void pay(kept),
              onChooseMethod: chooseMethod,
            }
          : undefined
      }
      startValues={startValues}
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

/**
 * Rendered on the server with the layout's data alone (the shopper's own come from the browser),
 * for an address that names the order: one that does not may find it in the tab's history.
 */
export const serverData: ServerData = ({ searchParams }) =>
  Promise.resolve(searchParams.get('orderId')?.trim() ? undefined : false);

export default function PaymentRoute() {
  return <PaymentScreen leave={browserLeave} />;
}
