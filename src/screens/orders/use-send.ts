import { useState } from 'react';

/**
 * An order dialog's send: one at a time; the answer's error message stays in the dialog (with what
 * the shopper chose), and a success closes it.
 */
export function useSend(onClose: () => void) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const send = async (call: () => Promise<string | undefined>) => {
    if (sending) return;
    setSending(true);
    setError(undefined);
    const failed = await call();
    setSending(false);
    if (failed) setError(failed);
    else onClose();
  };
  return { sending, error, send };
}
