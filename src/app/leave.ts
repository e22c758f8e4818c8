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
