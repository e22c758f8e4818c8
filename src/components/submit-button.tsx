import { Button } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useHydrated } from './use-hydrated.ts';

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<typeof Button>, 'type'> {
  /**
   * The form works without the app's script too (a GET to a page the server renders, as the search
   * boxes are): the button is live from the first paint.
   */
  worksWithoutScript?: boolean;
}

/**
 * A form's submit button. On a page the server rendered, the shopper sees the form before the
 * app's script has run; submitting it then would be the browser's own GET to the page, with what
 * was typed (an e-mail, a password) in the address, and the page would come back empty. So until
 * the page is live the button is off, and with it Enter in a field (a form whose submit button is
 * disabled is not submitted implicitly). Typing is not held back: what was typed is still there,
 * and sent, once the script runs. On a page rendered in the browser it is live at once.
 */
export function SubmitButton({ worksWithoutScript = false, disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={(!hydrated && !worksWithoutScript) || disabled} />;
}
