import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { RadixThemeContext } from '../../components/radix-theme-context.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { authMessages } from '../../contract/auth.ts';
import { accountDeletionTexts as texts } from '../../domain/account-deletion.ts';

export interface DeleteAccountDialogProps {
  /** Deletes the account; resolves to what went wrong, or undefined once it is gone. */
  onConfirm: (password: string) => Promise<string | undefined>;
  onClose: () => void;
  /** Where the focus goes back to when the question closes: the card's button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** 'Delete your account?': the password asked again, then the deletion. */
export default function DeleteAccountDialog({ onConfirm, onClose, returnFocusTo }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!password) {
      setMissing(true);
      return;
    }
    setSending(true);
    setError(undefined);
    const failed = await onConfirm(password);
    setSending(false);
    if (failed === undefined) onClose();
    else setError(failed);
  };

  return (
    <RadixThemeContext>
      <AlertDialog.Root open onOpenChange={(open) => !open && !sending && onClose()}>
        <AlertDialog.Content
          maxWidth="460px"
          // The question is the password: the field takes the focus, not Cancel.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <AlertDialog.Title>{texts.dialogTitle}</AlertDialog.Title>
          <AlertDialog.Description size="2">{texts.dialogBody}</AlertDialog.Description>
          <form noValidate onSubmit={(e) => void confirm(e)}>
            <Flex direction="column" gap="3" mt="4">
              <FormField
                required
                label={texts.password}
                error={missing && !password ? authMessages.passwordMissing : undefined}
              >
                {(field) => (
                  <PasswordField
                    {...field}
                    ref={input}
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    size="3"
                  />
                )}
              </FormField>
              {error && <Notice tone="error">{error}</Notice>}
              <Flex gap="3" justify="end" wrap="wrap">
                <AlertDialog.Cancel>
                  <Button type="button" variant="soft" color="gray" disabled={sending}>
                    {texts.cancel}
                  </Button>
                </AlertDialog.Cancel>
                <SubmitButton color="red" highContrast disabled={sending}>
                  {sending ? texts.confirming : texts.confirm}
                </SubmitButton>
              </Flex>
            </Flex>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </RadixThemeContext>
  );
}
