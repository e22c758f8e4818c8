import type { StoreInfo } from '../contract/store-info.ts';

export const DEFAULT_STORE_NAME = 'Supply Store';
export const DEFAULT_CATEGORIES = ['HouseHold Supplies', 'Packaging & Shipping Products'] as const;
export const FAILURE_CATEGORIES = ['Accessories'] as const;
export const DEFAULT_CATEGORY_IMAGE = '';
export const STORE_INFO_ERROR = 'Failed to load store information. Please refresh the page.';

const filled = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : undefined);

/** The header's name: storeName, else companyName, else the default. */
export function storeDisplayName(info?: StoreInfo): string {
  return filled(info?.storeName) ?? filled(info?.companyName) ?? DEFAULT_STORE_NAME;
}

export function storeCategories(info: StoreInfo | undefined, failed: boolean): string[] {
  if (failed) return [...FAILURE_CATEGORIES];
  const given = (info?.categories ?? []).map((c) => c.trim()).filter((c) => c !== '');
  return given.length > 0 ? given : [...DEFAULT_CATEGORIES];
}

export function categoryImage(info: StoreInfo | undefined, category: string): string {
  return info?.categoryImages?.[category] ?? DEFAULT_CATEGORY_IMAGE;
}

export interface PolicyCompany {
  companyName?: string;
  companyAddress?: string;
  companyEmail?: string;
  companyPhone?: string;
  companyLogoUrl?: string;
  /** The shop's WhatsApp number (an extension): the privacy policy says what a chat there shares. */
  whatsapp?: string | undefined;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const PLACEHOLDER = /\{\{\s*(companyName|companyAddress|companyEmail|companyPhone|companyLogoUrl)\s*\}\}/g;

/** Fills a store policy's company placeholders; values are escaped because the result is rendered as HTML. */
export function fillPolicyPlaceholders(html: string, company: PolicyCompany): string {
  return html.replace(PLACEHOLDER, (_, key: keyof PolicyCompany) => escapeHtml(company[key] ?? ''));
}
