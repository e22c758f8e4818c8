import { DataList, Flex, Heading } from '@radix-ui/themes';
import type { Specification } from '../../domain/specifications.ts';
import { productDetailTexts as texts } from './product-detail-texts.ts';

/** The product's specifications as a definition list; nothing when there are none. */
export function SpecificationsList({ specifications }: { specifications: readonly Specification[] }) {
  if (specifications.length === 0) return null;
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="product-specifications">
        <Heading as="h2" size="4" id="product-specifications">
          {texts.specifications}
        </Heading>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} data-testid="specifications">
          {specifications.map(({ label, value }) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="160px" style={{ textTransform: 'capitalize' }}>
                {label}
              </DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </section>
    </Flex>
  );
}
