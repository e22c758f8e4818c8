import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';

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

/**
 * After "Show more …": once the next items are drawn (`count` grows past what was shown), the first
 * of them, the `selector`'s match in `list`, takes the focus, so a screen reader reads on from the
 * new items and the focus is not lost when the button goes after the last page. Call `asked()`
 * when the shopper asks; an item without a tabindex gets -1 (focusable from here, not by Tab).
 */
export function useFocusFirstNew<E extends HTMLElement>(count: number, selector: string) {
  const list = useRef<E>(null);
  const firstNew = useRef<number | undefined>(undefined);
  useEffect(() => {
    const at = firstNew.current;
    if (at === undefined || count <= at) return;
    firstNew.current = undefined;
    const item = list.current?.querySelectorAll<HTMLElement>(selector)[at];
    if (!item) return;
    if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
    item.focus();
  }, [count, selector]);
  return {
    list,
    asked: () => {
      firstNew.current = count;
    },
  };
}
