import { formatCount } from './count.ts';

export type PageLink = number | 'ellipsis-start' | 'ellipsis-end';

/** Pages shown on either side of the current page (spec section 9). */
export const PAGE_SIBLINGS = 2;

export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0) || !Number.isFinite(total)) return 0;
  return Math.ceil(total / pageSize);
}

function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(totalPages, Math.max(1, Math.round(page)));
}

/**
 * First, last, and two pages either side of the current one. A gap of exactly one page shows that
 * page rather than an ellipsis (an ellipsis standing for one page saves nothing); no pages at all
 * for one page or fewer.
 */
export function paginationWindow(current: number, totalPages: number): PageLink[] {
  if (!(totalPages > 1)) return [];
  const last = Math.floor(totalPages);
  const page = clampPage(current, last);
  const start = Math.max(2, page - PAGE_SIBLINGS);
  const end = Math.min(last - 1, page + PAGE_SIBLINGS);

  const links: PageLink[] = [1];
  if (start === 3) links.push(2);
  else if (start > 3) links.push('ellipsis-start');
  for (let p = start; p <= end; p++) links.push(p);
  if (end === last - 2) links.push(last - 1);
  else if (end < last - 2) links.push('ellipsis-end');
  links.push(last);
  return links;
}

/** 'Showing X to Y of N items'; empty when there is nothing to show. */
export function paginationCaption(page: number, pageSize: number, total: number): string {
  const pages = pageCount(total, pageSize);
  if (pages === 0) return '';
  const current = clampPage(page, pages);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  return `Showing ${formatCount(from)} to ${formatCount(to)} of ${formatCount(total)} items`;
}
