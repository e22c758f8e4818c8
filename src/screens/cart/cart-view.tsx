import { Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { lineKey, type CartItem } from '../../domain/cart.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';
import { cartTexts } from './cart-texts.ts';

export interface CartViewProps {
  items: readonly CartItem[];
  count: number;
  total: number;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  onClear: () => void;
  onCheckout: () => void;
}

function EmptyCart() {
  return (
    <Flex direction="column" align="center" gap="3" py="9" data-testid="cart-empty">
      <Heading as="h2" size="5">
        {cartTexts.empty}
      </Heading>
      <Text color="gray" align="center">
        {cartTexts.emptyHint}
      </Text>
      <Button asChild size="3">
        <Link to="/">{cartTexts.continueShopping}</Link>
      </Button>
    </Flex>
  );
}

/** The cart page (spec /cart): its lines beside a summary, or the empty state. */
export function CartView({ items, count, total, ...handlers }: CartViewProps) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1100px" mx="auto">
      <section aria-labelledby="cart-heading">
        <Heading as="h1" size="7" mb="5" id="cart-heading">
          {cartTexts.heading}
        </Heading>
        {items.length === 0 ? (
          <EmptyCart />
        ) : (
          <Grid columns={{ initial: '1', md: '3' }} gap="5" align="start">
            <Flex asChild direction="column" gap="3" gridColumn={{ md: 'span 2' }} m="0" p="0">
              <ul aria-label={cartTexts.items} style={{ listStyle: 'none' }}>
                {items.map((item) => (
                  <CartLine
                    key={lineKey(item)}
                    item={item}
                    onQuantityChange={handlers.onQuantityChange}
                    onRemove={handlers.onRemove}
                  />
                ))}
              </ul>
            </Flex>
            <CartSummary
              count={count}
              total={total}
              onCheckout={handlers.onCheckout}
              onClear={handlers.onClear}
            />
          </Grid>
        )}
      </section>
    </Box>
  );
}
