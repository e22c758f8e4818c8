import { TextField } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

export type EmailInputProps = Omit<ComponentProps<typeof TextField.Root>, 'type' | 'inputMode'>;

/**
 * An e-mail address field as every form of the shop asks for one: the phone's e-mail keyboard, the
 * browser's saved address, the forms' large size. Inside a FormField, with the form's `register`.
 */
export function EmailInput(props: EmailInputProps) {
  return <TextField.Root autoComplete="email" size="3" {...props} type="email" inputMode="email" />;
}
