import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useDelivery } from '../../api/delivery.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { useSend } from '../../components/use-send.ts';
import { errorMessage, isApiError, isNotFoundError, isNotOffered, NOT_OFFERED } from '../../api/errors.ts';
import {
  askGuestStockAlert,
  cancelStockAlert,
  setStockAlert,
  useStockAlerts,
} from '../../api/stock-alerts.ts';
import type { StockAlert as WaitingAlert } from '../../contract/stock-alerts.ts';
import { loginPath, SIZE_PARAM } from '../../domain/routes.ts';
import { productShare } from '../../domain/share.ts';
import { useStoreInfo } from '../../api/store-info.ts';
import { useSiteUrl } from '../../state/site-url.tsx';
import { ShareButton } from '../../screens/product-detail/share-button.tsx';
import { stockOf } from '../../domain/stock.ts';
import { linkedSize, stockAlertTexts, waitingAlert } from '../../domain/stock-alerts.ts';
import { StockAlert, type StockAlertState } from '../../screens/product-detail/stock-alert.tsx';
import { useSession } from '../../state/session.tsx';
import { fetchProduct, productKey, useProduct } from '../../api/products.ts';
import {
  deleteReview,
  fetchReviews,
  getReviews,
  markHelpful,
  myReviewKey,
  reviewsKey,
  saveReview,
  useMyReview,
  useReviews,
} from '../../api/reviews.ts';
import type { MyReviewAnswer, ReviewsAnswer } from '../../contract/reviews.ts';
import type { QuestionsAnswer } from '../../contract/questions.ts';
import {
  askQuestion,
  fetchQuestions,
  getQuestions,
  questionsKey,
  useMyQuestions,
  useQuestions,
  withdrawQuestion,
} from '../../api/questions.ts';
import { QUESTIONS_ANCHOR, questionTexts } from '../../domain/questions.ts';
import { useRelatedProducts } from '../../api/related-products.ts';
import { nearestCategory } from '../../domain/related-products.ts';
import { RelatedProductsRow } from '../../screens/product-detail/related-products.tsx';
import { noteViewed } from '../../state/recently-viewed.ts';
import RecentlyViewed from '../recently-viewed.tsx';
import {
  QuestionsSection,
  type MyQuestionsState,
  type QuestionsState,
} from '../../screens/product-detail/questions-section.tsx';
import { NEWEST_FIRST, type ReviewView } from '../../contract/limits.ts';
import { REVIEWS_ANCHOR, reviewTexts, savedText, uniqueById } from '../../domain/reviews.ts';
import {
  RatingLink,
  ReviewsSection,
  type HelpfulMarks,
  type MyReviewState,
  type ReviewsState,
} from '../../screens/product-detail/reviews-section.tsx';
import type { CartItem } from '../../domain/cart.ts';
import { deliveryPromise } from '../../domain/delivery.ts';
import type { Product } from '../../domain/product.ts';
import { autoSelection, defaultSize, needsSizeChoice } from '../../domain/variants.ts';
import {
  ProductDetailSkeleton,
  ProductLoadError,
  ProductNotFound,
} from '../../screens/product-detail/product-detail-states.tsx';
import { productDetailTexts as texts } from '../../screens/product-detail/product-detail-texts.ts';
import {
  ProductDetailView,
  type ProductSelection,
} from '../../screens/product-detail/product-detail-view.tsx';
import { DeliveryCheck } from '../../screens/product-detail/delivery-check.tsx';
import { useCart } from '../../state/cart.ts';
import { keepDeliveryPin, storedDeliveryPin } from '../../state/delivery-pin.ts';
import { forgetAsk, rememberAsk, rememberedAsk } from '../../state/guest-alert-asks.ts';
import { dismissErrors, toast } from '../../state/toasts.ts';
import { actionTexts, useProductActions, type ProductActions } from '../product-actions.tsx';
import type { ServerData } from '../server-render.ts';
import { RouteHead } from '../route-head.tsx';
import { startQuantity } from '../../domain/bulk.ts';
import { productMeta } from '../../domain/catalogue-meta.ts';
import { simpleMeta } from '../../domain/page-meta.ts';

export const serverData: ServerData = async ({ params, load }) => {
  const id = params.id?.trim();
  // Its reviews and answered questions too, once it is there: their words and stars are in the
  // page search engines and slow phones get, and the browser parses none of them on arriving.
  if (id && (await load(productKey(id), fetchProduct)))
    await Promise.all([load(reviewsKey(id), fetchReviews), load(questionsKey(id), fetchQuestions)]);
};

