import { useEffect } from 'react';
import { awaitingFirstAnswer } from '../../api/awaiting.ts';
import { featuredKey, fetchProducts, useFeaturedProducts } from '../../api/products.ts';
import { fetchStoreInfo, storeInfoKey, useStoreInfo } from '../../api/store-info.ts';
import { categoryImage, storeCategories } from '../../domain/store.ts';
import { HOME_CATEGORY_LIMIT, homeTexts } from '../../screens/home/home-texts.ts';
import { HomeView } from '../../screens/home/home-view.tsx';
import { toast } from '../../state/toasts.ts';
import { LazyRecentlyViewed } from '../lazy-recently-viewed.tsx';
import { useProductActions } from '../product-actions.tsx';
import type { ServerData } from '../server-render.ts';
import { RouteHead } from '../route-head.tsx';
import { homeMeta } from '../../domain/page-meta.ts';

export const serverData: ServerData = async ({ load }) => {
  const info = await load(storeInfoKey, fetchStoreInfo);
  if (info) await load(featuredKey(storeCategories(info, false)[0]), fetchProducts);
};

const subscribed = () =>
  toast({ title: homeTexts.subscribed, description: homeTexts.subscribedDetail, variant: 'success' });

export default function HomeRoute() {
  const storeInfo = useStoreInfo();
  const { data: info, error: infoError } = storeInfo;
  const infoLoading = awaitingFirstAnswer(storeInfo);
  const failed = Boolean(infoError) && !info;
  const categories = storeCategories(info, failed)
    .slice(0, HOME_CATEGORY_LIMIT)
    .map((name) => ({ name, image: categoryImage(info, name) }));
  // Featured products wait for store info: their filter is the store's first category.
  const featured = useFeaturedProducts(categories[0]?.name, !infoLoading);
  const actions = useProductActions();

  useEffect(() => {
    // The spec: a failed featured load is only logged; the section then shows its empty message.
    if (featured.error) console.warn('Featured products failed to load', featured.error);
  }, [featured.error]);

  return (
    <>
      <RouteHead
        meta={({ siteUrl, storeName, store }) =>
          homeMeta(siteUrl, {
            name: storeName,
            companyName: store?.companyName,
            address: store?.companyAddress,
            phone: store?.companyPhone,
            email: store?.companyEmail,
            logo: store?.companyLogoUrl,
            description: store?.description,
          })
        }
      />
      <HomeView
        categories={categories}
        categoriesLoading={infoLoading}
        featured={featured.error ? [] : featured.data?.products}
        featuredLoading={infoLoading || awaitingFirstAnswer(featured)}
        actions={actions}
        recent={<LazyRecentlyViewed actions={actions} large />}
        onSubscribe={subscribed}
      />
      {actions.dialogs}
    </>
  );
}
