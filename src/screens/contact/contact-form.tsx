import { zodResolver } from '@hookform/resolvers/zod';
import { Flex, TextArea, TextField } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '../../contract/zod.ts';
import { contactRequest, type ContactRequest } from '../../contract/contact.ts';
import { EmailInput } from '../../components/email-input.tsx';
import { EmailSuggestion } from '../../components/email-suggestion.tsx';
import { FormField } from '../../components/form-field.tsx';
import { contactTexts as texts } from './contact-texts.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export type ContactValues = ContactRequest;

const EMPTY = { name: '', email: '', subject: '', message: '' };

export interface ContactFormProps {
  /** Resolves true once the message is sent, and the form clears; false keeps what was typed. */
  onSubmit: (values: ContactValues) => Promise<boolean>;
  /** A signed-in shopper's e-mail, filled in for them (they may change it). */
  accountEmail?: string | undefined;
  /** The subject and message a link started the form with (a quote asked from a product's page). */
  prefill?: { subject?: string; message?: string } | undefined;
}

export function ContactForm({ onSubmit, accountEmail, prefill }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    getFieldState,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof contactRequest>, unknown, ContactValues>({
    resolver: zodResolver(contactRequest),
    defaultValues: { ...EMPTY, ...prefill, email: accountEmail ?? '' },
  });

  // The account's e-mail often arrives after the page: fill it in unless the shopper already typed.
  useEffect(() => {
    if (accountEmail && !getFieldState('email').isDirty && getValues('email') === '')
      setValue('email', accountEmail);
  }, [accountEmail, getFieldState, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(EMPTY);
  });

  return (
    <form noValidate onSubmit={submit} aria-label={texts.heading}>
      <Flex direction="column" gap="3">
        <FormField required label={texts.name} error={errors.name?.message}>
          {(field) => <TextField.Root {...field} {...register('name')} autoComplete="name" size="3" />}
        </FormField>
        <FormField
          required
          label={texts.email}
          error={errors.email?.message}
          below={<EmailSuggestion control={control} setValue={setValue} name="email" />}
        >
          {(field) => <EmailInput {...field} {...register('email')} />}
        </FormField>
        <FormField required label={texts.subject} error={errors.subject?.message}>
          {(field) => <TextField.Root {...field} {...register('subject')} size="3" />}
        </FormField>
        <FormField required label={texts.message} error={errors.message?.message}>
          {(field) => <TextArea {...field} {...register('message')} rows={6} size="3" resize="vertical" />}
        </FormField>
        <SubmitButton size="3" disabled={isSubmitting}>
          {isSubmitting ? texts.sending : texts.send}
        </SubmitButton>
      </Flex>
    </form>
  );
}
