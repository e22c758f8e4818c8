import { useState } from 'react';

/**
 * A form's send (the order dialogs', the back-in-stock alert's): one at a time; the answer's error
 * message stays on screen (with what the shopper chose), and a success calls `onDone` (a dialog
 * closes).
 */
export function useSend(onDone: () => void = () => {}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const send = async (call: () => Promise<string | undefined>) => {
    if (sending) return;
    setSending(true);
    setError(undefined);
    const failed = await call();
    setSending(false);
    if (failed) setError(failed);
    else onDone();
  };
  return { sending, error, send };
}
