import { Button, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';

export interface EmptyStateProps {
  title: string;
  hint: string;
  /** Where to go from here: a link styled as the block's button. */
  action: { label: string; to: string };
  /**
   * Whether there is anything is not known yet: a list kept in the browser (cart, wishlist) on the
   * server's page, before it hydrates. The block keeps its exact size as skeletons, so nothing
   * below it moves when the list arrives, and is announced as `loadingLabel`.
   */
  loading?: boolean;
  loadingLabel?: string;
  'data-testid'?: string;
}

/** A list with nothing in it: what is empty, what to do about it, and a way on. */
export function EmptyState({ title, hint, action, loading = false, loadingLabel, ...rest }: EmptyStateProps) {
  const status = loading ? { role: 'status', 'aria-label': loadingLabel, 'aria-busy': true } : {};
  return (
    <Flex direction="column" align="center" gap="3" py="9" data-testid={rest['data-testid']} {...status}>
      <Skeleton loading={loading}>
        <Heading as="h2" size="5">
          {title}
        </Heading>
      </Skeleton>
      <Skeleton loading={loading}>
        <Text color="gray" align="center">
          {hint}
        </Text>
      </Skeleton>
      <Skeleton loading={loading}>
        <Button asChild size="3">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      </Skeleton>
    </Flex>
  );
}
