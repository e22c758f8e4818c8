import { Box, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { TaxDocument } from '../../contract/invoice.ts';
import { formatDocumentDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { invoiceTexts as t, ratePercent } from '../../domain/invoice-texts.ts';
import styles from './invoice.module.css';

type Party = TaxDocument['supplier'];

function PartyBlock({ heading, party }: { heading: string; party: Party }) {
  return (
    <Box asChild>
      <div>
        <Text as="p" size="1" weight="bold" color="gray" className={styles.caps}>
          {heading}
        </Text>
        <Text as="p" size="2" weight="bold">
          {party.name}
        </Text>
        <address className={styles.address}>
          {party.address.map((line) => (
            <Text as="span" size="2" key={line} className={styles.line}>
              {line}
            </Text>
          ))}
        </address>
        <Text as="p" size="2">
          {t.gstin}: {party.gstin ?? t.unregistered}
        </Text>
        <Text as="p" size="2">
          {t.state}: {party.state} ({party.stateCode})
        </Text>
      </div>
    </Box>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.fact}>
      <dt>
        <Text size="1" color="gray">
          {label}
        </Text>
      </dt>
      <dd>
        <Text size="2" weight="medium" data-testid={testId}>
          {value}
        </Text>
      </dd>
    </div>
  );
}

type Head = 'cgst' | 'sgst' | 'igst';

/** Column headers aligned as numbers. */
function NumberHeads({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <th scope="col" className={styles.number} key={label}>
      {label}
    </th>
  ));
}

/** The tax heads' amounts of a line or a rate, in the columns NumberHeads named. */
function HeadCells({ heads, amounts }: { heads: readonly Head[]; amounts: Record<Head, number> }) {
  return heads.map((h) => (
    <td className={styles.number} key={h}>
      {formatMoney(amounts[h])}
    </td>
  ));
}

/**
 * One tax invoice or credit note as issued (rule 46 / 53), or a quotation laid out as one (no serial,
 * no order, saying it is not a tax invoice): supplier and recipient with GSTINs,
 * place of supply, each line with HSN, taxable value and its tax heads (CGST + SGST within the
 * store's state, IGST across), the tax per rate, totals and the amount in words. Laid out for A4.
 */
