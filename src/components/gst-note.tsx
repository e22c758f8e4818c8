import { Text } from '@radix-ui/themes';
import { formatMoney } from '../domain/money.ts';

export const gstNoteText = (rupees: number) => `Includes ${formatMoney(rupees)} GST`;

/** "Includes ₹X GST" under a GST-inclusive total; nothing while the amount is not known. */
export function GstNote({ amount, align }: { amount: number | undefined; align?: 'left' | 'right' }) {
  if (amount === undefined) return null;
  return (
    <Text as="p" size="1" color="gray" align={align} data-testid="gst-note">
      {gstNoteText(amount)}
    </Text>
  );
}
