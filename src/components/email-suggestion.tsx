import { Button, Flex, Text } from '@radix-ui/themes';
import {
  useFormState,
  useWatch,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { emailTypoTexts as texts, likelyEmail } from '../domain/email-typo.ts';

export interface EmailSuggestionProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's context and output
  control: Control<T, any, any>;
  setValue: UseFormSetValue<T>;
  /** The form's e-mail field. */
  name: FieldPathByValue<T, string | undefined>;
}

/**
 * "Did you mean asha@gmail.com? Use it", under an e-mail field once the shopper has left it (or sent
 * the form) with a mistyped mail provider (likelyEmail). "Use it" puts that address in the field;
 * the address typed is never changed otherwise. For FormField's `below`.
 */
export function EmailSuggestion<T extends FieldValues>({ control, setValue, name }: EmailSuggestionProps<T>) {
  const value: unknown = useWatch({ control, name });
  const { touchedFields, isSubmitted } = useFormState({ control, name });
  const touched = Boolean((touchedFields as Record<string, unknown>)[name]) || isSubmitted;
  const meant = touched && typeof value === 'string' ? likelyEmail(value) : undefined;
  if (!meant) return null;
  return (
    <Flex role="status" gap="2" align="center" wrap="wrap" data-testid="email-suggestion">
      <Text size="2">
        {texts.didYouMean} <Text weight="bold">{meant}</Text>?
      </Text>
      <Button
        type="button"
        size="1"
        variant="soft"
        aria-label={texts.useLabel(meant)}
        onClick={() =>
          setValue(name, meant as PathValue<T, typeof name>, {
            shouldDirty: true,
            shouldTouch: true,
            shouldValidate: isSubmitted,
          })
        }
      >
        {texts.use}
      </Button>
    </Flex>
  );
}
