import { Flex, Text } from '@radix-ui/themes';
import type { IncludedGst } from '../domain/gst.ts';
import { formatMoney } from '../domain/money.ts';

export const gstTexts = {
  included: (rupees: number) => `Includes ${formatMoney(rupees)} GST`,
  byRate: 'GST by rate (split into CGST + SGST or IGST on your invoice)',
  rateLine: (rate: number, taxable: string) => `${rate}% on ${taxable}`,
} as const;

export interface GstNoteProps {
  /** The GST a GST-inclusive total includes; nothing is said while it is not known. */
  gst: IncludedGst | undefined;
  /** A business buyer's: the taxable value and tax per rate as well, for their input tax credit. */
  perRate?: boolean;
  align?: 'left' | 'right';
}

/** "Includes ₹X GST" under a GST-inclusive total and, for a business buyer, the tax per rate. */
export function GstNote({ gst, perRate = false, align }: GstNoteProps) {
  if (gst === undefined) return null;
  const note = (
    <Text as="p" size="1" color="gray" align={align} data-testid="gst-note">
      {gstTexts.included(gst.gst)}
    </Text>
  );
  if (!perRate || gst.byRate.length === 0) return note;
  return (
    <Flex direction="column" gap="1" width="100%">
      {note}
      <Flex direction="column" gap="1" data-testid="tax-by-rate">
        <Text as="p" size="1" weight="bold">
          {gstTexts.byRate}
        </Text>
        {gst.byRate.map((r) => (
          <Flex key={r.rate} justify="between" gap="3">
            <Text size="1" color="gray">
              {gstTexts.rateLine(r.rate, formatMoney(r.taxable))}
            </Text>
            <Text size="1">{formatMoney(r.tax)}</Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
