/**
 * The contract's numeric limits, without zod: the first page load imports these (page size, line
 * quantity) and must not pull in the schema library, which loads with the first API call.
 */
export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const MAX_LINE_QUANTITY = 10_000;
/** The most products one POST /wishlist may add or remove (each list). */
export const MAX_WISHLIST_CHANGE = 500;

/** An Indian PIN code: six digits, the first 1-9 (here, without zod, for the product page's check too). */
export const PIN_CODE = /^[1-9][0-9]{5}$/;
