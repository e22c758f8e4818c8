import { useEffect, useEffectEvent } from 'react';

/**
 * How a page leaves the shop for a payment provider (the payment page, the account page paying an
 * order on account). The app uses the browser's; stories pass spies (`leave={{ assign: fn(),
 * submit: fn() }}`) so they can check where the shopper would have gone without leaving Storybook.
 */
export interface Leave {
  /** Opens another site or app (deeplink, redirectUrl): http(s) or upi: only, checked before. */
  assign: (href: string) => void;
  /** Sends the hidden redirect_post form to the gateway. */
  submit: (form: HTMLFormElement) => void;
}

export const browserLeave: Leave = {
  assign: (href) => window.location.assign(href),
  submit: (form) => form.submit(),
};

/**
 * Calls `onBack` when the browser shows this page again from its back/forward cache: the shopper
 * left for the gateway and pressed Back. Phones' browsers bring the page back as it was left, in
 * the middle of leaving (a spinning "Pay" button, "Redirecting…"); `onBack` puts it back where the
 * shopper can pay again. A page the browser loads afresh starts there anyway.
 */
export function useBackFromLeave(onBack: () => void) {
  const back = useEffectEvent(onBack);
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) back();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}
