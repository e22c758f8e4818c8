import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { preprocess, z } from '../../contract/zod.ts';
import { FormField } from '../../components/form-field.tsx';
import { StarIcon } from '../../components/stars.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { reviewRequest, type Review } from '../../contract/reviews.ts';
import { reviewTexts as texts, STARS } from '../../domain/reviews.ts';
import styles from './reviews.module.css';

/**
 * The contract's request, with the rating read from the radios' text ('4'): react-hook-form checks
 * the radio whose text is the value, so the value stays text in the form and becomes a number here.
 */
const reviewForm = z.extend(reviewRequest, {
  rating: preprocess(
    (v) => (v === null || v === undefined || v === '' ? undefined : Number(v)),
    reviewRequest.shape.rating,
  ),
});
type ReviewValues = z.output<typeof reviewForm>;

export interface ReviewFormProps {
  /** The review being changed; none for a new one. */
  initial?: Pick<Review, 'rating' | 'title' | 'text'> | undefined;
  /** Answers why saving failed, in words, or undefined once saved. */
  onSave: (review: ReviewValues) => Promise<string | undefined>;
  onCancel: () => void;
}

/** Writing or changing a review: the stars (needed), a title and words (optional), checked as the server checks them. */
export default function ReviewForm({ initial, onSave, onCancel }: ReviewFormProps) {
  const ids = useId();
  const [failed, setFailed] = useState<string>();
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reviewForm>, unknown, ReviewValues>({
    resolver: zodResolver(reviewForm),
    defaultValues: {
      // None is chosen for a new review until the shopper picks one.
      rating: initial ? String(initial.rating) : undefined,
      title: initial?.title ?? '',
      text: initial?.text ?? '',
    },
  });
  const rating = Number(useWatch({ control, name: 'rating' })) || 0;
  useEffect(() => {
    // Opened by a button the shopper pressed: the first star (or the one chosen) takes the focus.
    setFocus('rating');
  }, [setFocus]);
  return (
    <form
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={handleSubmit(async (values) => setFailed(await onSave(values)))}
    >
      <Flex direction="column" gap="3" maxWidth="36rem">
        <Text as="div" weight="bold" size="3" id={`${ids}-title`}>
          {initial ? texts.edit : texts.write}
        </Text>
        <fieldset
          className={styles.starInput}
          aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}
        >
          <legend className="visually-hidden">{texts.rating}</legend>
          <Text
            as="span"
            size="2"
            weight="medium"
            aria-hidden
            style={{ alignSelf: 'center', marginRight: 8 }}
          >
            {texts.rating}
          </Text>
          {STARS.map((star) => (
            <span key={star}>
              <input type="radio" id={`${ids}-star-${star}`} value={star} {...register('rating')} />
              <label htmlFor={`${ids}-star-${star}`} title={texts.starChoice(star)}>
                <StarIcon
                  filled={star <= rating}
                  size={28}
                  {...(star > rating && { className: styles.unset })}
                />
                <span className="visually-hidden">{texts.starChoice(star)}</span>
              </label>
            </span>
          ))}
        </fieldset>
        {errors.rating?.message && (
          <Text id={`${ids}-rating-error`} size="1" color="red">
            {errors.rating.message}
          </Text>
        )}
        <FormField required={false} label={texts.title} error={errors.title?.message}>
          {(field) => <TextField.Root size="3" {...field} {...register('title')} />}
        </FormField>
        <FormField required={false} label={texts.text} error={errors.text?.message} hint={texts.textHint}>
          {(field) => <TextArea size="3" rows={4} resize="vertical" {...field} {...register('text')} />}
        </FormField>
        {failed && (
          <Text as="p" size="2" color="red" role="alert">
            {failed}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          <SubmitButton size="3" loading={isSubmitting}>
            {initial ? texts.update : texts.submit}
          </SubmitButton>
          <Button type="button" size="3" variant="soft" color="gray" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
