import { Text } from '@radix-ui/themes';
import { stockLabel, stockTexts } from '../domain/stock.ts';

/** 'Out of stock' or 'Only N left' (nothing when there is plenty, or stock is not counted). */
export function StockNote({ stock, size = '2' }: { stock: number | undefined; size?: '1' | '2' }) {
  const label = stockLabel(stock);
  if (!label) return null;
  return (
    <Text
      size={size}
      weight="medium"
      color={label === stockTexts.out ? 'red' : 'amber'}
      data-testid="stock-note"
    >
      {label}
    </Text>
  );
}
