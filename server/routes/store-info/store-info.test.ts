import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInfo } from '../../../src/contract/store-info.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call, ORIGIN } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /api/v1/storeInfo', () => {
  it('answers the store configuration in the contract shape', async () => {
    const res = await call(h, 'GET', '/api/v1/storeInfo');
    expect(res.status).toBe(200);
    const info = storeInfo.parse(res.body);
    expect(info.categories).toEqual(['HouseHold Supplies', 'Packaging & Shipping Products']);
    expect(info.upiId).toBe('guptasupply@okaxis');
    expect(info.companyLogoUrl).toBe(`${ORIGIN}/images/logo.svg`);
    expect(info.categoryImages?.['HouseHold Supplies']).toBe(
      `${ORIGIN}/images/categories/household-supplies.svg`,
    );
  });

  it('serves policies raw, placeholders and all, for the browser to fill in', async () => {
    const res = await call(h, 'GET', '/api/v1/storeInfo');
    expect(res.body.policies.shipping).toContain('{{companyName}}');
    expect(res.body.policies.about).toContain('{{companyLogoUrl}}');
  });

  it('answers 304 to a request carrying the current ETag', async () => {
    const first = await call(h, 'GET', '/api/v1/storeInfo');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await call(h, 'GET', '/api/v1/storeInfo', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });
});
