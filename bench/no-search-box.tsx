/**
 * The header's search box left out: the bench builds the app a second time with this in place of
 * src/app/header-search.tsx (BENCH_WITHOUT_SEARCH_BOX=1), to print what the search box adds to the
 * first load (#19: at most 8 KB gzip) apart from the rest of the page's budget.
 */
export function HeaderSearch(_props: { className?: string }) {
  return null;
}
