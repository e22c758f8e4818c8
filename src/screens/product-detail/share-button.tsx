import { Button } from '@radix-ui/themes';
import { lazy, Suspense, useRef, useState } from 'react';
import { shareTexts as texts, type Shared } from '../../domain/share.ts';

// The dialog loads when Share is pressed on a browser without a share sheet: the page's first load carries none.
const ShareDialog = lazy(() => import('./share-dialog.tsx'));

/** The browser's own share sheet (phones: WhatsApp, Messages, e-mail…), where it has one. */
const nativeShare = (shared: Shared): ((data: Shared) => Promise<void>) | undefined => {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return undefined;
  if (navigator.canShare && !navigator.canShare(shared)) return undefined;
  return (data) => navigator.share(data);
};

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
    const sheet = nativeShare(shared);
    if (sheet) {
      try {
        await sheet(shared);
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
