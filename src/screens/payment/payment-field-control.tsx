import { Checkbox, TextArea, TextField } from '@radix-ui/themes';
import type { Ref } from 'react';
import { FormField, type FormControlProps } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import type { PaymentField } from '../../contract/payment.ts';
import { PHONE_MAX_LENGTH, isPhoneField } from '../../domain/phone.ts';
import { NativeSelect } from '../../components/native-select.tsx';

export interface PaymentFieldControlProps {
  field: PaymentField;
  value: string;
  error?: string;
  /** The raw text typed, picked or ticked ('true' / ''); the form normalises it. */
  onChange: (raw: string) => void;
  /** The focusable control, so the form can focus the first invalid field. */
  controlRef: Ref<HTMLElement>;
}

function autoComplete(field: PaymentField): string | undefined {
  if (field.type === 'email') return 'email';
  if (isPhoneField(field)) return 'tel';
  if (/name/i.test(field.name)) return 'name';
  return undefined;
}

function Control({
  field,
  value,
  onChange,
  controlRef,
  ...aria
}: PaymentFieldControlProps & FormControlProps) {
  const common = { ...aria, placeholder: field.placeholder, autoComplete: autoComplete(field) };
  const inputRef = controlRef as Ref<HTMLInputElement>;
  switch (field.type) {
    case 'textarea':
      return (
        <TextArea
          {...common}
          ref={controlRef as Ref<HTMLTextAreaElement>}
          size="3"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...aria}
          ref={controlRef as Ref<HTMLSelectElement>}
          size="3"
          value={value}
          onValueChange={onChange}
          options={field.options}
          placeholder={field.placeholder}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          {...aria}
          ref={controlRef as Ref<HTMLButtonElement>}
          size="3"
          checked={value === 'true'}
          onCheckedChange={(checked) => onChange(checked === true ? 'true' : '')}
        />
      );
    case 'password':
      return (
        <PasswordField
          {...common}
          ref={inputRef}
          size="3"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default: {
      const phone = isPhoneField(field);
      const digitsMask = field.mask !== undefined && /^[9\s-]+$/.test(field.mask);
      return (
        <TextField.Root
          {...common}
          ref={inputRef}
          size="3"
          type={phone ? 'tel' : field.type === 'number' ? 'text' : field.type}
          inputMode={phone ? 'tel' : field.type === 'number' ? 'decimal' : digitsMask ? 'numeric' : undefined}
          maxLength={phone ? PHONE_MAX_LENGTH : field.mask?.length}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
}

/** One field of the provider's payment form, drawn from its definition (spec section 3). */
export function PaymentFieldControl(props: PaymentFieldControlProps) {
  const { field, error } = props;
  return (
    <FormField
      label={field.label || field.name}
      required={Boolean(field.rules.required)}
      error={error}
      hint={field.description}
    >
      {(aria) => <Control {...props} {...aria} />}
    </FormField>
  );
}
