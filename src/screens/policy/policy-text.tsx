import { Flex, Heading, Text } from '@radix-ui/themes';
import type { PolicyDocument } from '../../domain/policies.ts';

/** The default policy text: an introduction, then headed sections of paragraphs and lists. */
export function PolicyText({ document }: { document: PolicyDocument }) {
  return (
    <Flex direction="column" gap="5" data-testid="policy-default">
      <Text as="p" size="4" color="gray">
        {document.intro}
      </Text>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Heading as="h2" size="5" mb="2">
            {section.heading}
          </Heading>
          <Flex direction="column" gap="2">
            {section.paragraphs.map((p) => (
              <Text as="p" key={p}>
                {p}
              </Text>
            ))}
            {section.points && (
              <ul style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
                {section.points.map((point) => (
                  <Text as="div" key={point} asChild>
                    <li>{point}</li>
                  </Text>
                ))}
              </ul>
            )}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}
