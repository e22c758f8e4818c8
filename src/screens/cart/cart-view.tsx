import { Box, Flex, Grid, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { lineKey, type CartItem } from '../../domain/cart.ts';
import type { IncludedGst } from '../../domain/gst.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';
import { cartTexts } from './cart-texts.ts';
import type { OrderQuantity } from '../../domain/bulk.ts';
import type { LineStockProblem } from '../../domain/stock.ts';

export interface CartViewProps {
  items: readonly CartItem[];
  count: number;
  total: number;
  /** The GST the total includes, once every line's rate is known. */
  gst?: IncludedGst | undefined;
  /** A business buyer: the taxable value and tax per rate too. */
  perRate?: boolean;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  onClear: () => void;
  onCheckout: () => void;
  /** Lines that today's stock cannot fill, by `lineKey`. */
  stockProblems?: Readonly<Record<string, LineStockProblem>>;
  /** Products sold from a minimum or in cartons, by product id. */
  orderQuantities?: Readonly<Record<string, OrderQuantity>>;
  /** The stored cart is not read yet (the server's page, before it hydrates): no empty state yet. */
  loading?: boolean;
  /** "Save as a list" (a signed-in buyer, where the shop keeps lists), under the lines. */
  saveList?: ReactNode;
  /** The shop's coupon offers (a signed-in shopper, where the shop offers any), under the summary. */
  offers?: ReactNode;
  /** What the shopper opened before (src/domain/recently-viewed.ts), under the empty state. */
  recent?: ReactNode;
  /** What goes with the cart's newest line (src/domain/related-products.ts), under the lines. */
  related?: ReactNode;
}

/** The cart page (spec /cart): its lines beside a summary, or the empty state. */
export function CartView({
  items,
  count,
  total,
  gst,
  perRate,
  loading = false,
  stockProblems = {},
  orderQuantities = {},
  saveList,
  offers,
  recent,
  related,
  ...handlers
}: CartViewProps) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1100px" mx="auto">
      <section aria-labelledby="cart-heading">
        <Heading as="h1" size="7" mb="5" id="cart-heading">
          {cartTexts.heading}
        </Heading>
        {loading || items.length === 0 ? (
          <>
            <EmptyState
              title={cartTexts.empty}
              hint={cartTexts.emptyHint}
              action={{ label: cartTexts.continueShopping, to: '/' }}
              loading={loading}
              loadingLabel={cartTexts.loading}
              data-testid="cart-empty"
            />
            {!loading && recent}
          </>
        ) : (
          <Grid columns={{ initial: '1', md: '3' }} gap="5" align="start">
            <Flex direction="column" gap="4" gridColumn={{ md: 'span 2' }}>
              <Flex asChild direction="column" gap="3" m="0" p="0">
                <ul aria-label={cartTexts.items} style={{ listStyle: 'none' }}>
                  {items.map((item) => (
                    <CartLine
                      key={lineKey(item)}
                      item={item}
                      onQuantityChange={handlers.onQuantityChange}
                      onRemove={handlers.onRemove}
                      stockProblem={stockProblems[lineKey(item)]}
                      orderQuantity={orderQuantities[item.id]}
                    />
                  ))}
                </ul>
              </Flex>
              {saveList}
            </Flex>
            <Flex direction="column" gap="4">
              <CartSummary
                count={count}
                total={total}
                gst={gst}
                perRate={perRate}
                onCheckout={handlers.onCheckout}
                onClear={handlers.onClear}
              />
              {offers}
            </Flex>
          </Grid>
        )}
        {!loading && items.length > 0 && related}
      </section>
    </Box>
  );
}
