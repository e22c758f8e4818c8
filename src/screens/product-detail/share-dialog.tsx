import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useState, type RefObject } from 'react';
import { DialogCloseRow, ModalDialog } from '../../components/modal-dialog.tsx';
import { emailShareHref, shareTexts as texts, whatsAppHref, type Shared } from '../../domain/share.ts';

export interface ShareDialogProps {
  shared: Shared;
  onClose: () => void;
  /** Where the focus goes back to when the dialog closes: the Share button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

type Copy = 'idle' | 'copied' | 'failed';

/**
 * 'Share this product', where the browser has no share sheet of its own (a computer): the link to
 * copy, and WhatsApp and e-mail with the message written. Loaded when Share is pressed.
 */
export default function ShareDialog({ shared, onClose, returnFocusTo }: ShareDialogProps) {
  const [copy, setCopy] = useState<Copy>('idle');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shared.url);
      setCopy('copied');
    } catch {
      // No clipboard here (an insecure page, a refused permission): the field is there to copy from.
      setCopy('failed');
    }
  };
  return (
    <ModalDialog
      title={texts.dialogTitle}
      description={texts.dialogBody}
      maxWidth="460px"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <Flex direction="column" gap="3" mt="4">
        <label>
          <Text as="div" size="2" weight="medium" mb="1">
            {texts.link}
          </Text>
          <TextField.Root
            readOnly
            value={shared.url}
            size="3"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <Text size="2" role="status" color={copy === 'failed' ? 'red' : 'green'} highContrast>
          {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button size="3" onClick={() => void copyLink()}>
            {texts.copy}
          </Button>
          <Button size="3" variant="soft" asChild>
            <a href={whatsAppHref(shared)} target="_blank" rel="noopener noreferrer">
              {texts.whatsApp}
            </a>
          </Button>
          <Button size="3" variant="soft" asChild>
            <a href={emailShareHref(shared)}>{texts.email}</a>
          </Button>
        </Flex>
        <DialogCloseRow label={texts.close} />
      </Flex>
    </ModalDialog>
  );
}
