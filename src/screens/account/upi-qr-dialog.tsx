import { Box, Button, Dialog, Flex, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense, type RefObject } from 'react';
import { RadixThemeContext } from '../../components/radix-theme-context.tsx';
import { accountTexts as texts } from '../../domain/credit-account.ts';

const QR_SIZE = 224;
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export interface UpiQrDialogProps {
  orderId: string;
  amount: number;
  /** The order's upi://pay link (accountUpiLink): amount, the order ID as the note, its reference. */
  link: string;
  onClose: () => void;
  /** The button that opened it, which the focus goes back to. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * On a computer, an order owed on account as a UPI QR code: scanned with a phone's UPI app, it
 * fills in the amount, the order ID as the note and the payment's reference, as a phone's "Pay by
 * UPI" button does. Loaded (with the QR drawing) when first opened.
 */
export default function UpiQrDialog({ orderId, amount, link, onClose, returnFocusTo }: UpiQrDialogProps) {
  return (
    <RadixThemeContext>
      <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
        <Dialog.Content
          maxWidth="440px"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title>
            {texts.scanTitle(amount)} <span style={{ whiteSpace: 'nowrap' }}>{orderId}</span>
          </Dialog.Title>
          <Dialog.Description size="2">{texts.scanHint}</Dialog.Description>
          <Flex direction="column" align="center" gap="4" mt="4">
            <Box p="3" style={{ background: 'white', borderRadius: 'var(--radius-3)', lineHeight: 0 }}>
              <Suspense fallback={<Skeleton width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />}>
                <QRCodeSVG
                  value={link}
                  size={QR_SIZE}
                  marginSize={0}
                  role="img"
                  aria-label={texts.scanAlt(orderId)}
                  data-testid="account-upi-qr"
                />
              </Suspense>
            </Box>
            <Text size="2" color="gray" align="center">
              {texts.scanNote(orderId)}
            </Text>
            <Flex justify="end" width="100%">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {texts.close}
                </Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </RadixThemeContext>
  );
}
