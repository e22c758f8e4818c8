import { Navigate, useParams } from 'react-router-dom';
import { awaitingFirstAnswer } from '../../api/awaiting.ts';
import { useStoreInfo } from '../../api/store-info.ts';
import { defaultPolicy, POLICY_TITLES, resolveSlug } from '../../domain/policies.ts';
import { fillPolicyPlaceholders, storeDisplayName, type PolicyCompany } from '../../domain/store.ts';
import { PolicyView } from '../../screens/policy/policy-view.tsx';
import { NotFoundView } from '../../screens/not-found/not-found-view.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import type { ServerData } from '../server-render.ts';
import { RouteHead } from '../route-head.tsx';
import { simpleMeta } from '../../domain/page-meta.ts';

/** /:policyType — one of the six policy pages; reserved words and unknown slugs go to /404. */
/**
 * A known policy renders on the server; an unknown slug renders the "page not found" screen with
 * status 404 (what crawlers need), and the browser then moves on to /404 as the spec says.
 */
export const serverData: ServerData = async ({ params }) =>
  resolveSlug(params.policyType ?? '') ? undefined : 'not-found';

function UnknownPolicy() {
  // The server's page and the browser's first render match; after hydration, on to /404.
  const hydrated = useHydrated();
  if (hydrated) return <Navigate to="/404" replace />;
  return (
    <>
      <RouteHead meta={({ storeName }) => simpleMeta(storeName, 'Page not found', { noindex: true })} />
      <NotFoundView />
    </>
  );
}

export default function PolicyRoute() {
  const { policyType = '' } = useParams();
  const slug = resolveSlug(policyType);
  const storeInfo = useStoreInfo();
  const info = storeInfo.data;
  if (!slug) return <UnknownPolicy />;

  const company: PolicyCompany = {
    companyName: info?.companyName?.trim() || storeDisplayName(info),
    companyAddress: info?.companyAddress,
    companyEmail: info?.companyEmail,
    companyPhone: info?.companyPhone,
    companyLogoUrl: info?.companyLogoUrl,
    whatsapp: info?.whatsapp,
  };
  const custom = info?.policies?.[slug];
  return (
    <>
      <RouteHead meta={({ storeName }) => simpleMeta(storeName, POLICY_TITLES[slug], { path: `/${slug}` })} />
      <PolicyView
        title={POLICY_TITLES[slug]}
        loading={awaitingFirstAnswer(storeInfo)}
        document={defaultPolicy(slug, company)}
        html={custom?.trim() ? fillPolicyPlaceholders(custom, company) : undefined}
      />
    </>
  );
}
