import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { UpiQrCode } from '../../components/upi-qr-code.tsx';
import { Link } from 'react-router-dom';
import { paymentTexts } from './payment-texts.ts';

export const QR_SIZE = 256;

export interface QrResultProps {
  /** Text to draw as a QR code (usually a upi://pay link). */
  qrText?: string;
  /** A ready image of the code (a data:image/… address). */
  imageSrc?: string;
  /** A upi://pay link: on phones it opens the shopper's UPI app directly. */
  upiLink?: string;
}

/** The QR outcome of a payment: the code, how to use it, and the way to the orders. */
export function QrResult({ qrText, imageSrc, upiLink }: QrResultProps) {
  return (
    <Card size="3" data-testid="qr-result">
      <Flex direction="column" align="center" gap="4">
        <Heading as="h2" size="5" align="center">
          {paymentTexts.qrHeading}
        </Heading>
        <UpiQrCode
          value={qrText}
          imageSrc={imageSrc}
          size={QR_SIZE}
          label={paymentTexts.qrAlt}
          testId="qr-code"
        />
        <Text align="center" color="gray">
          {paymentTexts.qrInstruction}
        </Text>
        <Flex direction={{ initial: 'column', xs: 'row' }} gap="3" width={{ initial: '100%', xs: 'auto' }}>
          {upiLink && (
            <Box display={{ initial: 'block', sm: 'none' }}>
              <Button asChild size="3" style={{ width: '100%' }}>
                <a href={upiLink}>{paymentTexts.openUpiApp}</a>
              </Button>
            </Box>
          )}
          <Button asChild size="3" variant="soft">
            <Link to="/orders">{paymentTexts.viewOrders}</Link>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