/**
 * The product page's PIN check: starts from the PIN checked last in this browser (read after
 * hydration, so the server's page and the first render agree) and is left out where the server
 * does not offer delivery checks (404/405).
 */
function ProductDelivery() {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<string>();
  const pin = checked ?? (hydrated ? storedDeliveryPin() : undefined);
  const { data: check, error, isValidating, mutate } = useDelivery(pin);
  if (error && isNotOffered(error)) return null;
  return (
    <DeliveryCheck
      // Remounted once the kept PIN can be read, so the field starts from it.
      key={hydrated ? 'hydrated' : 'server'}
      pin={pin}
      result={check && { text: deliveryPromise(check, new Date()), served: check.deliverable }}
      checking={isValidating}
      failed={error !== undefined}
      onCheck={(next) => {
        keepDeliveryPin(next);
        // The same PIN again (after a failed check): ask again rather than keep the failure.
        if (next === pin) void mutate();
        else setChecked(next);
      }}
    />
  );
}

/**
 * A sold-out product's back-in-stock alert (our server's extension), shown once the page is live:
 * it depends on who is signed in. Left out where the server does not offer alerts (404/405).
 */
function ProductStockAlert({ product, size }: { product: Product; size: string | undefined }) {
  const hydrated = useHydrated();
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = session.status === 'authenticated';
  const { data: alerts, error, mutate } = useStockAlerts(signedIn && hydrated);
  const { mutate: refresh } = useSWRConfig();
  const { sending, error: failed, send } = useSend();
  // Guests' alerts are not offered by this server; the asks made on this visit, by product and
  // size (this browser also remembers them, guest-alert-asks.ts, where its storage lets it); the
  // alert whose form a guest reopened ("Use another e-mail").
  const [notOffered, setNotOffered] = useState(false);
  const [askedHere, setAskedHere] = useState<Readonly<Record<string, string>>>({});
  const [reopened, setReopened] = useState<string>();
  if (!hydrated || stockOf(product, size) !== 0) return null;
  if (signedIn && (alerts === null || (alerts === undefined && !error))) return null;
  const alert = { productId: product.id, ...(size && { size }) };
  const alertKey = `${product.id}|${size ?? ''}`;
  const askedNow = askedHere[alertKey];
  const asked = signedIn
    ? undefined
    : (rememberedAsk(alert) ?? (askedNow === undefined ? undefined : { email: askedNow, confirmed: false }));
  const refused = (e: unknown) => {
    // Refused as in stock after all: the page reads the stock again, so Add to Cart can follow.
    if (isApiError(e) && e.status === 409) void refresh(productKey(product.id));
    return errorMessage(e, stockAlertTexts.failed);
  };
  const change = (call: () => Promise<WaitingAlert[]>) =>
    send(async () => {
      try {
        await mutate(await call(), { revalidate: false });
        return undefined;
      } catch (e) {
        return refused(e);
      }
    });
  const askAsGuest = (email: string) =>
    send(async () => {
      try {
        const answer = await askGuestStockAlert({ ...alert, email });
        if (answer === NOT_OFFERED) setNotOffered(true);
        else {
          rememberAsk({ ...alert, email: answer });
          setAskedHere((all) => ({ ...all, [alertKey]: answer }));
        }
        setReopened(undefined);
        return undefined;
      } catch (e) {
        return refused(e);
      }
    });
  const signInHref = loginPath(pathname);
  const state: StockAlertState = !signedIn
    ? notOffered
      ? { kind: 'signed-out', signInHref }
      : asked
        ? { kind: asked.confirmed ? 'guest-waiting' : 'asked', email: asked.email }
        : { kind: 'guest', signInHref, again: reopened === alertKey }
    : waitingAlert(alerts ?? [], product.id, size)
      ? { kind: 'waiting', email: session.user?.email ?? '' }
      : { kind: 'ready' };
  return (
    <StockAlert
      state={state}
      size={size}
      sending={sending}
      error={failed}
      onSet={(email) => void (signedIn || !email ? change(() => setStockAlert(alert)) : askAsGuest(email))}
      onCancel={() => void change(() => cancelStockAlert(alert))}
      onAskAgain={() => {
        forgetAsk(alert);
        setAskedHere(({ [alertKey]: _, ...others }) => others);
        setReopened(alertKey);
      }}
    />
  );
}

