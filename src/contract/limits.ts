/**
 * The contract's numeric limits (and the forms of two identifiers), without zod: the first page
 * load imports these (page size, line quantity) and must not pull in the schema library, which
 * loads with the first API call.
 */
export const PAGE_SIZE = 12;
/**
 * How long a sign-in lasts, in days: the spec's `auth_token` cookie lifetime, and so the server's
 * session too (a session outliving its cookie would be a token no browser still holds).
 */
export const SIGN_IN_DAYS = 30;
export const MAX_PAGE_SIZE = 100;
/**
 * My Orders' page (extension, GET /orders?limit=): the orders the page shows at first and adds with
 * "Show older orders"; the most one page may ask for.
 */
export const ORDERS_PAGE = 20;
export const MAX_ORDERS_PAGE = 100;
/** The longest search of one's orders (GET /orders?q=, extension). */
export const ORDER_SEARCH_MAX = 100;
export const MAX_LINE_QUANTITY = 10_000;
/** The most products one POST /wishlist may add or remove (each list). */
export const MAX_WISHLIST_CHANGE = 500;
/**
 * How often a reorder list may remind its buyer by e-mail (extension PUT /lists/{id}/reminder), in
 * days: whole weeks, so a reminder always falls on the same day of the week.
 */
export const REMINDER_EVERY_DAYS = [7, 14, 28, 56] as const;
/** Back-in-stock alerts one account may have waiting at once. */
export const MAX_STOCK_ALERTS = 50;

/** An Indian PIN code: six digits, the first 1-9 (here, without zod, for the product page's check too). */
export const PIN_CODE = /^[1-9][0-9]{5}$/;

/** Search (GET /products?q=…, /products/suggest): the longest query, the most suggestions. */
export const MAX_QUERY_LENGTH = 100;
export const SUGGESTION_LIMIT = 8;
/**
 * A search or filtered list works on its newest this many matches: it counts them (past it the
 * answer says "200+", `search.capped`, as search engines do), describes them in facets, applies the
 * size, colour and price filters to them and ranks them, so a query costs the same at any
 * catalogue size. In a catalogue of more than 5,000 products, when the newest 5,000 hold enough
 * matches for the page asked, the older ones are not looked at and the count is "at least" too
 * (server/routes/products/search.ts, WALK_LIMIT).
 */
export const SEARCH_COUNT_CAP = 200;
/** The most volume-price tiers a product may have (src/domain/bulk.ts). */
export const MAX_PRICE_TIERS = 5;
/** The highest price filter accepted, in rupees. */
export const MAX_PRICE_FILTER = 10_000_000;
/** The product list's sorts (relevance only means something with a query). */
export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
/** The most lines one quick order (POST /quick-order) or saved reorder list may hold. */
export const MAX_QUICK_ORDER_LINES = 250;
/** The most reorder lists a buyer may keep, and the longest name of one. */
export const MAX_SAVED_LISTS = 50;
export const MAX_LIST_NAME = 60;
/** The longest SKU a buyer or the owner may type. */
export const MAX_SKU_LENGTH = 40;

/** Product reviews (src/domain/reviews.ts): a title's and a review's longest, and reviews per page. */
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;
/** The shop's public answer to a review. */
export const REVIEW_REPLY_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;
/** The orders a product's reviews come in: newest first, most marked helpful, most stars, fewest. */
export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Which of a product's reviews a page shows: in which order, and only those of one rating or all. */
export interface ReviewView {
  sort: ReviewSort;
  stars?: number | undefined;
}
export const NEWEST_FIRST: ReviewView = { sort: 'newest' };

/** Product questions (src/domain/questions.ts): a question's and an answer's longest, and per page. */
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 1000;
export const QUESTIONS_PAGE_SIZE = 10;
/** The most questions one shopper may have waiting for an answer, over all products. */
export const MAX_OPEN_QUESTIONS = 10;

/** A browser's own random name as its sign-in sends it (src/api/device-id.ts): a UUID, or like one. */
export const DEVICE_ID = /^[A-Za-z0-9-]{16,64}$/;

/** An e-way bill's number, as the GST portal gives it: 12 digits (src/domain/eway-bill.ts). */
export const EWAY_BILL_NUMBER = /^\d{12}$/;

/** An Indian bank branch's IFSC: the bank's 4 letters, a 0, the branch's 6 letters or digits (HDFC0001234). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** A bank account's number as Indian banks give them: 9 to 18 digits. */
export const BANK_ACCOUNT_NUMBER = /^\d{9,18}$/;
