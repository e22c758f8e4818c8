import { useLocation } from 'react-router-dom';
import { useStoreInfo } from '../api/store-info.ts';
import type { StoreInfo } from '../contract/store-info.ts';
import { PageHead } from '../components/page-head.tsx';
import { simpleMeta, type PageMeta } from '../domain/page-meta.ts';
import { storeDisplayName } from '../domain/store.ts';
import { useSiteUrl } from '../state/site-url.tsx';

export interface HeadContext {
  siteUrl: string;
  storeName: string;
  store: StoreInfo | undefined;
}

/**
 * A route's <head>: `meta` is built from the shop's address and store info (already loaded with
 * the layout) by one of the builders in src/domain/page-meta.ts.
 */
export function RouteHead({ meta }: { meta: (context: HeadContext) => PageMeta }) {
  const siteUrl = useSiteUrl();
  const store = useStoreInfo().data;
  const storeName = storeDisplayName(store);
  return <PageHead meta={meta({ siteUrl, storeName, store })} siteUrl={siteUrl} siteName={storeName} />;
}

/** What a simple page declares in the route table (src/app/router.tsx). */
export interface SimpleHead {
  title: string;
  /** One shopper's page (account, checkout, a sign-in form): kept out of search results. */
  noindex?: boolean;
}

/** The head of a page with a title alone; an indexed one is canonical at its path, without the query. */
export function SimpleRouteHead({ title, noindex }: SimpleHead) {
  const { pathname } = useLocation();
  return (
    <RouteHead
      meta={({ storeName }) => simpleMeta(storeName, title, noindex ? { noindex } : { path: pathname })}
    />
  );
}
