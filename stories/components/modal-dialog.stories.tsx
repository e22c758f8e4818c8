import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DialogCloseRow, ModalDialog } from '../../src/components/modal-dialog.tsx';

// src/components/modal-dialog: the shell of FormDialog (the account's dialogs), Share
// (src/screens/product-detail/share-dialog) and Scan to pay (src/screens/account/upi-qr-dialog),
// and DialogCloseRow, the last two's way out.

/** A button that opens the dialog, as the shop's screens do; `busy` holds it open; `closeLabel` adds its close row. */
function Opener({
  busy = false,
  closeLabel,
  onClose,
}: {
  busy?: boolean;
  closeLabel?: string;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} onClick={() => setOpen(true)}>
        Open it
      </Button>
      {open && (
        <ModalDialog
          title="Pay ₹2,495 for order ORD-5B7K3N2W"
          description="Open any UPI app on your phone and scan this code."
          maxWidth="440px"
          busy={busy}
          returnFocusTo={button}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <Text as="p" size="2" mt="3">
            What the dialog holds.
          </Text>
          {closeLabel && <DialogCloseRow label={closeLabel} />}
        </ModalDialog>
      )}
    </>
  );
}

const meta = {
  title: 'Components/ModalDialog',
  component: Opener,
  args: { onClose: fn() },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Open: its title names it, its description describes it, Escape closes it and the focus goes back to its button. */
export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Pay ₹2,495 for order ORD-5B7K3N2W' });
    await expect(dialog).toHaveAccessibleDescription('Open any UPI app on your phone and scan this code.');
    await expect(within(dialog).getByText('What the dialog holds.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open it' })).toHaveFocus());
    // Open again: the picture is the dialog.
    await userEvent.click(canvas.getByRole('button', { name: 'Open it' }));
    await expect(await body().findByRole('dialog')).toBeVisible();
  },
};

/** Busy (a form sending): Escape does not close it. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    await body().findByRole('dialog', { name: 'Pay ₹2,495 for order ORD-5B7K3N2W' });
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A dialog that only shows something ends on its one way out, at the right: pressed, it closes and the focus goes back (pictured open). */
export const WithCloseRow: Story = {
  args: { closeLabel: 'Close' },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open it' })).toHaveFocus());
    // Opened again for its picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Open it' }));
    await expect(await body().findByRole('button', { name: 'Close' })).toBeVisible();
  },
};
