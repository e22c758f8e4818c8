import { Box, Text } from '@radix-ui/themes';
import clsx from 'clsx';
import { useId } from 'react';
import { bulkTexts as texts, nextTier, reachedTier, unitPriceAt, type PriceTier } from '../domain/bulk.ts';
import { formatMoney } from '../domain/money.ts';
import styles from './price-tiers.module.css';

export interface PriceTiersProps {
  /** The product's own price (a sale included): what one unit costs below the first tier. */
  price: number;
  tiers: readonly PriceTier[];
  /** The quantity chosen: its row is marked, and the next tier is offered. */
  quantity: number;
}

/**
 * A product's volume prices: each quantity range with its price a unit, the range the chosen
 * quantity reaches marked, and what buying more would pay ("Buy 50 or more and pay ₹10.80 each").
 */
export function PriceTiers({ price, tiers, quantity }: PriceTiersProps) {
  const headingId = useId();
  if (tiers.length === 0) return null;
  const reached = reachedTier(tiers, quantity);
  const next = nextTier(tiers, quantity);
  const rows = [
    { from: 1, to: tiers[0]!.minQuantity - 1, each: price, tier: undefined },
    ...tiers.map((tier, i) => ({
      from: tier.minQuantity,
      to: tiers[i + 1] ? tiers[i + 1]!.minQuantity - 1 : undefined,
      each: unitPriceAt(price, tiers, tier.minQuantity),
      tier,
    })),
  ];
  return (
    <Box data-testid="price-tiers">
      <Text as="p" size="2" weight="bold" id={headingId} mb="1">
        {texts.heading}
      </Text>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{texts.quantityHead}</th>
            <th scope="col" className={styles.price}>
              {texts.priceHead}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const current = row.tier === reached;
            return (
              <tr
                key={row.from}
                aria-current={current ? 'true' : undefined}
                className={clsx(current && styles.current)}
              >
                <th scope="row">
                  {texts.range(row.from, row.to)}
                  {current && <span className={styles.reached}>{texts.reached}</span>}
                </th>
                <td className={styles.price}>{formatMoney(row.each)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {next && (
        <Text as="p" size="2" color="green" mt="2" data-testid="next-tier">
          {texts.buyMore(next.minQuantity, unitPriceAt(price, tiers, next.minQuantity))}
        </Text>
      )}
    </Box>
  );
}
