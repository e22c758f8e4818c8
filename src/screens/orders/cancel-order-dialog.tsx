import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState, type RefObject } from 'react';
import { RadixThemeContext } from '../../components/radix-theme-context.tsx';
import type { Order } from '../../contract/order.ts';
import { formatMoney } from '../../domain/money.ts';
import { CANCEL_DETAILS_MAX, CANCEL_REASONS } from '../../domain/order-status.ts';
import { orderTotal } from '../../domain/orders.ts';
import { cancelTexts } from './orders-texts.ts';
import { Notice } from '../../components/notice.tsx';
import { ReasonChoice } from './reason-choice.tsx';
import { useSend } from '../../components/use-send.ts';

export interface CancelOrderDialogProps {
  order: Order;
  /** Sends the cancellation; resolves to an error message, or undefined once it is done. */
  onConfirm: (reason: string) => Promise<string | undefined>;
  onClose: () => void;
  /** Where the focus goes back to when the question closes: the order's Cancel button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The reason as the shop keeps it: the chosen one, with the shopper's own words after 'Other'. */
export function cancelReason(choice: string, details: string): string {
  const words = details.trim().replace(/\s+/g, ' ');
  return choice === 'Other' && words ? `Other: ${words}`.slice(0, CANCEL_DETAILS_MAX) : choice;
}

/** 'Cancel order …?': why, what happens to the stock and the money, then the cancellation. */
export default function CancelOrderDialog({
  order,
  onConfirm,
  onClose,
  returnFocusTo,
}: CancelOrderDialogProps) {
  const [choice, setChoice] = useState<string>();
  const [details, setDetails] = useState('');
  const { sending, error, send } = useSend(onClose);

  const confirm = async () => {
    if (choice) await send(() => onConfirm(cancelReason(choice, details)));
  };

  return (
    <RadixThemeContext>
      <AlertDialog.Root open onOpenChange={(open) => !open && !sending && onClose()}>
        <AlertDialog.Content
          maxWidth="460px"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <AlertDialog.Title>{cancelTexts.title(order.id)}</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {order.paid ? cancelTexts.paidNote(formatMoney(orderTotal(order))) : cancelTexts.unpaidNote}
          </AlertDialog.Description>
          <ReasonChoice
            label={cancelTexts.reasonLabel}
            reasons={CANCEL_REASONS}
            value={choice}
            onChange={setChoice}
            detailsLabel={cancelTexts.detailsLabel}
            details={details}
            onDetails={setDetails}
            detailsMax={CANCEL_DETAILS_MAX - 7}
            showDetails={choice === 'Other'}
          />
          {error && (
            <Notice tone="error" mt="3">
              {error}
            </Notice>
          )}
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={sending}>
                {cancelTexts.keep}
              </Button>
            </AlertDialog.Cancel>
            <Button color="red" highContrast disabled={!choice || sending} onClick={() => void confirm()}>
              {sending ? cancelTexts.cancelling : cancelTexts.confirm}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </RadixThemeContext>
  );
}
