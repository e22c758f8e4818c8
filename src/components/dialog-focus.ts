import { useCallback, useRef } from 'react';

/**
 * Focus back to whatever opened a dialog that has no Dialog.Trigger (Radix only returns focus to
 * its own trigger, else the focus drops to the page body). Spread onto Dialog.Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Runs before Radix moves the focus in: the active element is still the opener.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
