import { Flex, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

/** What a control needs to be named by the label and described by the hint and the error. */
export interface FormControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: string;
  /**
   * Whether the form needs a value here: announced to assistive technology (aria-required), while
   * the form keeps its own messages. Not optional, so no field is added without deciding.
   */
  required: boolean;
  /** The message shown under the control; marks the control invalid. */
  error?: string;
  /** Help shown under the control whatever its state. */
  hint?: ReactNode;
  /** Shown last, outside the control's description: an offer about its value (EmailSuggestion). */
  below?: ReactNode;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FormControlProps) => ReactNode;
}

/** A visible label, the control, an optional hint and the error text, tied with aria-describedby. */
export function FormField({ label, required, error, hint, below, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="1" color="red">
          {error}
        </Text>
      )}
      {below}
    </Flex>
  );
}
