import { describe, expect, it } from 'vitest';
import {
  categoryImage,
  DEFAULT_CATEGORIES,
  DEFAULT_STORE_NAME,
  FAILURE_CATEGORIES,
  fillPolicyPlaceholders,
  STORE_INFO_ERROR,
  storeCategories,
  storeDisplayName,
} from './store.ts';

describe('storeDisplayName', () => {
  it('uses the store name, then the company name, then the default', () => {
    expect(storeDisplayName({ storeName: 'Ghar Supplies', companyName: 'GS Pvt Ltd' })).toBe('Ghar Supplies');
    expect(storeDisplayName({ companyName: 'GS Pvt Ltd' })).toBe('GS Pvt Ltd');
    expect(storeDisplayName({})).toBe(DEFAULT_STORE_NAME);
    expect(storeDisplayName()).toBe('Supply Store');
  });

  it('treats blank names as missing', () => {
    expect(storeDisplayName({ storeName: '  ', companyName: 'GS Pvt Ltd' })).toBe('GS Pvt Ltd');
    expect(storeDisplayName({ storeName: '', companyName: '' })).toBe('Supply Store');
  });
});

describe('storeCategories', () => {
  it("uses the store's categories", () => {
    expect(storeCategories({ categories: ['Cleaning', 'Boxes'] }, false)).toEqual(['Cleaning', 'Boxes']);
  });

  it('falls back to the default categories when the store gives none', () => {
    expect(storeCategories({}, false)).toEqual(['HouseHold Supplies', 'Packaging & Shipping Products']);
    expect(storeCategories({ categories: [] }, false)).toEqual([...DEFAULT_CATEGORIES]);
    expect(storeCategories(undefined, false)).toEqual([...DEFAULT_CATEGORIES]);
  });

  it('shows Accessories when store information failed to load', () => {
    expect(storeCategories({ categories: ['Cleaning'] }, true)).toEqual(['Accessories']);
    expect(storeCategories(undefined, true)).toEqual([...FAILURE_CATEGORIES]);
  });
});

describe('categoryImage', () => {
  it("uses the store's image for a category, else an empty string", () => {
    expect(categoryImage({ categoryImages: { Boxes: 'boxes.jpg' } }, 'Boxes')).toBe('boxes.jpg');
    expect(categoryImage({}, 'Boxes')).toBe('');
  });
});

describe('STORE_INFO_ERROR', () => {
  it('is the spec message', () => {
    expect(STORE_INFO_ERROR).toBe('Failed to load store information. Please refresh the page.');
  });
});

describe('fillPolicyPlaceholders', () => {
  const company = {
    companyName: 'Ghar Supplies',
    companyAddress: '12 MG Road, Bengaluru',
    companyEmail: 'help@ghar.in',
    companyPhone: '+91 98765 43210',
    companyLogoUrl: 'https://ghar.in/logo.png',
  };

  it('fills every placeholder, every time it appears', () => {
    const html =
      '<p>{{companyName}} ({{companyName}}), {{companyAddress}}, {{companyEmail}}, {{companyPhone}}</p><img src="{{companyLogoUrl}}">';
    expect(fillPolicyPlaceholders(html, company)).toBe(
      '<p>Ghar Supplies (Ghar Supplies), 12 MG Road, Bengaluru, help@ghar.in, +91 98765 43210</p><img src="https://ghar.in/logo.png">',
    );
  });

  it('tolerates spaces inside the braces', () => {
    expect(fillPolicyPlaceholders('{{ companyName }} {{companyEmail  }}', company)).toBe(
      'Ghar Supplies help@ghar.in',
    );
  });

  it('leaves missing values empty and unknown placeholders alone', () => {
    expect(fillPolicyPlaceholders('[{{companyPhone}}] {{other}}', {})).toBe('[] {{other}}');
  });

  it('escapes values so they cannot add markup', () => {
    const filled = fillPolicyPlaceholders('<img src="{{companyLogoUrl}}">{{companyName}}', {
      companyName: '<script>alert(1)</script> & Co',
      companyLogoUrl: 'x" onerror="alert(1)',
    });
    expect(filled).toBe(
      '<img src="x&quot; onerror=&quot;alert(1)">&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co',
    );
  });
});
