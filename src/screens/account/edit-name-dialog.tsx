import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, TextField } from '@radix-ui/themes';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { nameRequest, type NameRequest } from '../../contract/auth.ts';
import type { z } from '../../contract/zod.ts';
import { accountSecurityTexts as texts } from '../../domain/account-security.ts';

export type NameValues = z.output<typeof nameRequest>;

export interface EditNameDialogProps {
  /** The name as the account has it now. */
  current: NameRequest;
  /** Saves the name; resolves to what went wrong, or undefined once it is saved. */
  onConfirm: (values: NameValues) => Promise<string | undefined>;
  onClose: () => void;
  /** Where the focus goes back to when the dialog closes: the details' Edit name button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** 'Change your name': first and last, by registration's rules (the contract's `nameRequest`). */
export default function EditNameDialog({ current, onConfirm, onClose, returnFocusTo }: EditNameDialogProps) {
  const [problem, setProblem] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NameRequest, unknown, NameValues>({
    resolver: zodResolver(nameRequest),
    defaultValues: current,
  });

  const submit = async (values: NameValues) => {
    setProblem(undefined);
    const failed = await onConfirm(values);
    if (failed === undefined) onClose();
    else setProblem(failed);
  };

  return (
    <FormDialog
      title={texts.nameTitle}
      description={texts.nameBody}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      busy={isSubmitting}
      submitLabel={texts.saveName}
      busyLabel={texts.savingName}
      cancelLabel={texts.cancel}
      problem={problem}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <Grid columns={{ initial: '1', xs: '2' }} gap="3">
        <FormField required label={texts.firstName} error={errors.firstName?.message}>
          {(field) => (
            <TextField.Root {...field} {...register('firstName')} autoComplete="given-name" size="3" />
          )}
        </FormField>
        <FormField required label={texts.lastName} error={errors.lastName?.message}>
          {(field) => (
            <TextField.Root {...field} {...register('lastName')} autoComplete="family-name" size="3" />
          )}
        </FormField>
      </Grid>
    </FormDialog>
  );
}
