import { Notice } from './notice.tsx';

export const offlineTexts = {
  title: 'You are offline.',
  browsing:
    'Pages you have opened still work, and your cart is kept. New pages load when you are back online.',
  checkout:
    'Placing an order needs a connection. Your cart and what you have typed are kept: place the order when you are back online.',
  payment:
    'Paying needs a connection. Nothing has been charged, and your order is kept: pay when you are back online.',
} as const;

/**
 * Says the shopper has lost signal (the layouts show it above every page), or, at checkout and
 * payment, that the step needs a connection and nothing is lost meanwhile.
 */
export function OfflineNotice({ step = 'browsing' }: { step?: 'browsing' | 'checkout' | 'payment' }) {
  return (
    <Notice tone="warning" icon={null} mb="4" data-testid="offline-notice">
      <strong>{offlineTexts.title}</strong> {offlineTexts[step]}
    </Notice>
  );
}
