import { Button, Flex, Text } from '@radix-ui/themes';
import ReloadIcon from '~icons/radix-icons/reload';
import { Notice } from '../../components/notice.tsx';
import { formatDocumentDate } from '../../domain/dates.ts';
import styles from './reviews.module.css';

/**
 * The pieces the product page's reviews and questions share: the list that could not be loaded,
 * the shop's words under a shopper's, and taking one's own words back.
 */

/**
 * Deleting a shopper's own review or question is asked once more first: the question, the red
 * answer that goes ahead (high-contrast text: the soft red's own is under 4.5:1 on the gray box
 * around a shopper's own) and the one that keeps it.
 */
export function ConfirmRemoval({
  question,
  yes,
  keep,
  sending,
  onYes,
  onKeep,
}: {
  question: string;
  yes: string;
  keep: string;
  sending: boolean;
  onYes: () => void;
  onKeep: () => void;
}) {
  return (
    <Flex gap="3" align="center" wrap="wrap" role="group" aria-label={question}>
      <Text size="2">{question}</Text>
      <Button color="red" variant="soft" highContrast loading={sending} onClick={onYes}>
        {yes}
      </Button>
      <Button variant="soft" color="gray" onClick={onKeep}>
        {keep}
      </Button>
    </Flex>
  );
}

/** The list could not be loaded: said, with a button that asks again. */
export function LoadFailedNotice({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Notice
      tone="error"
      actions={
        <Button variant="soft" color="gray" onClick={onRetry}>
          <ReloadIcon aria-hidden />
          {retry}
        </Button>
      }
    >
      {message}
    </Notice>
  );
}

/** The shop's public words under a shopper's ("Reply from the shop · 06 Mar 2026", then the text). */
export function ShopAnswer({
  label,
  at,
  text,
  testId,
}: {
  label: string;
  at: string;
  text: string;
  testId?: string;
}) {
  return (
    <div className={styles.reply} data-testid={testId}>
      <Text as="p" size="2">
        <Text weight="bold">{label}</Text>
        <Text color="gray"> · {formatDocumentDate(at)}</Text>
      </Text>
      <Text as="p" size="2">
        {text}
      </Text>
    </div>
  );
}
