import { Box, Card, Flex, Grid, Heading, Skeleton } from '@radix-ui/themes';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import type { SavedAddress } from '../../contract/address-book.ts';
import type { BusinessDetails } from '../../contract/business.ts';
import type { IncludedGst } from '../../domain/gst.ts';
import type { CartItem } from '../../domain/cart.ts';
import type { CheckoutDetails } from '../../domain/orders.ts';
import { checkoutTexts } from './checkout-texts.ts';
import { OrderSummary } from './order-summary.tsx';
import { CouponField, type CouponFieldProps } from './coupon-field.tsx';
import { CHECKOUT_FORM_ID, ShippingForm } from './shipping-form.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';

export interface CheckoutViewProps {
  items: readonly CartItem[];
  /** What the shopper pays: the goods less a coupon's discount. */
  total: number;
  /** The goods before a coupon; the total when none is given. */
  goods?: number | undefined;
  /** The coupon box's state and handlers (checkout's extension); no box without it. */
  coupon?: CouponFieldProps | undefined;
  /** The GST the total includes, once every line's rate is known. */
  gst?: IncludedGst | undefined;
  /** A business buyer: the taxable value and tax per rate too. */
  perRate?: boolean;
  /** The shopper ticked (or unticked) "Buying for a business?". */
  onBusinessChange?: (on: boolean) => void;
  defaultFullName?: string;
  /** POST /orders is running: the button reads 'Processing...' and is disabled. */
  placing: boolean;
  onPlaceOrder: (details: CheckoutDetails) => void;
  onMissingFields: () => void;
  /** The fields a failed attempt complained about are all right now. */
  onFieldsFixed?: () => void;
  onPinChange?: (pin: string) => void;
  /** The delivery promise for the PIN typed (our server's extension). */
  delivery?: { text: string; served: boolean };
  /** The signed-in shopper's saved addresses (our server's extension). */
  savedAddresses?: readonly SavedAddress[] | undefined;
  /** The business details of the shopper's last business order (our server's extension). */
  savedBusiness?: BusinessDetails | null | undefined;
  /** No connection: the order cannot be placed yet; the form and cart stay as they are. */
  offline?: boolean;
  /** The stored cart is not read yet (the server's page, before it hydrates): places are held. */
  loading?: boolean;
}

/** The page before the stored cart is read (the server's page): the form's and the summary's places. */
function LoadingCheckout() {
  return (
    <Grid columns={{ initial: '1', md: '5' }} gap="5" align="start" data-testid="checkout-loading">
      <Box gridColumn={{ md: 'span 3' }}>
        <Card size="2">
          <FormSkeleton label={checkoutTexts.loading} fields={7} button={false} />
        </Card>
      </Box>
      <Box gridColumn={{ md: 'span 2' }}>
        <Card size="2">
          <Flex direction="column" gap="3">
            <Skeleton width="50%" height="24px" />
            <Skeleton width="100%" height="56px" />
            <Skeleton width="100%" height="20px" />
            <Skeleton width="100%" height="40px" />
          </Flex>
        </Card>
      </Box>
    </Grid>
  );
}

/** The checkout page (spec /checkout): the shipping form beside the order summary. */
export function CheckoutView({
  items,
  total,
  goods,
  coupon,
  gst,
  perRate,
  defaultFullName,
  placing,
  offline = false,
  loading = false,
  ...handlers
}: CheckoutViewProps) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1100px" mx="auto">
      <section aria-labelledby="checkout-heading">
        <Heading as="h1" size="7" mb="5" id="checkout-heading">
          {checkoutTexts.heading}
        </Heading>
        {loading ? (
          <LoadingCheckout />
        ) : items.length === 0 ? (
          <EmptyState
            title={checkoutTexts.emptyTitle}
            hint={checkoutTexts.emptyHint}
            action={{ label: checkoutTexts.browse, to: '/products' }}
            data-testid="checkout-empty"
          />
        ) : (
          <Grid columns={{ initial: '1', md: '5' }} gap="5" align="start">
            <Box gridColumn={{ md: 'span 3' }}>
              <ShippingForm
                defaultFullName={defaultFullName}
                onValid={handlers.onPlaceOrder}
                onMissingFields={handlers.onMissingFields}
                onFixed={handlers.onFieldsFixed}
                onPinChange={handlers.onPinChange}
                delivery={handlers.delivery}
                savedAddresses={handlers.savedAddresses}
                savedBusiness={handlers.savedBusiness}
                onBusinessChange={handlers.onBusinessChange}
              />
            </Box>
            <Box gridColumn={{ md: 'span 2' }}>
              <OrderSummary
                items={items}
                total={total}
                goods={goods}
                coupon={coupon?.applied}
                couponField={coupon && <CouponField {...coupon} />}
                gst={gst}
                perRate={perRate}
              >
                {offline && <OfflineNotice step="checkout" />}
                <SubmitButton form={CHECKOUT_FORM_ID} size="3" disabled={placing || offline}>
                  {placing ? checkoutTexts.processing : checkoutTexts.placeOrder}
                </SubmitButton>
              </OrderSummary>
            </Box>
          </Grid>
        )}
      </section>
    </Box>
  );
}
