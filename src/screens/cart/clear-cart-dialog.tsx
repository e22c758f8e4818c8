import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { RefObject } from 'react';
import { RadixThemeContext } from '../../components/radix-theme-context.tsx';
import { formatCount } from '../../domain/count.ts';
import { cartTexts } from './cart-texts.ts';

export interface ClearCartDialogProps {
  /** Items in the cart (the sum of quantities). */
  count: number;
  onConfirm: () => void;
  onClose: () => void;
  /** Where the focus goes back to when the question closes: the Clear Cart button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** 'Clear your cart?': emptying a cart is one tap too easy to make by mistake, so it is asked. */
export default function ClearCartDialog({ count, onConfirm, onClose, returnFocusTo }: ClearCartDialogProps) {
  return (
    <RadixThemeContext>
      <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
        <AlertDialog.Content
          maxWidth="420px"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <AlertDialog.Title>{cartTexts.clearTitle}</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {cartTexts.clearQuestion(formatCount(count), count)}
          </AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {cartTexts.keep}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color="red" highContrast onClick={onConfirm}>
                {cartTexts.clear}
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </RadixThemeContext>
  );
}
