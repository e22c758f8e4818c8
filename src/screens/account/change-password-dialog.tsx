import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, useDialogSubmit, type FormProblem } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { changePasswordForm, type ChangePasswordForm } from '../../contract/auth.ts';
import type { z } from '../../contract/zod.ts';
import { accountSecurityTexts as texts } from '../../domain/account-security.ts';

export type ChangePasswordValues = z.output<typeof changePasswordForm>;

/** What went wrong: on a field, or anything else (the form's). */
export type ChangePasswordProblem = FormProblem<'currentPassword'>;

export interface ChangePasswordDialogProps {
  /** Changes the password; resolves to what went wrong, or undefined once it is changed. */
  onConfirm: (values: ChangePasswordValues) => Promise<ChangePasswordProblem | undefined>;
  onClose: () => void;
  /** Where the focus goes back to when the dialog closes: the card's button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const fields = [
  ['currentPassword', texts.current, 'current-password'],
  ['password', texts.next, 'new-password'],
  ['confirmPassword', texts.confirm, 'new-password'],
] as const;

/**
 * 'Change your password': the current one, then the new one twice (the rules are the contract's
 * `changePasswordForm`, the server's are the same). A wrong current password is said on its field.
 */
export default function ChangePasswordDialog({
  onConfirm,
  onClose,
  returnFocusTo,
}: ChangePasswordDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const { problem, submit } = useDialogSubmit(onConfirm, onClose, setError);

  return (
    <FormDialog
      title={texts.dialogTitle}
      description={texts.dialogBody}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      busy={isSubmitting}
      submitLabel={texts.save}
      busyLabel={texts.saving}
      cancelLabel={texts.cancel}
      problem={problem}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {fields.map(([name, label, autoComplete]) => (
        <FormField key={name} required label={label} error={errors[name]?.message}>
          {(field) => <PasswordField {...field} {...register(name)} autoComplete={autoComplete} size="3" />}
        </FormField>
      ))}
    </FormDialog>
  );
}
