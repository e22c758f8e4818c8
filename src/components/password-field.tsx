import EyeClosedIcon from '~icons/radix-icons/eye-closed';
import EyeOpenIcon from '~icons/radix-icons/eye-open';
import { IconButton, TextField } from '@radix-ui/themes';
import { useState, type ComponentProps } from 'react';

export const passwordToggleLabels = { show: 'Show password', hide: 'Hide password' } as const;

export type PasswordFieldProps = Omit<ComponentProps<typeof TextField.Root>, 'type' | 'children'>;

/** A password input whose text can be shown while typing (phones make typos easy). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField.Root {...props} type={visible ? 'text' : 'password'}>
      <TextField.Slot side="right">
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="gray"
          aria-pressed={visible}
          aria-label={visible ? passwordToggleLabels.hide : passwordToggleLabels.show}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeClosedIcon /> : <EyeOpenIcon />}
        </IconButton>
      </TextField.Slot>
    </TextField.Root>
  );
}
