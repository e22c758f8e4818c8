import { Button, Flex, Text } from '@radix-ui/themes';
import { taxStatementTexts as texts, type TaxYear } from '../../domain/tax-statement.ts';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';

export interface TaxDocumentsCardProps {
  years: readonly TaxYear[];
  /** The financial year whose statement is on its way: the buttons wait. */
  busy?: string | undefined;
  onDownload: (financialYear: string) => void;
}

/**
 * The shopper's tax invoices and credit notes by financial year, each year's statement a CSV to
 * download for their accounts (src/domain/tax-statement.ts). The route leaves it out until the
 * shop has issued them one.
 */
export function TaxDocumentsCard({ years, busy, onDownload }: TaxDocumentsCardProps) {
  return (
    <AccountSection heading={texts.heading} testId="tax-documents">
      <Text as="p" size="2" color="gray" mb="3">
        {texts.intro}
      </Text>
      <AccountList empty="">
        {years.map((year) => (
          <AccountListItem
            key={year.financialYear}
            testId="tax-year"
            actions={
              <Button
                size="2"
                variant="soft"
                loading={busy === year.financialYear}
                disabled={busy !== undefined}
                onClick={() => onDownload(year.financialYear)}
                aria-label={texts.downloadLabel(year.financialYear)}
              >
                {texts.download}
              </Button>
            }
          >
            <Flex direction="column">
              <Text weight="bold">{texts.year(year.financialYear)}</Text>
              <Text size="2" color="gray">
                {texts.documents(year.invoices, year.creditNotes)} · {texts.net(year.net)}
              </Text>
            </Flex>
          </AccountListItem>
        ))}
      </AccountList>
    </AccountSection>
  );
}
