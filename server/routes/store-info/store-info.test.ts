import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInfo } from '../../../src/contract/store-info.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { ORIGIN } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /api/v1/storeInfo', () => {
  it('answers the store configuration in the contract shape', async () => {
    const res = await apiClient(h).storeInfo.$get();
    expect(res.status).toBe(200);
    const info = storeInfo.parse(await res.json());
    expect(info.categories).toEqual(['HouseHold Supplies', 'Packaging & Shipping Products']);
    expect(info.upiId).toBe('guptasupply@okaxis');
    expect(info.whatsapp).toBe('+91 98765 43210');
    expect(info.companyLogoUrl).toBe(`${ORIGIN}/images/logo.svg`);
    expect(info.categoryImages?.['HouseHold Supplies']).toBe(
      `${ORIGIN}/images/categories/household-supplies.svg`,
    );
  });

  it('serves policies raw, placeholders and all, for the browser to fill in', async () => {
    const { policies } = await (await apiClient(h).storeInfo.$get()).json();
    expect(policies!.shipping).toContain('{{companyName}}');
    expect(policies!.about).toContain('{{companyLogoUrl}}');
  });

  it('answers 304 to a request carrying the current ETag', async () => {
    const api = apiClient(h);
    const first = await api.storeInfo.$get();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await api.storeInfo.$get({}, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });
});
