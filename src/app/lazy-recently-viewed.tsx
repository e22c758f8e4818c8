import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from '../state/recently-viewed.ts';
import type { RecentlyViewedProps } from './recently-viewed.tsx';

const RecentlyViewed = lazy(() => import('./recently-viewed.tsx'));

/**
 * The "Recently viewed" row where it is below the fold or seldom shown (home, an empty cart): its
 * code loads only in a browser that keeps a list, after the page is live.
 */
export function LazyRecentlyViewed(props: RecentlyViewedProps) {
  return useRecentlyViewed().length > 0 ? (
    <Suspense fallback={null}>
      <RecentlyViewed {...props} />
    </Suspense>
  ) : null;
}
