import { Box, Button, Flex, Text } from '@radix-ui/themes';
import ChevronLeftIcon from '~icons/radix-icons/chevron-left';
import ChevronRightIcon from '~icons/radix-icons/chevron-right';
import { pageCount, paginationCaption, paginationWindow } from '../domain/pagination.ts';
import { formatCount } from '../domain/count.ts';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** All items across pages. */
  total: number;
  onPageChange: (page: number) => void;
}

export const paginationTexts = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  page: (n: number) => `Page ${formatCount(n)}`,
} as const;

/** Page links (spec section 9): first, last, two either side of the current page; nothing for one page. */
export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = Math.min(pages, Math.max(1, Math.round(page) || 1));
  const links = paginationWindow(current, pages);

  return (
    <Flex direction="column" align="center" gap="3" asChild>
      <nav aria-label={paginationTexts.label}>
        <Flex align="center" justify="center" gap="1" wrap="wrap" asChild>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <li>
              <Button
                size={{ initial: '1', sm: '2' }}
                variant="soft"
                color="gray"
                disabled={current <= 1}
                onClick={() => onPageChange(current - 1)}
                aria-label={paginationTexts.previousLabel}
              >
                <ChevronLeftIcon aria-hidden />
                <Box as="span" display={{ initial: 'none', sm: 'inline' }}>
                  {paginationTexts.previous}
                </Box>
              </Button>
            </li>
            {links.map((link) =>
              typeof link === 'number' ? (
                <li key={link}>
                  <Button
                    size={{ initial: '1', sm: '2' }}
                    variant={link === current ? 'solid' : 'soft'}
                    color={link === current ? undefined : 'gray'}
                    aria-current={link === current ? 'page' : undefined}
                    aria-label={paginationTexts.page(link)}
                    onClick={() => onPageChange(link)}
                    className={styles.page}
                  >
                    {formatCount(link)}
                  </Button>
                </li>
              ) : (
                <li key={link} aria-hidden>
                  <Text color="gray" data-testid="pagination-ellipsis" mx="1">
                    …
                  </Text>
                </li>
              ),
            )}
            <li>
              <Button
                size={{ initial: '1', sm: '2' }}
                variant="soft"
                color="gray"
                disabled={current >= pages}
                onClick={() => onPageChange(current + 1)}
                aria-label={paginationTexts.nextLabel}
              >
                <Box as="span" display={{ initial: 'none', sm: 'inline' }}>
                  {paginationTexts.next}
                </Box>
                <ChevronRightIcon aria-hidden />
              </Button>
            </li>
          </ul>
        </Flex>
        <Text size="2" color="gray">
          {paginationCaption(current, pageSize, total)}
        </Text>
      </nav>
    </Flex>
  );
}
