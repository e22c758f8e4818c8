import { useEffect, useRef } from 'react';
import type { PostFormInput } from '../domain/payment-outcome.ts';

export interface RedirectPostFormProps {
  action: string;
  inputs: readonly PostFormInput[];
  /** Called once with the built form; the route submits it (or a story inspects it). */
  onReady: (form: HTMLFormElement) => void;
}

/** The hidden POST form of a redirect_post outcome: type, url and data[key] to the gateway. */
export function RedirectPostForm({ action, inputs, onReady }: RedirectPostFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Effects run twice in development; the gateway must get the form once.
    if (!form.current || sent.current) return;
    sent.current = true;
    onReady(form.current);
  }, [onReady]);
  return (
    <form ref={form} method="post" action={action} hidden data-testid="redirect-post-form">
      {inputs.map((input) => (
        <input key={input.name} type="hidden" name={input.name} value={input.value} />
      ))}
    </form>
  );
}
