import { zodResolver } from '@hookform/resolvers/zod';
import { Flex, TextArea, TextField } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailInput } from '../../components/email-input.tsx';
import { FormField } from '../../components/form-field.tsx';
import { contactTexts as texts } from './contact-texts.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

const required = (message: string) => z.string().trim().min(1, message);

export const contactForm = z.object({
  name: required(texts.nameMissing).max(100),
  email: required(texts.emailMissing).pipe(z.email(texts.emailInvalid)),
  subject: required(texts.subjectMissing).max(200),
  message: required(texts.messageMissing).max(5000),
});
export type ContactValues = z.output<typeof contactForm>;

const EMPTY = { name: '', email: '', subject: '', message: '' };

export interface ContactFormProps {
  /** Resolves once the message is "sent"; the form then clears. */
  onSubmit: (values: ContactValues) => Promise<void>;
}

export function ContactForm({ onSubmit }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof contactForm>, unknown, ContactValues>({
    resolver: zodResolver(contactForm),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    await onSubmit(values);
    reset(EMPTY);
  });

  return (
    <form noValidate onSubmit={submit} aria-label={texts.heading}>
      <Flex direction="column" gap="3">
        <FormField required label={texts.name} error={errors.name?.message}>
          {(field) => <TextField.Root {...field} {...register('name')} autoComplete="name" size="3" />}
        </FormField>
        <FormField required label={texts.email} error={errors.email?.message}>
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
