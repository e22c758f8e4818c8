import { Button, Card, Flex, Heading, Link, Separator, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { lazy, Suspense, useRef, useState } from 'react';
import { formatCount } from '../../domain/count.ts';
import { formatMoney } from '../../domain/money.ts';
import type { IncludedGst } from '../../domain/gst.ts';
import { cartTexts } from './cart-texts.ts';
import { GstNote } from '../../components/gst-note.tsx';

// The question's dialog code loads when it is first asked, not with the cart.
const ClearCartDialog = lazy(() => import('./clear-cart-dialog.tsx'));

export interface CartSummaryProps {
  count: number;
  total: number;
  /** The GST the total includes, once every line's rate is known. */
  gst?: IncludedGst | undefined;
  /** A business buyer: the taxable value and tax per rate too. */
  perRate?: boolean;
  /** The session is still being checked: checkout waits for it. */
  onCheckout: () => void;
  onClear: () => void;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="between" gap="3">
      <Text as="div" color={strong ? undefined : 'gray'} weight={strong ? 'bold' : 'regular'}>
        {label}
      </Text>
      <Text as="div" weight={strong ? 'bold' : 'medium'}>
        {value}
      </Text>
    </Flex>
  );
}

/** Item count, subtotal, free shipping and total, with Checkout and Clear Cart (which asks first). */
export function CartSummary({ count, total, gst, perRate = false, onCheckout, onClear }: CartSummaryProps) {
  const [asking, setAsking] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  return (
    <Card size="2" asChild>
      <aside aria-labelledby="cart-summary-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="cart-summary-heading">
            {cartTexts.summary}
          </Heading>
          <Row label={cartTexts.items} value={cartTexts.itemCount(formatCount(count), count)} />
          <Row label={cartTexts.subtotal} value={formatMoney(total)} />
          <Row label={cartTexts.shipping} value={cartTexts.free} />
          <Separator size="4" />
          <Row label={cartTexts.total} value={formatMoney(total)} strong />
          <GstNote gst={gst} perRate={perRate} align="right" />
          <Button size="3" onClick={onCheckout}>
            {cartTexts.checkout}
          </Button>
          <Link asChild size="2" weight="medium">
            <RouterLink to="/quotation" className="tap-target" data-testid="quotation-link">
              {cartTexts.quotation}
            </RouterLink>
          </Link>
          <Button ref={clearButton} size="2" variant="soft" color="red" onClick={() => setAsking(true)}>
            {cartTexts.clear}
          </Button>
          <Suspense fallback={null}>
            {asking && (
              <ClearCartDialog
                count={count}
                onConfirm={onClear}
                onClose={() => setAsking(false)}
                returnFocusTo={clearButton}
              />
            )}
          </Suspense>
        </Flex>
      </aside>
    </Card>
  );
}
