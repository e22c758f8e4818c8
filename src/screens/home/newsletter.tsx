import { Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, type FormEvent } from 'react';
import { homeTexts } from './home-texts.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export interface NewsletterProps {
  onSubscribe: (email: string) => void;
}

/** One e-mail field; the browser's own check guards it (spec section 5), nothing is sent. */
export function Newsletter({ onSubscribe }: NewsletterProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    onSubscribe(String(new FormData(form).get('email') ?? ''));
    form.reset();
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card size="4">
        <Flex direction={{ initial: 'column', md: 'row' }} gap="5" align={{ md: 'center' }} justify="between">
          <Flex direction="column" gap="2">
            <Heading as="h2" id={`${id}-title`} size="6">
              {homeTexts.newsletterTitle}
            </Heading>
            <Text color="gray">{homeTexts.newsletterText}</Text>
          </Flex>
          <form onSubmit={submit}>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={`${id}-email`} size="2" weight="medium">
                {homeTexts.newsletterLabel}
              </Text>
              <Flex gap="2" wrap="wrap">
                <TextField.Root
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  placeholder="you@example.in"
                  size="3"
                  style={{ minWidth: 240, flex: 1 }}
                />
                <SubmitButton size="3">{homeTexts.subscribe}</SubmitButton>
              </Flex>
            </Flex>
          </form>
        </Flex>
      </Card>
    </section>
  );
}
