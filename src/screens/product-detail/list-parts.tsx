import { Button, Flex, Text } from '@radix-ui/themes';
import { ReloadIcon } from '@radix-ui/react-icons';
import { Notice } from '../../components/notice.tsx';
import { formatDocumentDate } from '../../domain/dates.ts';
import styles from './reviews.module.css';

/**
 * The pieces the product page's reviews and questions share: the list that could not be loaded,
 * the next page on asking, and the shop's words under a shopper's.
 */

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

/** "Show more …": the next page; one that could not be loaded is said beside the button, which asks again. */
export function ShowMore({
  label,
  failedMessage,
  loading,
  failed,
  onShowMore,
}: {
  label: string;
  failedMessage: string;
  loading: boolean;
  failed: boolean;
  onShowMore: () => void;
}) {
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Button variant="soft" loading={loading} onClick={onShowMore}>
        {label}
      </Button>
      {failed && (
        <Text size="2" color="red" role="alert">
          {failedMessage}
        </Text>
      )}
    </Flex>
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
