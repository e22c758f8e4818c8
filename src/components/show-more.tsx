import { Button, Flex, Text } from '@radix-ui/themes';

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
