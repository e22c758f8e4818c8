import { useRef, useState } from 'react';
import useSWR from 'swr';
import { useNavigate } from 'react-router-dom';
import { useAddressBook } from '../../api/address-book.ts';
import { useDelivery } from '../../api/delivery.ts';
import { createOrder } from '../../api/orders.ts';
import { deliveryPromise } from '../../domain/delivery.ts';
import { errorMessage, isApiError, NOT_OFFERED } from '../../api/errors.ts';
import { checkCoupon, useCouponOffers } from '../../api/coupons.ts';
import { couponTexts } from '../../domain/coupons.ts';
import { orderedLines, orderRequest, refusalForShopper, type CheckoutDetails } from '../../domain/orders.ts';
import { paymentHref } from '../../domain/routes.ts';
import { isNotEnoughStock } from '../../domain/stock.ts';
import { CheckoutView } from '../../screens/checkout/checkout-view.tsx';
import { checkoutNotices } from '../../screens/checkout/checkout-texts.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { useCart } from '../../state/cart.ts';
import { usePricedCart } from '../use-priced-cart.ts';
import { useSavedBusiness } from '../../api/business.ts';
import { useOnline } from '../../state/online.ts';
import { useSession } from '../../state/session.tsx';
import { dismissErrors, toast } from '../../state/toasts.ts';
import { noServerData, type ServerData } from '../server-render.ts';

const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The form's 'fix these' notice goes once the fields are right. */
const fieldsFixed = () => dismissErrors('shipping-form');

/** Rendered on the server with the layout's data alone: the shopper's own come from the browser. */
export const serverData: ServerData = noServerData;

/**
 * The coupon the shopper applied, priced on the cart's lines (POST /coupons/check): asked again
 * when the lines change (another tab), so the discount shown is the one the order will get. Its
 * refusal, in the shopper's words, is the box's error; 'not-offered' where the server takes none.
 */
function useCoupon(items: Parameters<typeof orderedLines>[0], signedIn: boolean) {
  const [code, setCode] = useState<string | null>(null);
  // The shop's offers; none where the server does not list them (404/405) or the list fails.
  const { data: offers } = useCouponOffers(signedIn);
  const lines = orderedLines(items);
  const check = useSWR(
    code ? ['/coupons/check', code, JSON.stringify(lines)] : null,
    () => checkCoupon({ code: code!, ...lines }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: false },
  );
  const answer = check.data;
  const applied = answer && answer !== NOT_OFFERED && !check.error ? answer : undefined;
  return {
    applied,
    field: {
      applied,
      checking: check.isValidating,
      // In the shopper's words: a line the server names ("items[0]: … is no longer sold") without its field.
      error: check.error ? refusalForShopper(errorMessage(check.error, couponTexts.failed)) : undefined,
      notOffered: answer === NOT_OFFERED,
      onApply: setCode,
      onRemove: () => setCode(null),
      onEdit: () => setCode(null),
      offers: offers ?? undefined,
    },
    /** The order was refused: the coupon may have run out since; its box says so. */
    recheck: () => void check.mutate(),
  };
}

export default function CheckoutRoute() {
  const online = useOnline();
  const cart = useCart();
  // The server cannot see the stored cart: until hydrated, the page holds a place for the form.
  const ready = useHydrated();
  const { account } = useSession();
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const coupon = useCoupon(cart.items, account !== undefined);
  const [pin, setPin] = useState('');
  // Where the server does not offer it (404/405) or it fails, no promise is shown; the order still goes.
  const { data: check } = useDelivery(pin);
  // Where the book cannot be read, checkout starts from an empty form, as without one.
  const { data: savedAddresses } = useAddressBook(account !== undefined);
  const { data: savedBusiness } = useSavedBusiness(account !== undefined);
  // A ref, not state: a second click lands before React re-renders the disabled button.
  const placingRef = useRef(false);
  // One key per order request, so a retried POST /orders returns the first order, not a second one;
  // a changed cart or address is another order and gets a new key (the server refuses a reused one).
  const attempt = useRef<{ key: string; request: string } | null>(null);

  const placeOrder = async (details: CheckoutDetails) => {
    if (placingRef.current) return;
    if (cart.items.length === 0) {
      toast({
        topic: 'checkout',
        title: checkoutNotices.emptyTitle,
        description: checkoutNotices.empty,
        variant: 'destructive',
      });
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    const request = orderRequest(cart.items, details, coupon.applied?.code);
    const sent = JSON.stringify(request);
    if (attempt.current?.request !== sent) attempt.current = { key: newIdempotencyKey(), request: sent };
    try {
      const orderId = await createOrder(request, attempt.current.key);
      attempt.current = null;
      void navigate(paymentHref(orderId), { state: { orderId } });
      cart.clear();
    } catch (e) {
      console.warn('Placing the order failed', e);
      // Refused as it stands (409): the server's words say which line and why (too few left, or no longer sold).
      const refused = isApiError(e) && e.status === 409 && e.serverMessage;
      if (refused && coupon.applied) coupon.recheck();
      toast({
        topic: 'checkout',
        title:
          refused && isNotEnoughStock(refused) ? checkoutNotices.stockTitle : checkoutNotices.failedTitle,
        description: refused ? refusalForShopper(refused) : checkoutNotices.failed,
        variant: 'destructive',
      });
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  // Each line at its volume price, less the coupon's share, as the server will charge the order.
  const { items, goods, total, gst } = usePricedCart(cart.items, coupon.applied?.discount);
  // A business buyer sees the taxable value and tax per rate under the total.
  const [forBusiness, setForBusiness] = useState(false);
  const fullName = account ? `${account.firstName} ${account.lastName}`.trim() : '';

  return (
    <CheckoutView
      offline={!online}
      loading={!ready}
      onPinChange={setPin}
      delivery={check && { text: deliveryPromise(check, new Date()), served: check.deliverable }}
      savedAddresses={savedAddresses ?? undefined}
      savedBusiness={savedBusiness}
      items={items}
      total={total}
      goods={goods}
      coupon={coupon.field}
      gst={gst}
      perRate={forBusiness}
      onBusinessChange={setForBusiness}
      defaultFullName={fullName}
      placing={placing}
      onPlaceOrder={(details) => {
        if (online) void placeOrder(details);
      }}
      onFieldsFixed={fieldsFixed}
      onMissingFields={() =>
        toast({
          topic: 'shipping-form',
          title: checkoutNotices.missingTitle,
          description: checkoutNotices.missing,
          variant: 'destructive',
        })
      }
    />
  );
}
