import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { SafeHtml } from '../../components/safe-html.tsx';
import type { PolicyDocument } from '../../domain/policies.ts';
import { PolicyText } from './policy-text.tsx';

export interface PolicyViewProps {
  title: string;
  /** Store info is loading: the store may replace the default text, so neither shows yet. */
  loading: boolean;
  /** The default text, filled with the company's details. */
  document: PolicyDocument;
  /** The store's own HTML with its placeholders filled; untrusted, so it is sanitised. */
  html?: string;
}

/** A policy page (terms, privacy, refund, return, shipping, about). */
export function PolicyView({ title, loading, document, html }: PolicyViewProps) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="800px" mx="auto">
      <article aria-labelledby="policy-heading">
        <Heading as="h1" size="8" id="policy-heading" mb="5">
          {title}
        </Heading>
        {loading ? (
          <Flex direction="column" gap="3" aria-busy="true" data-testid="policy-loading">
            <Text>
              <Skeleton>Loading the policy text of the store, please wait a moment.</Skeleton>
            </Text>
            <Text>
              <Skeleton>The store may publish its own version of this page, shown here once loaded.</Skeleton>
            </Text>
          </Flex>
        ) : html !== undefined ? (
          <SafeHtml html={html} />
        ) : (
          <PolicyText document={document} />
        )}
      </article>
    </Box>
  );
}
