import { Flex, Skeleton, Text } from '@radix-ui/themes';

export interface FormSkeletonProps {
  /** What a screen reader hears while the form is on its way. */
  label: string;
  /** How many label-and-field pairs to hold a place for. */
  fields: number;
  /** A place for the form's button under the fields (off where the button sits elsewhere). */
  button?: boolean;
}

/** The place of a form that cannot be shown yet: a label and a field's height per field, announced as `label`. */
export function FormSkeleton({ label, fields, button = true }: FormSkeletonProps) {
  return (
    <Flex direction="column" gap="4" aria-busy="true">
      <Text role="status" className="visually-hidden">
        {label}
      </Text>
      {Array.from({ length: fields }, (_, n) => (
        <Flex key={n} direction="column" gap="1">
          <Skeleton width="30%" height="16px" />
          <Skeleton width="100%" height="40px" />
        </Flex>
      ))}
      {button && <Skeleton width="100%" height="40px" />}
    </Flex>
  );
}
