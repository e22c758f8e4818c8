import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { EmailInput } from '../../components/email-input.tsx';
import { EmailSuggestion } from '../../components/email-suggestion.tsx';
import { FormDialog, useDialogSubmit, type FormProblem } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { emailChangeForm, type EmailChangeForm } from '../../contract/auth.ts';
import type { z } from '../../contract/zod.ts';
import { emailChangeTexts as texts } from '../../domain/email-change.ts';

export type ChangeEmailValues = z.output<ReturnType<typeof emailChangeForm>>;

/** What went wrong: on a field, or anything else (the form's). */
export type ChangeEmailProblem = FormProblem<'email' | 'password'>;

export interface ChangeEmailDialogProps {
  /** The address the account signs in with now (the form refuses it as the new one). */
  current: string;
  /** Asks for the change; resolves to what went wrong, or undefined once the link has gone. */
  onConfirm: (values: ChangeEmailValues) => Promise<ChangeEmailProblem | undefined>;
  onClose: () => void;
  /** Where the focus goes back to when the dialog closes: the card's button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * 'Change your e-mail address': the new address and the password (the contract's
 * `emailChangeForm`; the server's rules are the same). The link goes to the new address.
 */
export default function ChangeEmailDialog({
  current,
  onConfirm,
  onClose,
  returnFocusTo,
}: ChangeEmailDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeForm, unknown, ChangeEmailValues>({
    resolver: zodResolver(emailChangeForm(current)),
    defaultValues: { email: '', password: '' },
  });

  const { problem, submit } = useDialogSubmit(onConfirm, onClose, setError);

  return (
    <FormDialog
      title={texts.dialogTitle}
      description={texts.dialogBody}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      busy={isSubmitting}
      submitLabel={texts.send}
      busyLabel={texts.sending}
      cancelLabel={texts.cancel}
      problem={problem}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <FormField
        required
        label={texts.newEmail}
        error={errors.email?.message}
        below={<EmailSuggestion control={control} setValue={setValue} name="email" />}
      >
        {(field) => <EmailInput {...field} {...register('email')} />}
      </FormField>
      <FormField required label={texts.password} error={errors.password?.message}>
        {(field) => (
          <PasswordField {...field} {...register('password')} autoComplete="current-password" size="3" />
        )}
      </FormField>
    </FormDialog>
  );
}
