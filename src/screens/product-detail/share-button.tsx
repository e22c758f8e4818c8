import { Button } from '@radix-ui/themes';
import { lazy, Suspense, useRef, useState } from 'react';
import { shareTexts as texts, type Shared } from '../../domain/share.ts';

// The dialog loads when Share is pressed on a browser without a share sheet: the page's first load carries none.
const ShareDialog = lazy(() => import('./share-dialog.tsx'));

/** Whether the browser has a share sheet of its own (phones: WhatsApp, Messages, e-mail…) for this. */
const hasShareSheet = (shared: Shared) =>
  typeof navigator !== 'undefined' &&
  typeof navigator.share === 'function' &&
  (navigator.canShare?.(shared) ?? true);

export interface ShareButtonProps {
  /** The product's name, for the button's accessible name. */
  name: string;
  /** What to share, made when pressed (the size chosen then, the page's own address). */
  share: () => Shared;
}

/**
 * "Share" beside the product's actions: the phone's share sheet, or on a computer a dialog with the
 * link, Copy, WhatsApp and e-mail. Closing the share sheet is no error.
 */
export function ShareButton({ name, share }: ShareButtonProps) {
  const [open, setOpen] = useState<Shared>();
  const button = useRef<HTMLButtonElement>(null);
  const press = async () => {
    const shared = share();
    if (hasShareSheet(shared)) {
      try {
        await navigator.share(shared);
        return;
      } catch (e) {
        // The shopper closed the sheet; any other refusal falls back to the dialog.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    setOpen(shared);
  };
  return (
    <>
      <Button
        ref={button}
        size="3"
        variant="surface"
        aria-label={texts.shareLabel(name)}
        onClick={() => void press()}
      >
        {texts.share}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog shared={open} onClose={() => setOpen(undefined)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
