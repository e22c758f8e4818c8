import { TextField } from '@radix-ui/themes';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormControlProps } from '../../components/form-field.tsx';

/** A PIN code box: digits only, six at most, whatever is typed or pasted (spaces, letters). */
export function PinInput({
  field,
  control,
  autoComplete,
}: {
  field: UseFormRegisterReturn;
  control: FormControlProps;
  autoComplete: string;
}) {
  return (
    <TextField.Root
      size="3"
      inputMode="numeric"
      maxLength={6}
      autoComplete={autoComplete}
      {...control}
      {...field}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = e.target.value.replace(/\D/g, '').slice(0, 6);
        return field.onChange(e);
      }}
    />
  );
}
