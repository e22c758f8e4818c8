import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { ReactNode, RefObject } from 'react';
import { RadixThemeContext } from './radix-theme-context.tsx';

export interface ModalDialogProps {
  title: ReactNode;
  description: ReactNode;
  maxWidth: string;
  onClose: () => void;
  /** Where the focus goes back to when the dialog closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** While on, Escape and the overlay do not close it (a form sending). */
  busy?: boolean;
  children: ReactNode;
}

/** A dialog's last row: its one way out, at the right (a dialog that only shows something). */
export function DialogCloseRow({ label }: { label: string }) {
  return (
    <Flex justify="end" width="100%">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          {label}
        </Button>
      </Dialog.Close>
    </Flex>
  );
}

/**
 * The shop's dialog: open while rendered (the caller renders it, lazily, when it is asked for),
 * themed as the page (RadixThemeContext), its title and description, and the focus given back to
 * the button that opened it when it closes.
 */
export function ModalDialog({
  title,
  description,
  maxWidth,
  onClose,
  returnFocusTo,
  busy = false,
  children,
}: ModalDialogProps) {
  return (
    <RadixThemeContext>
      <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
        <Dialog.Content
          maxWidth={maxWidth}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description size="2">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Root>
    </RadixThemeContext>
  );
}
