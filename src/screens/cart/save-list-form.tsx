import { Button, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { MAX_LIST_NAME } from '../../contract/limits.ts';
import { savedListTexts as texts } from '../../domain/quick-order.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export interface SaveListFormProps {
  /** Saves the cart under the name; rejects with the message to show when it cannot. */
  onSave: (name: string) => Promise<void>;
  /** Starts open (a story of the form itself). */
  defaultOpen?: boolean;
}

/**
 * "Save as a list" under the cart's lines, for a signed-in buyer: a name, and the cart's SKUs and
 * quantities are kept on the account as a reorder list.
 */
export function SaveListForm({ onSave, defaultOpen = false }: SaveListFormProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  if (!open)
    return (
      <Flex>
        <Button variant="soft" onClick={() => setOpen(true)}>
          {texts.save}
        </Button>
      </Flex>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(texts.nameMissing);
      return;
    }
    setSaving(true);
    try {
      await onSave(name.trim());
      setOpen(false);
      setName('');
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : texts.failed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card asChild>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={texts.save}>
        <Flex direction="column" gap="3">
          <FormField label={texts.nameLabel} required error={error} hint={texts.nameHint}>
            {(control) => (
              <TextField.Root
                {...control}
                value={name}
                maxLength={MAX_LIST_NAME}
                onChange={(e) => setName(e.target.value)}
                placeholder="Monthly office supplies"
                // Opening the form puts the buyer in its one field.
                ref={(input) => input?.focus()}
              />
            )}
          </FormField>
          <Flex gap="2">
            <SubmitButton loading={saving}>{texts.confirm}</SubmitButton>
            <Button type="button" variant="soft" color="gray" onClick={() => setOpen(false)}>
              {texts.cancel}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** Why the cart cannot be saved as a list, where it cannot. */
export const SaveListUnavailable = () => (
  <Text size="2" color="gray">
    {texts.noSku}
  </Text>
);
