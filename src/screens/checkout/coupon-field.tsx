import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import type { CouponCheckAnswer, CouponOffers } from '../../contract/order.ts';
import { COUPON_CODE, couponTexts, normaliseCouponCode } from '../../domain/coupons.ts';

export interface CouponFieldProps {
  /** The coupon the order will be placed with, once checked (POST /coupons/check's answer). */
  applied?: CouponCheckAnswer | undefined;
  /** Asking the server about a code: the button waits. */
  checking?: boolean;
  /** The server's refusal of the code typed, in the shopper's words. */
  error?: string | undefined;
  /** The server takes no coupons (404/405): the field gives way to a note. */
  notOffered?: boolean;
  /** A well-formed code to check (in capitals). */
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The shopper changed the code typed: an earlier refusal no longer applies. */
  onEdit?: () => void;
  /** The coupons the shop offers this shopper (GET /coupons), each applied with a tap. */
  offers?: CouponOffers['data'] | undefined;
}

/** The shop's offers under the box: each coupon, what it takes off, and Apply. */
function Offers({
  offers,
  checking,
  onApply,
}: Required<Pick<CouponFieldProps, 'offers' | 'onApply'>> & { checking: boolean }) {
  return (
    <Flex direction="column" gap="2" asChild>
      <section aria-labelledby="coupon-offers-heading" data-testid="coupon-offers">
        <Text as="p" size="2" weight="medium" id="coupon-offers-heading">
          {couponTexts.offers}
        </Text>
        <Flex asChild direction="column" gap="2" m="0" p="0">
          <ul style={{ listStyle: 'none' }}>
            {offers.map((offer) => (
              <Flex asChild key={offer.code} justify="between" align="center" gap="3">
                <li>
                  <Flex direction="column" minWidth="0">
                    <Text size="2" weight="bold">
                      {offer.code}
                    </Text>
                    <Text size="1" color="gray">
                      {offer.description}
                    </Text>
                  </Flex>
                  <Button
                    type="button"
                    size="1"
                    variant="soft"
                    disabled={checking}
                    aria-label={couponTexts.applyOffer(offer.code)}
                    onClick={() => onApply(offer.code)}
                  >
                    {couponTexts.apply}
                  </Button>
                </li>
              </Flex>
            ))}
          </ul>
        </Flex>
      </section>
    </Flex>
  );
}

/**
 * The checkout's coupon box: a code and Apply (its own small form, so Enter applies the code and
 * does not place the order); once applied, what it takes off and a way to remove it.
 */
export function CouponField({
  applied,
  checking = false,
  error,
  notOffered = false,
  onApply,
  onRemove,
  onEdit,
  offers,
}: CouponFieldProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  if (notOffered)
    return (
      <Text as="p" size="2" color="gray" data-testid="coupon-not-offered">
        {couponTexts.notOffered}
      </Text>
    );

  if (applied)
    return (
      <Flex justify="between" align="start" gap="3" data-testid="coupon-applied">
        <Flex direction="column" gap="1" minWidth="0">
          <Text size="2" weight="medium" color="green" role="status">
            {couponTexts.applied(applied.code, applied.discount)}
          </Text>
          <Text size="1" color="gray">
            {applied.description}
          </Text>
        </Flex>
        <Button type="button" variant="ghost" size="1" onClick={onRemove}>
          {couponTexts.remove}
        </Button>
      </Flex>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseCouponCode(typed);
    const wrong = code === '' ? couponTexts.blank : COUPON_CODE.test(code) ? undefined : couponTexts.badCode;
    setProblem(wrong);
    if (!wrong) onApply(code);
  };

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="coupon-form">
        <FormField label={couponTexts.label} required={false} error={problem ?? error}>
          {(control) => (
            <Flex gap="2">
              <TextField.Root
                {...control}
                size="2"
                value={typed}
                placeholder={couponTexts.placeholder}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                style={{ flexGrow: 1 }}
                onChange={(e) => {
                  // Codes are kept in capitals: shown as they will be read.
                  setTyped(e.target.value.toUpperCase());
                  setProblem(undefined);
                  onEdit?.();
                }}
              />
              <SubmitButton size="2" variant="soft" disabled={checking}>
                {checking ? couponTexts.applying : couponTexts.apply}
              </SubmitButton>
            </Flex>
          )}
        </FormField>
      </form>
      {offers && offers.length > 0 && <Offers offers={offers} checking={checking} onApply={onApply} />}
    </>
  );
}
