import { Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { questionRequest } from '../../contract/questions.ts';
import { questionTexts as texts } from '../../domain/questions.ts';

export interface QuestionFormProps {
  /** Sends the question; answers why it failed, in words, or undefined once sent. */
  onAsk: (question: string) => Promise<string | undefined>;
  onCancel: () => void;
}

/** Asking the shop about the product: the question, checked as the server checks it. */
export default function QuestionForm({ onAsk, onCancel }: QuestionFormProps) {
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // Opened by a button the shopper pressed: the question takes the focus.
    field.current?.focus();
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = questionRequest.safeParse({ question });
    setError(checked.error?.issues[0]?.message);
    if (!checked.success) return field.current?.focus();
    setSending(true);
    setFailed(await onAsk(checked.data.question));
    setSending(false);
  };
  return (
    <form noValidate aria-label={texts.ask} onSubmit={(event) => void submit(event)}>
      <Flex direction="column" gap="3" maxWidth="36rem">
        <FormField required label={texts.label} error={error} hint={texts.hint}>
          {(props) => (
            <TextArea
              ref={field}
              size="3"
              rows={3}
              resize="vertical"
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              {...props}
            />
          )}
        </FormField>
        {failed && (
          <Text as="p" size="2" color="red" role="alert">
            {failed}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          <SubmitButton size="3" loading={sending}>
            {texts.submit}
          </SubmitButton>
          <Button type="button" size="3" variant="soft" color="gray" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
