import { authHandlers } from './auth.ts';
import { orderHandlers } from './orders.ts';
import { paymentHandlers } from './payments.ts';
import { productHandlers } from './products.ts';
import { storeInfoHandlers } from './store-info.ts';

/** The default answers: Storybook's preview and the node server start from these. */
export const handlers = [
  ...storeInfoHandlers,
  ...productHandlers,
  ...authHandlers,
  ...orderHandlers,
  ...paymentHandlers,
];
