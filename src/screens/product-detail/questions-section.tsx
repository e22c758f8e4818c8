import { Box, Button, Flex, Heading, Link, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ShowMore, useFocusFirstNew } from '../../components/show-more.tsx';
import { ConfirmRemoval, LoadFailedNotice, ShopAnswer } from './list-parts.tsx';
import { useSend } from '../../components/use-send.ts';
import type { AnsweredQuestion, OwnQuestion } from '../../contract/questions.ts';
import { formatDocumentDate } from '../../domain/dates.ts';
import { QUESTIONS_ANCHOR, questionTexts as texts } from '../../domain/questions.ts';
import styles from './reviews.module.css';

// The form and its check (zod) load only when a shopper opens it.
const QuestionForm = lazy(() => import('./question-form.tsx'));

export type QuestionsState =
  | { kind: 'failed' }
  | {
      kind: 'loaded';
      questions: AnsweredQuestion[];
      total: number;
      hasMore: boolean;
      loadingMore?: boolean;
      /** The next page could not be loaded: said beside the button, which asks again. */
      moreFailed?: boolean;
    };

/** The shopper's part: nothing (still asking, or not offered), the way to sign in, or their questions and the form. */
export type MyQuestionsState =
  | { kind: 'none' }
  | { kind: 'signed-out'; signInHref: string }
  | { kind: 'signed-in'; questions: OwnQuestion[] };

export interface QuestionsSectionProps {
  state: QuestionsState;
  mine: MyQuestionsState;
  onShowMore: () => void;
  onRetry: () => void;
  /** Sends a question; answers why it failed, in words, or undefined once sent. */
  onAsk: (question: string) => Promise<string | undefined>;
  /** Takes back one still waiting; answers why it failed, in words, or undefined once withdrawn. */
  onWithdraw: (questionId: number) => Promise<string | undefined>;
}

/**
 * Under the reviews (our server's extension): the questions the shop has answered, the shopper's
 * own still waiting, and the way to ask one.
 */
export function QuestionsSection({
  state,
  mine,
  onShowMore,
  onRetry,
  onAsk,
  onWithdraw,
}: QuestionsSectionProps) {
  // The next page asked for: once it comes, its first question takes the focus.
  const { list, asked } = useFocusFirstNew<HTMLUListElement>(
    state.kind === 'loaded' ? state.questions.length : 0,
    ':scope > li > article',
  );
  const waiting = mine.kind === 'signed-in' ? mine.questions.filter((q) => q.answer === undefined) : [];
  return (
    <Box asChild mt="7">
      <section aria-labelledby="questions-heading" id={QUESTIONS_ANCHOR} data-testid="questions">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="questions-heading">
            {texts.heading}
          </Heading>
          {state.kind === 'failed' && (
            <LoadFailedNotice message={texts.loadFailed} retry={texts.retry} onRetry={onRetry} />
          )}
          {state.kind === 'loaded' && state.total === 0 && (
            <Text as="p" color="gray">
              {texts.none}
            </Text>
          )}
          <Ask mine={mine} onAsk={onAsk} />
          {waiting.length > 0 && (
            <Flex direction="column" gap="2" className={styles.yours} data-testid="my-questions">
              <Heading as="h3" size="3">
                {texts.yours}
              </Heading>
              <Flex asChild direction="column" gap="4">
                <ul className={styles.list}>
                  {waiting.map((q) => (
                    <li key={q.id}>
                      <WaitingQuestion question={q} onWithdraw={onWithdraw} />
                    </li>
                  ))}
                </ul>
              </Flex>
            </Flex>
          )}
          {state.kind === 'loaded' && state.questions.length > 0 && (
            <ul className={styles.list} ref={list}>
              {state.questions.map((q) => (
                <li key={q.id} className={styles.review}>
                  <Flex direction="column" gap="1" asChild>
                    <article aria-label={`${texts.asked(q.name, formatDocumentDate(q.askedAt))}`}>
                      <Text as="p" weight="bold">
                        {q.question}
                      </Text>
                      <Text size="1" color="gray">
                        {texts.asked(q.name, formatDocumentDate(q.askedAt))}
                      </Text>
                      <ShopAnswer label={texts.answer} at={q.answeredAt} text={q.answer} />
                    </article>
                  </Flex>
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

/** One of the shopper's questions still waiting, and the way to take it back (asked once more first). */
function WaitingQuestion({
  question,
  onWithdraw,
}: {
  question: OwnQuestion;
  onWithdraw: QuestionsSectionProps['onWithdraw'];
}) {
  const [confirming, setConfirming] = useState(false);
  const { sending, error, send } = useSend(() => setConfirming(false));
  return (
    <Flex direction="column" gap="2" align="start">
      <Text as="p" weight="medium">
        {question.question}
      </Text>
      <Text size="1" color="gray">
        {formatDocumentDate(question.askedAt)} · {texts.waiting}
      </Text>
      {confirming ? (
        <ConfirmRemoval
          question={texts.confirmWithdraw}
          yes={texts.confirmYes}
          keep={texts.keep}
          sending={sending}
          onYes={() => void send(() => onWithdraw(question.id))}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <Button
          variant="soft"
          color="gray"
          aria-label={texts.withdrawLabel(question.question)}
          onClick={() => setConfirming(true)}
        >
          {texts.withdraw}
        </Button>
      )}
      {error && (
        <Text as="p" size="2" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}

function Ask({ mine, onAsk }: { mine: MyQuestionsState; onAsk: QuestionsSectionProps['onAsk'] }) {
  const [asking, setAsking] = useState(false);
  if (mine.kind === 'none') return null;
  if (mine.kind === 'signed-out')
    return (
      <Link asChild size="2" weight="medium">
        <RouterLink to={mine.signInHref} className="tap-target">
          {texts.signIn}
        </RouterLink>
      </Link>
    );
  if (asking)
    return (
      <Suspense fallback={<Skeleton width="100%" height="160px" />}>
        <QuestionForm
          onAsk={async (question) => {
            const failed = await onAsk(question);
            if (!failed) setAsking(false);
            return failed;
          }}
          onCancel={() => setAsking(false)}
        />
      </Suspense>
    );
  return (
    <Box>
      <Button size="3" variant="soft" onClick={() => setAsking(true)}>
        {texts.ask}
      </Button>
    </Box>
  );
}
