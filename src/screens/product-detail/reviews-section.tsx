import { Box, Button, Flex, Heading, Link, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from '../../components/notice.tsx';
import { ShowMore, useFocusFirstNew } from '../../components/show-more.tsx';
import { ConfirmRemoval, LoadFailedNotice, ShopAnswer } from './list-parts.tsx';
import { useSend } from '../../components/use-send.ts';
import { Stars } from '../../components/stars.tsx';
import type { MyReviewAnswer, Review, ReviewRequest, ReviewSummary } from '../../contract/reviews.ts';
import { REVIEW_SORTS, type ReviewSort, type ReviewView } from '../../contract/limits.ts';
import { LabelledSelect } from '../../components/native-select.tsx';
import { formatDocumentDate } from '../../domain/dates.ts';
import { formatAverage, REVIEWS_ANCHOR, reviewTexts as texts, STARS } from '../../domain/reviews.ts';
import { formatCount } from '../../domain/count.ts';
import styles from './reviews.module.css';

// The form and its checks (react-hook-form, zod) load only when a buyer opens it.
const ReviewForm = lazy(() => import('./review-form.tsx'));

export type ReviewsState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | {
      kind: 'loaded';
      summary: ReviewSummary;
      reviews: Review[];
      hasMore: boolean;
      loadingMore?: boolean;
      /** The next page could not be loaded: said beside the button, which asks again. */
      moreFailed?: boolean;
      /**
       * The order and the rating shown, where the server offers a choice of them (absent: the newest
       * first, all of them, only).
       */
      view?: ReviewView;
    };

/**
 * The shopper's own part: nothing (still asking, or not offered); the way to sign in; why they cannot
 * review yet; the button to write one; or their review with Edit and Delete.
 */
export type MyReviewState =
  | { kind: 'none' }
  | { kind: 'signed-out'; signInHref: string }
  | { kind: 'not-buyer' }
  | { kind: 'can-review' }
  | { kind: 'reviewed'; review: NonNullable<MyReviewAnswer['review']> };

/**
 * "Helpful" marks (a later extension): counts changed here since the reviews came, and, for a
 * signed-in shopper, the reviews they marked (undefined: they cannot mark, being signed out or on a
 * server without marks) and their own review, which they cannot mark.
 */
export interface HelpfulMarks {
  counts: ReadonlyMap<number, number>;
  marked?: ReadonlySet<number> | undefined;
  own?: number | undefined;
  /** Marks the review helpful or takes the mark away; answers why it failed, in words, or undefined. */
  onMark: (reviewId: number, marked: boolean) => Promise<string | undefined>;
}

export interface ReviewsSectionProps {
  state: ReviewsState;
  mine: MyReviewState;
  helpful?: HelpfulMarks;
  onShowMore: () => void;
  onRetry: () => void;
  /** Asks for the reviews in another order, or of another rating (from the first page). */
  onView?: (view: ReviewView) => void;
  /** Writes or changes the review; answers why it failed, in words, or undefined once saved. */
  onSave: (review: ReviewRequest) => Promise<string | undefined>;
  onDelete: () => Promise<string | undefined>;
}

/** Under the product (our server's extension): the stars, each star's share, the reviews, and the shopper's own. */
export function ReviewsSection({
  state,
  mine,
  helpful,
  onShowMore,
  onRetry,
  onView,
  onSave,
  onDelete,
}: ReviewsSectionProps) {
  // The next page asked for: once it comes, its first review takes the focus.
  const { list, asked } = useFocusFirstNew<HTMLUListElement>(
    state.kind === 'loaded' ? state.reviews.length : 0,
    ':scope > li > article',
  );
  return (
    <Box asChild mt="7">
      <section aria-labelledby="reviews-heading" id={REVIEWS_ANCHOR} data-testid="reviews">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="reviews-heading">
            {texts.heading}
          </Heading>
          {state.kind === 'loading' && (
            <Flex direction="column" gap="2" data-testid="reviews-skeleton" aria-hidden>
              <Skeleton width="12rem" height="48px" />
              <Skeleton width="100%" maxWidth="24rem" height="72px" />
              <Skeleton width="100%" height="64px" />
            </Flex>
          )}
          {state.kind === 'failed' && (
            <LoadFailedNotice message={texts.loadFailed} retry={texts.retry} onRetry={onRetry} />
          )}
          {state.kind === 'loaded' && state.summary.count === 0 && (
            <Text as="p" color="gray">
              {mine.kind === 'can-review' ? texts.noneYetBuyer : texts.none}
            </Text>
          )}
          {state.kind === 'loaded' && state.summary.count > 0 && <Summary summary={state.summary} />}
          <MyReview mine={mine} onSave={onSave} onDelete={onDelete} />
          {state.kind === 'loaded' && state.view && onView && state.summary.count > 1 && (
            <ViewChoice view={state.view} byStars={state.summary.byStars} onView={onView} />
          )}
          {state.kind === 'loaded' && state.view?.stars !== undefined && state.reviews.length === 0 && (
            <Text as="p" color="gray">
              {texts.noneOfStars}
            </Text>
          )}
          {state.kind === 'loaded' && state.reviews.length > 0 && (
            <ul className={styles.list} ref={list}>
              {state.reviews.map((review) => (
                <li key={review.id} className={styles.review}>
                  <ReviewText review={review} helpful={helpful} />
                </li>
              ))}
            </ul>
          )}
          {state.kind === 'loaded' && state.hasMore && (
            <ShowMore
              label={texts.showMore}
              failedMessage={texts.loadFailed}
              loading={state.loadingMore === true}
              failed={state.moreFailed === true}
              onShowMore={() => {
                asked();
                onShowMore();
              }}
            />
          )}
        </Flex>
      </section>
    </Box>
  );
}

/**
 * Beside the product's category: its stars, average and count, leading to the reviews part. Drawn
 * in a row the page has already, so its arrival after the page is live moves nothing.
 */
export function RatingLink({ summary }: { summary: ReviewSummary }) {
  return (
    <Link
      href={`#${REVIEWS_ANCHOR}`}
      size="2"
      color="gray"
      data-testid="rating-link"
      style={{ whiteSpace: 'nowrap' }}
    >
      <Flex as="span" gap="1" align="center">
        <Stars rating={summary.average} size={14} label={null} />
        <span aria-hidden>{`${formatAverage(summary.average)} (${formatCount(summary.count)})`}</span>
        <span className="visually-hidden">{`${texts.average(summary.average)}, ${texts.ratings(summary.count)}`}</span>
      </Flex>
    </Link>
  );
}

/**
 * The choice of order (the newest first, the most helpful, or by stars) and of rating (all, or the
 * reviews of one: those with any, and the one chosen).
 */
function ViewChoice({
  view,
  byStars,
  onView,
}: {
  view: ReviewView;
  byStars: readonly number[];
  onView: (view: ReviewView) => void;
}) {
  const ratings = STARS.toReversed().filter((star) => (byStars[star - 1] ?? 0) > 0 || star === view.stars);
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <LabelledSelect
        label={texts.sort}
        value={view.sort}
        onValueChange={(value) => onView({ ...view, sort: value as ReviewSort })}
        options={REVIEW_SORTS.map((s) => ({ value: s, label: texts.sorts[s] }))}
      />
      <LabelledSelect
        label={texts.show}
        value={String(view.stars ?? 0)}
        onValueChange={(value) => onView({ sort: view.sort, ...(value !== '0' && { stars: Number(value) }) })}
        options={[
          { value: '0', label: texts.allRatings },
          ...ratings.map((star) => ({
            value: String(star),
            label: texts.onlyStars(star, byStars[star - 1] ?? 0),
          })),
        ]}
      />
    </Flex>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const most = Math.max(...summary.byStars, 1);
  return (
    <div className={styles.summary} data-testid="review-summary">
      <Flex direction="column" gap="1">
        <Text size="8" weight="bold">
          {formatAverage(summary.average)}
          <Text size="3" weight="regular" color="gray">
            {' '}
            / 5
          </Text>
        </Text>
        <Stars rating={summary.average} size={20} label={texts.average(summary.average)} />
        <Text size="2" color="gray">
          {texts.ratings(summary.count)}
        </Text>
      </Flex>
      <ul className={styles.bars}>
        {STARS.toReversed().map((star) => {
          const count = summary.byStars[star - 1] ?? 0;
          return (
            <li key={star} className={styles.bar}>
              <span className="visually-hidden">{texts.starCount(star, count)}</span>
              <Text size="2" aria-hidden>
                {star} ★
              </Text>
              <span className={styles.track} aria-hidden>
                <span
                  className={styles.fill}
                  style={{ width: `${(count / most) * 100}%`, display: 'block' }}
                />
              </span>
              <Text size="2" color="gray" align="right" aria-hidden>
                {formatCount(count)}
              </Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewText({ review, helpful }: { review: Review; helpful?: HelpfulMarks | undefined }) {
  return (
    <Flex direction="column" gap="1" asChild>
      <article aria-label={`${review.name}: ${texts.starsLabel(review.rating)}`}>
        <Flex gap="2" align="center" wrap="wrap">
          <Stars rating={review.rating} />
          {review.title && (
            <Text as="span" weight="bold">
              {review.title}
            </Text>
          )}
        </Flex>
        {review.text && <Text as="p">{review.text}</Text>}
        <Text size="1" color="gray">
          {review.name} · {texts.verified} · {formatDocumentDate(review.writtenAt)}
        </Text>
        {review.reply && (
          <ShopAnswer
            label={texts.shopReply}
            at={review.reply.repliedAt}
            text={review.reply.text}
            testId="shop-reply"
          />
        )}
        <Helpful review={review} marks={helpful} />
      </article>
    </Flex>
  );
}

/**
 * How many found the review helpful, and (signed in, not their own) the shopper's mark: a toggle
 * that says whether it is pressed. Nothing where the server keeps no marks.
 */
function Helpful({ review, marks }: { review: Review; marks?: HelpfulMarks | undefined }) {
  const { sending, error, send } = useSend();
  const count = marks?.counts.get(review.id) ?? review.helpful;
  if (count === undefined) return null;
  const canMark = marks?.marked !== undefined && marks.own !== review.id;
  if (!canMark && count === 0) return null;
  const marked = marks?.marked?.has(review.id) === true;
  return (
    <Flex gap="3" align="center" wrap="wrap" mt="1">
      {canMark && (
        <Button
          size="1"
          variant={marked ? 'soft' : 'outline'}
          {...(!marked && { color: 'gray' as const })}
          aria-pressed={marked}
          aria-label={texts.helpfulFor(review.name)}
          loading={sending}
          onClick={() => void send(() => marks.onMark(review.id, !marked))}
          className="tap-target"
        >
          {texts.helpful}
        </Button>
      )}
      {count > 0 && (
        <Text size="1" color="gray" data-testid="helpful-count">
          {texts.helpfulCount(count)}
        </Text>
      )}
      {error && (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}

function MyReview({
  mine,
  onSave,
  onDelete,
}: {
  mine: MyReviewState;
  onSave: ReviewsSectionProps['onSave'];
  onDelete: ReviewsSectionProps['onDelete'];
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { sending: deleting, error, send } = useSend(() => setConfirming(false));
  if (mine.kind === 'none') return null;
  if (mine.kind === 'signed-out')
    return (
      <Link asChild size="2" weight="medium">
        <RouterLink to={mine.signInHref} className="tap-target">
          {texts.signIn}
        </RouterLink>
      </Link>
    );
  if (mine.kind === 'not-buyer')
    return (
      <Text as="p" size="2" color="gray">
        {texts.notBuyer}
      </Text>
    );
  const review = mine.kind === 'reviewed' ? mine.review : undefined;
  if (editing)
    return (
      <Suspense fallback={<Skeleton width="100%" height="200px" />}>
        <ReviewForm
          initial={review}
          onSave={async (values) => {
            const failed = await onSave(values);
            if (!failed) setEditing(false);
            return failed;
          }}
          onCancel={() => setEditing(false)}
        />
      </Suspense>
    );
  if (!review)
    return (
      <Box>
        <Button size="3" onClick={() => setEditing(true)}>
          {texts.write}
        </Button>
      </Box>
    );
  return (
    <Flex direction="column" gap="3" className={styles.yours} data-testid="my-review">
      <Heading as="h3" size="3">
        {texts.yours}
      </Heading>
      {review.hidden ? (
        <Notice tone="warning">{texts.hidden}</Notice>
      ) : (
        review.waiting && <Notice tone="info">{texts.waiting}</Notice>
      )}
      <ReviewText review={review} />
      {confirming ? (
        <ConfirmRemoval
          question={texts.confirmDelete}
          yes={texts.confirmYes}
          keep={texts.keep}
          sending={deleting}
          onYes={() => void send(onDelete)}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <Flex gap="3" wrap="wrap">
          <Button variant="soft" onClick={() => setEditing(true)}>
            {texts.edit}
          </Button>
          <Button variant="soft" color="gray" onClick={() => setConfirming(true)}>
            {texts.delete}
          </Button>
        </Flex>
      )}
      {error && (
        <Text as="p" size="2" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}
