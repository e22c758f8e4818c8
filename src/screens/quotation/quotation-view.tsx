import { zodResolver } from '@hookform/resolvers/zod';
import ArrowLeftIcon from '~icons/radix-icons/arrow-left';
import { Card, Flex, Grid, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import type { TaxDocument } from '../../contract/invoice.ts';
import { quotationForm, type QuotationForm, type QuotationFormValues } from '../../contract/quotation.ts';
import { quotationTexts as t } from '../../domain/quotation.ts';
import { StateSelect } from '../checkout/state-select.tsx';
import { InvoiceDocument } from '../invoice/invoice-document.tsx';
import { DocumentActions } from '../invoice/invoice-view.tsx';
import styles from '../invoice/invoice.module.css';
import own from './quotation.module.css';

export interface QuotationViewProps {
  /** Lines in the cart: none, and the page says so; undefined until the browser has read the cart (its place is held). */
  lines: number | undefined;
  /** What the form starts with (a business's details saved from its last order). */
  defaults?: Partial<QuotationForm> | undefined;
  onMake: (values: QuotationFormValues) => void | Promise<void>;
  making?: boolean;
  /** Why the last one could not be made (a product no longer sold, the network), or that the shop makes none. */
  problem?: string | undefined;
  /** The quotation made, under the form. */
  quotation?: TaxDocument | undefined;
  onPrint: () => void;
  /** Downloads the PDF the server draws, to save or forward; `downloading` while it comes. */
  onDownloadPdf: () => void;
  downloading?: boolean;
}

/**
 * /quotation: the cart as a quotation for a business buyer's approval, for the state the goods go
 * to and the business named. The form stays above the document (not printed) to change and make
 * it again; the document prints on A4 as an invoice does.
 */
export function QuotationView({
  lines,
  defaults,
  onMake,
  making = false,
  problem,
  quotation,
  onPrint,
  onDownloadPdf,
  downloading = false,
}: QuotationViewProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuotationForm, unknown, QuotationFormValues>({
    resolver: zodResolver(quotationForm),
    defaultValues: { state: '', legalName: '', gstin: '', ...defaults },
  });
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <Flex direction="column" gap="4" px={{ initial: '3', sm: '5' }} py={{ initial: '3', sm: '5' }}>
        <Flex justify="between" align="center" gap="3" wrap="wrap" className={styles.noPrint}>
          <Link asChild size="2">
            <RouterLink to="/cart">
              <Flex align="center" gap="1" asChild>
                <span>
                  <ArrowLeftIcon aria-hidden />
                  {t.backToCart}
                </span>
              </Flex>
            </RouterLink>
          </Link>
          {quotation && (
            <DocumentActions onDownloadPdf={onDownloadPdf} downloading={downloading} onPrint={onPrint} />
          )}
        </Flex>
        <div className={styles.noPrint}>
          <Heading as="h1" size="6" mb="1">
            {t.pageTitle}
          </Heading>
          {lines !== undefined && lines > 0 && (
            <Text as="p" size="2" color="gray">
              {t.intro}
            </Text>
          )}
        </div>
        {!lines ? (
          <EmptyState
            title={t.emptyTitle}
            hint={t.empty}
            action={{ label: t.browse, to: '/products' }}
            loading={lines === undefined}
            loadingLabel={t.reading}
          />
        ) : (
          <Card size="3" className={styles.noPrint}>
            <form noValidate onSubmit={(e) => void handleSubmit(onMake)(e)}>
              <Flex direction="column" gap="4">
                <FormField required label={t.state} error={errors.state?.message}>
                  {(control) => (
                    <StateSelect autoComplete="address-level1" {...control} {...register('state')} />
                  )}
                </FormField>
                <fieldset className={own.fieldset}>
                  <Text as="div" size="2" weight="bold" mb="2" asChild>
                    <legend>{t.business}</legend>
                  </Text>
                  <Grid columns={{ initial: '1', sm: '2' }} gap="3">
                    <FormField required={false} label={t.legalName} error={errors.legalName?.message}>
                      {(control) => (
                        <TextField.Root
                          size="3"
                          autoComplete="organization"
                          {...control}
                          {...register('legalName')}
                        />
                      )}
                    </FormField>
                    <FormField required={false} label={t.gstin} error={errors.gstin?.message}>
                      {(control) => (
                        <TextField.Root
                          size="3"
                          autoCapitalize="characters"
                          spellCheck={false}
                          {...control}
                          {...register('gstin')}
                        />
                      )}
                    </FormField>
                  </Grid>
                </fieldset>
                {problem && <Notice tone="error">{problem}</Notice>}
                <Flex>
                  <SubmitButton size="3" disabled={making}>
                    {making ? t.making : quotation ? t.again : t.make}
                  </SubmitButton>
                </Flex>
              </Flex>
            </form>
          </Card>
        )}
        {quotation && !!lines && <InvoiceDocument document={quotation} level={2} />}
      </Flex>
    </main>
  );
}
