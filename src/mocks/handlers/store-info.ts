import { http, HttpResponse } from 'msw';
import { storeInfo } from '../fixtures/store-info.ts';

export const storeInfoHandlers = [http.get('*/api/v1/storeInfo', () => HttpResponse.json(storeInfo))];

/** A spec server's store information: the spec's fields, none of our extensions (WhatsApp). */
export const specStoreInfo = () => {
  const { whatsapp: _whatsapp, ...spec } = storeInfo;
  return http.get('*/api/v1/storeInfo', () => HttpResponse.json(spec));
};
