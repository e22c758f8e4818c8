import { http, HttpResponse } from 'msw';
import { storeInfo } from '../fixtures/store-info.ts';

export const storeInfoHandlers = [http.get('*/api/v1/storeInfo', () => HttpResponse.json(storeInfo))];
