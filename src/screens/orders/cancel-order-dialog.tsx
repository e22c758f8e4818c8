import { AlertDialog, Button, Flex, RadioCards, Text, TextArea } from '@radix-ui/themes';
import { useId, useState, type RefObject } from 'react';
import { RadixThemeContext } from '../../components/radix-theme-context.tsx';
import type { Order } from '../../contract/order.ts';
import { formatMoney } from '../../domain/money.ts';
import { CANCEL_DETAILS_MAX, CANCEL_REASONS } from '../../domain/order-status.ts';
import { orderTotal } from '../../domain/orders.ts';
import { cancelTexts } from './orders-texts.ts';
import { Notice } from '../../components/notice.tsx';

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
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const reasonsLabel = useId();
  const detailsId = useId();

  const confirm = async () => {
    if (!choice || sending) return;
    setSending(true);
    setError(undefined);
    const failed = await onConfirm(cancelReason(choice, details));
    setSending(false);
    if (failed) setError(failed);
    else onClose();
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
          <Flex direction="column" gap="2" mt="4">
            <Text as="div" size="2" weight="bold" id={reasonsLabel}>
              {cancelTexts.reasonLabel}
            </Text>
            <RadioCards.Root
              value={choice ?? ''}
              onValueChange={setChoice}
              aria-labelledby={reasonsLabel}
              aria-required
              size="1"
              columns="1"
              gap="2"
            >
              {CANCEL_REASONS.map((reason) => (
                <RadioCards.Item key={reason} value={reason} className="tap-target">
                  <Text size="2">{reason}</Text>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
            {choice === 'Other' && (
              <Flex direction="column" gap="1" mt="1">
                <Text as="label" size="2" htmlFor={detailsId}>
                  {cancelTexts.detailsLabel}
                </Text>
                <TextArea
                  id={detailsId}
                  value={details}
                  maxLength={CANCEL_DETAILS_MAX - 7}
                  onChange={(e) => setDetails(e.target.value)}
                  rows={3}
                />
              </Flex>
            )}
          </Flex>
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
