import { Flex, Text } from '@radix-ui/themes';
import type { RefObject } from 'react';
import { DialogCloseRow, ModalDialog } from '../../components/modal-dialog.tsx';
import { UpiQrCode } from '../../components/upi-qr-code.tsx';
import { accountTexts as texts } from '../../domain/credit-account.ts';

const QR_SIZE = 224;

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
    <ModalDialog
      title={
        <>
          {texts.scanTitle(amount)} <span style={{ whiteSpace: 'nowrap' }}>{orderId}</span>
        </>
      }
      description={texts.scanHint}
      maxWidth="440px"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <Flex direction="column" align="center" gap="4" mt="4">
        <UpiQrCode value={link} size={QR_SIZE} label={texts.scanAlt(orderId)} testId="account-upi-qr" />
        <Text size="2" color="gray" align="center">
          {texts.scanNote(orderId)}
        </Text>
        <DialogCloseRow label={texts.close} />
      </Flex>
    </ModalDialog>
  );
}
