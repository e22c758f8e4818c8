import { addressBookHandlers, savedBusinessHandlers } from './address-book.ts';
import { authHandlers, specAccountInfo } from './auth.ts';
import { contactHandlers } from './contact.ts';
import { orderHandlers, specOrderList } from './orders.ts';
import { paymentHandlers } from './payments.ts';
import { productHandlers } from './products.ts';
import { notOfferedHandlers } from './routes.ts';
import { specStoreInfo, storeInfoHandlers } from './store-info.ts';
import { wishlistHandlers } from './wishlist.ts';
import { guestStockAlertHandlers, stockAlertHandlers } from './stock-alerts.ts';
import { quickOrderHandlers, savedListHandlers } from './quick-order.ts';
import { taxStatementHandlers } from './tax-statement.ts';
import { creditAccountHandlers } from './credit-account.ts';
import { couponHandlers } from './coupons.ts';
import { reviewHandlers } from './reviews.ts';
import { questionHandlers } from './questions.ts';
import { quotationHandlers } from './quotations.ts';

/** The default answers: Storybook's preview and the node server start from these. */
export const handlers = [
  ...storeInfoHandlers,
  ...productHandlers,
  ...authHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...wishlistHandlers(),
  ...stockAlertHandlers(),
  ...guestStockAlertHandlers(),
  ...addressBookHandlers(),
  ...savedBusinessHandlers(),
  ...quickOrderHandlers(),
  ...savedListHandlers(),
  ...taxStatementHandlers(),
  ...creditAccountHandlers(),
  ...couponHandlers,
  ...reviewHandlers(),
  ...questionHandlers(),
  ...contactHandlers,
  ...quotationHandlers,
];

/**
 * A shop whose server implements only the spec's API: every extension answers 404, and a query
 * the spec does not have is ignored (GET /orders answers the whole list), and GET /storeInfo has
 * no WhatsApp number, nor GET /accountInfo whether the address is confirmed. The journeys' spec-only project (e2e/spec-only/) runs the app against these.
 */
export const specOnlyHandlers = [
  ...notOfferedHandlers,
  specOrderList(),
  specStoreInfo(),
  specAccountInfo(),
  ...handlers,
];