/**
 * The product's ratings and reviews (our server's extension), asked once the page is live (they
 * sit under the fold), and the shopper's own: left out where the server does not offer them.
 */
function ProductReviews({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const session = useSession();
  const { pathname, hash } = useLocation();
  const signedIn = session.status === 'authenticated';
  const [view, setView] = useState<ReviewView>(NEWEST_FIRST);
  const first = useReviews(productId, view);
  // The pages after the first, as "Show more reviews" brings them; gone when the first is asked again.
  const [more, setMore] = useState<{ pages: ReviewsAnswer[]; loading: boolean; failed: boolean }>({
    pages: [],
    loading: false,
    failed: false,
  });
  const { data: mine, mutate: mutateMine } = useMyReview(productId, signedIn && hydrated);
  // "Helpful" counts as the shopper's marks left them (the pages keep the counts they came with).
  const [helpfulCounts, setHelpfulCounts] = useState<ReadonlyMap<number, number>>(() => new Map());
  const { mutate } = useSWRConfig();
  const shown = first.data !== undefined;
  useEffect(() => {
    // Come from a delivered order's "Write a review" (or back from signing in to write one): the part
    // is drawn once the page is live, after the browser looked for the anchor, so it is scrolled to here.
    if (shown && hash === `#${REVIEWS_ANCHOR}`) document.getElementById(REVIEWS_ANCHOR)?.scrollIntoView();
  }, [shown, hash]);
  if (first.error && isNotOffered(first.error)) return null;
  const loaded = first.data ? [first.data, ...more.pages] : [];
  const last = loaded.at(-1);
  const showMore = () => {
    if (!last || more.loading) return;
    setMore((now) => ({ ...now, loading: true, failed: false }));
    getReviews(productId, last.page + 1, undefined, view).then(
      (page) => setMore((now) => ({ pages: [...now.pages, page], loading: false, failed: false })),
      () => setMore((now) => ({ ...now, loading: false, failed: true })),
    );
  };
  const state: ReviewsState =
    first.data && last
      ? {
          kind: 'loaded',
          summary: first.data.summary,
          // A review written meanwhile moves the pages along: one seen on an earlier page is not repeated.
          reviews: uniqueById(loaded.flatMap((page) => page.data)),
          hasMore: last.page < last.pages,
          loadingMore: more.loading,
          moreFailed: more.failed,
          // Offered where the server says which order it served.
          ...(first.data.sort && { view }),
        }
      : first.error
        ? { kind: 'failed' }
        : { kind: 'loading' };
  const myState: MyReviewState = !signedIn
    ? { kind: 'signed-out', signInHref: loginPath(`${pathname}#${REVIEWS_ANCHOR}`) }
    : !mine
      ? { kind: 'none' }
      : mine.review
        ? { kind: 'reviewed', review: mine.review }
        : mine.canReview
          ? { kind: 'can-review' }
          : { kind: 'not-buyer' };
  const change = async (call: () => Promise<MyReviewAnswer>, done: (answer: MyReviewAnswer) => string) => {
    try {
      const answer = await call();
      await mutateMine(answer, { revalidate: false });
      // The list and the summary change with it: from the first page again.
      setMore({ pages: [], loading: false, failed: false });
      void first.mutate();
      toast({ topic: 'review', title: done(answer), variant: 'success' });
      return undefined;
    } catch (e) {
      // Refused as not (or no longer) a buyer: the box asks the server what it may offer now.
      if (isApiError(e) && e.status === 403) void mutate(myReviewKey(productId));
      return errorMessage(e, reviewTexts.failed);
    }
  };
  const markedIds = signedIn ? mine?.helpful : undefined;
  const helpful: HelpfulMarks = {
    counts: helpfulCounts,
    marked: markedIds && new Set(markedIds),
    own: mine?.review?.id,
    onMark: async (reviewId, marked) => {
      try {
        const answer = await markHelpful(productId, reviewId, marked);
        setHelpfulCounts((now) => new Map(now).set(reviewId, answer.helpful));
        const others = (mine?.helpful ?? []).filter((id) => id !== reviewId);
        if (mine)
          await mutateMine(
            { ...mine, helpful: marked ? [...others, reviewId] : others },
            { revalidate: false },
          );
        return undefined;
      } catch (e) {
        return errorMessage(e, reviewTexts.helpfulFailed);
      }
    },
  };
  return (
    <ReviewsSection
      state={state}
      mine={myState}
      helpful={helpful}
      onView={(next) => {
        setMore({ pages: [], loading: false, failed: false });
        setView(next);
      }}
      onShowMore={showMore}
      onRetry={() => void first.mutate()}
      onSave={(review) =>
        change(
          () => saveReview(productId, review),
          (saved) => savedText(saved.review, Boolean(mine?.review)),
        )
      }
      onDelete={() =>
        change(
          () => deleteReview(productId),
          () => reviewTexts.deleted,
        )
      }
    />
  );
}

/**
 * The product's questions and answers (our server's extension), in the server's page as the
 * reviews are, and the shopper's own once the page is live: nothing until the answered ones come,
 * or where they are not offered.
 */
function ProductQuestions({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = session.status === 'authenticated';
  const first = useQuestions(productId);
  const { data: mine, mutate: mutateMine } = useMyQuestions(productId, signedIn && hydrated);
  const [more, setMore] = useState<{ pages: QuestionsAnswer[]; loading: boolean; failed: boolean }>({
    pages: [],
    loading: false,
    failed: false,
  });
  if (!first.data && !first.error) return null;
  if (first.error && isNotOffered(first.error)) return null;
  const loaded = first.data ? [first.data, ...more.pages] : [];
  const last = loaded.at(-1);
  const state: QuestionsState =
    first.data && last
      ? {
          kind: 'loaded',
          questions: uniqueById(loaded.flatMap((page) => page.data)),
          total: first.data.total,
          hasMore: last.page < last.pages,
          loadingMore: more.loading,
          moreFailed: more.failed,
        }
      : { kind: 'failed' };
  const myState: MyQuestionsState = !signedIn
    ? { kind: 'signed-out', signInHref: loginPath(`${pathname}#${QUESTIONS_ANCHOR}`) }
    : mine
      ? { kind: 'signed-in', questions: mine.data }
      : { kind: 'none' };
  return (
    <QuestionsSection
      state={state}
      mine={myState}
      onRetry={() => void first.mutate()}
      onShowMore={() => {
        if (!last || more.loading) return;
        setMore((now) => ({ ...now, loading: true, failed: false }));
        getQuestions(productId, last.page + 1).then(
          (page) => setMore((now) => ({ pages: [...now.pages, page], loading: false, failed: false })),
          () => setMore((now) => ({ ...now, loading: false, failed: true })),
        );
      }}
      onAsk={async (question) => {
        try {
          await mutateMine(await askQuestion(productId, { question }), { revalidate: false });
          toast({ topic: 'question', title: questionTexts.sent, variant: 'success' });
          return undefined;
        } catch (e) {
          return errorMessage(e, questionTexts.failed);
        }
      }}
      onWithdraw={async (questionId) => {
        try {
          await mutateMine(await withdrawQuestion(productId, questionId), { revalidate: false });
          toast({ topic: 'question', title: questionTexts.withdrawn, variant: 'success' });
          return undefined;
        } catch (e) {
          const message = errorMessage(e, questionTexts.withdrawFailed);
          if (!isApiError(e) || (e.status !== 404 && e.status !== 409)) return message;
          // Answered or gone meanwhile: the list shows it as it stands now (it may leave the
          // waiting ones), and the notice says why.
          void mutateMine();
          toast({ topic: 'question', title: message, variant: 'destructive' });
          return undefined;
        }
      }}
    />
  );
}

/**
 * What other orders bought with the product, or more of its sub-category (our server's extension;
 * a spec server's list of the sub-category otherwise), as cards to add from. Nothing when there is
 * nothing to offer or the call failed: the page is whole without it.
 */
function ProductRelated({ product, actions }: { product: Product; actions: ProductActions }) {
  const { data, isLoading } = useRelatedProducts(product);
  return (
    <>
      <RelatedProductsRow
        kind={data?.kind}
        category={nearestCategory(product).name}
        products={data?.products}
        loading={isLoading}
        actions={actions}
      />
      {actions.dialogs}
    </>
  );
}

/** The product's stars beside its category, once its reviews are in (none: nothing). */
function ProductRating({ productId }: { productId: string }) {
  const { data } = useReviews(productId);
  return data && data.summary.count > 0 ? <RatingLink summary={data.summary} /> : null;
}

function LoadedProduct({ product, onBack }: { product: Product; onBack: () => void }) {
  const { data: reviews } = useReviews(product.id);
  const { data: store } = useStoreInfo();
  // The shop's own address (as the page's canonical link), not whichever host served this page.
  const siteUrl = useSiteUrl();
  const { add } = useCart();
  // The page's own wishlist button, and the cards under it (their dialogs rendered with them).
  const actions = useProductActions();
  const { onToggleWishlist, isWishlisted } = actions;
  const navigate = useNavigate();
  const sizeGroup = useRef<HTMLDivElement>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [params] = useSearchParams();
  // Remembered in this browser for the rows of what the shopper opened before.
  useEffect(() => noteViewed(product.id), [product.id]);
  const [selection, setSelection] = useState<ProductSelection>(() => ({
    // A link may name the size (a back-in-stock e-mail's does).
    size: linkedSize(product.sizes, params.get(SIZE_PARAM)) ?? defaultSize(product),
    colour: autoSelection(product).selectedColor,
    quantity: startQuantity(product),
  }));

  const addToCart = () => {
    if (needsSizeChoice(product, selection.size)) {
      setSizeMissing(true);
      toast({
        topic: 'cart',
        title: texts.sizeRequired,
        description: texts.sizeRequiredDetail,
        variant: 'destructive',
      });
      sizeGroup.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    const item: CartItem = {
      id: product.id,
      name: product.name,
      image: product.image,
      price: product.price,
      quantity: selection.quantity,
      ...(selection.size && { selectedSize: selection.size }),
      ...(selection.colour && { selectedColor: selection.colour }),
    };
    const added = add(item) === 'added';
    toast({
      topic: 'cart',
      title: added ? actionTexts.added : actionTexts.increased,
      description: added ? actionTexts.addedDetail(product.name) : actionTexts.increasedDetail(product.name),
      variant: 'success',
    });
    void navigate('/cart');
  };

  return (
    <>
      <RouteHead
        meta={({ siteUrl, storeName }) =>
          productMeta(siteUrl, storeName, product, new Date(), reviews?.summary)
        }
      />
      <ProductDetailView
        product={product}
        selection={selection}
        onSelectionChange={(next) => {
          setSelection(next);
          if (next.size && sizeMissing) {
            setSizeMissing(false);
            dismissErrors('cart');
          }
        }}
        sizeMissing={sizeMissing}
        sizeGroupRef={sizeGroup}
        wishlisted={isWishlisted(product.id)}
        onAddToCart={addToCart}
        onToggleWishlist={() => onToggleWishlist(product)}
        onBack={onBack}
        // One per size: a refusal about one size is not left under another.
        stockAlert={<ProductStockAlert key={selection.size ?? ''} product={product} size={selection.size} />}
        delivery={<ProductDelivery />}
        related={<ProductRelated product={product} actions={actions} />}
        recent={<RecentlyViewed except={product.id} actions={actions} mt="7" />}
        reviews={
          <>
            <ProductReviews productId={product.id} />
            <ProductQuestions productId={product.id} />
          </>
        }
        rating={<ProductRating productId={product.id} />}
        share={
          <ShareButton
            name={product.name}
            share={() => productShare(siteUrl, product, selection.size, store?.storeName)}
          />
        }
      />
    </>
  );
}

export default function ProductDetailRoute() {
  const { id } = useParams();
  const { data, error, isValidating, mutate } = useProduct(id);
  const navigate = useNavigate();
  const location = useLocation();

  // The first page of a visit has no history entry to go back to: go to the catalogue instead.
  const back = useCallback(() => {
    if (location.key === 'default') void navigate('/products');
    else void navigate(-1);
  }, [location.key, navigate]);

  if (!id?.trim() || isNotFoundError(error))
    return (
      <>
        <RouteHead meta={({ storeName }) => simpleMeta(storeName, texts.notFound, { noindex: true })} />
        <ProductNotFound onBack={back} />
      </>
    );
  if (error && !data && !isValidating)
    return <ProductLoadError onBack={back} onRetry={() => void mutate()} />;
  if (!data) return <ProductDetailSkeleton />;
  return <LoadedProduct key={data.id} product={data} onBack={back} />;
}
