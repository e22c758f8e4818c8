import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import { PIN_CODE } from '../../contract/limits.ts';
import { deliveryTexts } from '../../domain/delivery.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export interface DeliveryCheckProps {
  /** The PIN the shopper checked last (kept in this browser), to start from. */
  pin?: string | undefined;
  /** The answer for `pin`: the promise in words, and whether the shop delivers there. */
  result?: { text: string; served: boolean } | undefined;
  checking?: boolean;
  /** The check itself failed (not a "no"): said so, the PIN kept. */
  failed?: boolean;
  onCheck: (pin: string) => void;
}

/**
 * "Delivery to 560001 by Sat, 20 Jun · Cash on delivery available", asked on the product page before
 * anything is in the cart (our server's extension; the route leaves it out where it is not offered).
 */
export function DeliveryCheck({
  pin = '',
  result,
  checking = false,
  failed = false,
  onCheck,
}: DeliveryCheckProps) {
  const [value, setValue] = useState(pin);
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const fieldId = `${id}-pin`;
  const messageId = `${id}-message`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!PIN_CODE.test(typed)) {
      setProblem(typed === '' ? deliveryTexts.enterPin : deliveryTexts.badPin);
      return;
    }
    setProblem(undefined);
    onCheck(typed);
  };

  const message = problem ?? (failed ? deliveryTexts.failed : result?.text);
  const bad = problem !== undefined || failed || result?.served === false;
  return (
    <form noValidate onSubmit={submit} aria-label={deliveryTexts.checkHeading} data-testid="delivery-check">
      <Flex direction="column" gap="2">
        <Text as="label" htmlFor={fieldId} size="2" weight="medium">
          {deliveryTexts.pinLabel}
        </Text>
        <Flex gap="2" align="center">
          <TextField.Root
            id={fieldId}
            size="3"
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="560001"
            aria-invalid={problem !== undefined}
            aria-required
            aria-describedby={message ? messageId : undefined}
            style={{ maxWidth: 160 }}
          />
          <SubmitButton size="3" variant="soft" loading={checking}>
            {deliveryTexts.check}
          </SubmitButton>
        </Flex>
        <Text
          as="p"
          size="2"
          id={messageId}
          role="status"
          color={bad ? 'red' : 'green'}
          data-testid="delivery-check-result"
        >
          {message}
        </Text>
      </Flex>
    </form>
  );
}
