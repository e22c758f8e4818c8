import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Notice } from './notice.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { SubmitButton } from './submit-button.tsx';

export interface FormDialogProps {
  title: string;
  description: string;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Sending: the buttons wait and the dialog does not close. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** What went wrong that no field says, under the fields. */
  problem?: string | undefined;
  onClose: () => void;
  /** Where the focus goes back to when the dialog closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The fields. */
  children: ReactNode;
}

/** A dialog that is one small form: its fields, a problem the server gave, Cancel and the submit button. */
export function FormDialog({
  title,
  description,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  cancelLabel,
  problem,
  onClose,
  returnFocusTo,
  children,
}: FormDialogProps) {
  return (
    <ModalDialog
      title={title}
      description={description}
      maxWidth="460px"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      busy={busy}
    >
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3" mt="4">
          {children}
          {problem && <Notice tone="error">{problem}</Notice>}
          <Flex gap="3" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <SubmitButton disabled={busy}>{busy ? busyLabel : submitLabel}</SubmitButton>
          </Flex>
        </Flex>
      </form>
    </ModalDialog>
  );
}

/** What went wrong with a dialog's form: said on one of its fields (`field`), or under them all. */
export interface FormProblem<Field extends string> {
  message: string;
  field?: Field;
}

/**
 * A dialog form's submit: `onConfirm` resolves to what went wrong, or undefined once done (the
 * dialog closes). A problem with a field is said on it and the field takes the focus (`setError`,
 * react-hook-form's); any other is the dialog's `problem`.
 */
export function useDialogSubmit<Values, Field extends string>(
  onConfirm: (values: Values) => Promise<FormProblem<Field> | undefined>,
  onClose: () => void,
  setError: (field: Field, error: { message: string }, options: { shouldFocus: boolean }) => void,
) {
  const [problem, setProblem] = useState<string>();
  const submit = async (values: Values) => {
    setProblem(undefined);
    const failed = await onConfirm(values);
    if (!failed) onClose();
    else if (failed.field) setError(failed.field, { message: failed.message }, { shouldFocus: true });
    else setProblem(failed.message);
  };
  return { problem, submit };
}