export function InvoiceDocument({
  document: d,
  level = 1,
}: {
  document: TaxDocument;
  /** Its title's heading level: 1 on its own page, 2 under a page's own heading (the quotation's). */
  level?: 1 | 2;
}) {
  const title1 = level === 1 ? 'h1' : 'h2';
  const title2 = level === 1 ? 'h2' : 'h3';
  const heads: readonly Head[] = d.intraState ? ['cgst', 'sgst'] : ['igst'];
  const discounted = d.lines.some((l) => l.discount);
  const headingId = `doc-${d.serial.replace(/\W/g, '-')}`;
  const title = t[d.kind];
  return (
    <article className={styles.document} aria-labelledby={headingId} data-testid={`tax-document-${d.kind}`}>
      <Flex justify="between" align="start" gap="4" wrap="wrap">
        <div>
          <Heading as={title1} size="6" id={headingId}>
            {title}
          </Heading>
          <Text as="p" size="1" color="gray" data-testid="document-note">
            {d.kind === 'quotation' ? t.quotationNote : t.original}
          </Text>
        </div>
        <dl className={styles.facts}>
          {d.serial && <Fact label={t.serial[d.kind]} value={d.serial} testId="document-serial" />}
          <Fact label={t.date[d.kind]} value={formatDocumentDate(d.issuedAt)} />
          {d.against && (
            <Fact
              label={t.against}
              value={`${d.against.serial}, ${formatDocumentDate(d.against.issuedAt)}`}
            />
          )}
          {d.orderId && <Fact label={t.order} value={`${d.orderId}, ${formatDocumentDate(d.orderedAt)}`} />}
          {d.buyerOrder && <Fact label={t.buyerOrder} value={d.buyerOrder} testId="buyer-order" />}
        </dl>
      </Flex>

      <Grid columns={{ initial: '1', sm: '2' }} gap="4" my="4">
        <PartyBlock heading={t.supplier} party={d.supplier} />
        <PartyBlock heading={t.recipient} party={d.recipient} />
      </Grid>
      <Text as="p" size="2" data-testid="place-of-supply">
        {t.placeOfSupply}: {d.placeOfSupply.state} ({d.placeOfSupply.stateCode})
      </Text>
      {d.kind !== 'quotation' && (
        <Text as="p" size="2" mb="3">
          {t.reverseCharge}
        </Text>
      )}

      {/* A phone scrolls the table sideways: the region takes focus so a keyboard can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroll} role="region" aria-label={`${t.lines}, ${title}`} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.columns.n}</th>
              <th scope="col" className={styles.description}>
                {t.columns.description}
              </th>
              <th scope="col">{t.columns.hsn}</th>
              <NumberHeads
                labels={[
                  t.columns.quantity,
                  t.columns.unitPrice,
                  ...(discounted ? [t.columns.discount] : []),
                  t.columns.taxable,
                  t.columns.rate,
                  ...heads.map((h) => t.columns[h]),
                  t.columns.total,
                ]}
              />
            </tr>
          </thead>
          <tbody>
            {d.lines.map((line, i) => (
              <tr key={`${line.description}-${i}`} data-testid="document-line">
                <td>{i + 1}</td>
                <td className={styles.description}>{line.description}</td>
                <td>{line.hsnCode}</td>
                <td className={styles.number}>
                  {line.quantity} {line.unit}
                </td>
                <td className={styles.number}>{formatMoney(line.unitPrice)}</td>
                {discounted && <td className={styles.number}>{formatMoney(-(line.discount ?? 0))}</td>}
                <td className={styles.number}>{formatMoney(line.taxable)}</td>
                <td className={styles.number}>
                  {ratePercent(d.intraState ? line.rate / 2 : line.rate)}
                  {d.intraState ? ' + ' + ratePercent(line.rate / 2) : ''}
                </td>
                <HeadCells heads={heads} amounts={line} />
                <td className={styles.number}>{formatMoney(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Grid columns={{ initial: '1', sm: '2' }} gap="5" mt="4">
        <div>
          <Heading as={title2} size="2" mb="2">
            {t.byRate}
          </Heading>
          <table className={styles.table} data-testid="tax-by-rate">
            <thead>
              <tr>
                <th scope="col">{t.columns.rate}</th>
                <NumberHeads labels={[t.columns.taxable, ...heads.map((h) => t.columns[h])]} />
              </tr>
            </thead>
            <tbody>
              {d.byRate.map((r) => (
                <tr key={r.rate}>
                  <td>{ratePercent(r.rate)}</td>
                  <td className={styles.number}>{formatMoney(r.taxable)}</td>
                  <HeadCells heads={heads} amounts={r} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <Heading as={title2} size="2" mb="2">
            {t.totals}
          </Heading>
          <dl className={styles.totals} data-testid="document-totals">
            <Fact label={t.taxable} value={formatMoney(d.totals.taxable)} />
            {heads.map((h) => (
              <Fact key={h} label={t.columns[h]} value={formatMoney(d.totals[h])} testId={`total-${h}`} />
            ))}
            {d.totals.roundOff !== 0 && <Fact label={t.roundOff} value={formatMoney(d.totals.roundOff)} />}
            <Fact label={t.total[d.kind]} value={formatMoney(d.totals.total)} testId="document-total" />
          </dl>
        </div>
      </Grid>

      <Text as="p" size="2" mt="4" data-testid="amount-in-words">
        <Text weight="bold">{t.inWords}:</Text> {d.amountInWords}
      </Text>
      <Flex direction="column" align="end" mt="6" gap="1">
        <Text size="2" weight="medium">
          {t.signatory(d.supplier.name)}
        </Text>
        <Text size="1" color="gray">
          {t.computerMade}
        </Text>
      </Flex>
    </article>
  );
}
