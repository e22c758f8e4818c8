import { Box, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface AuthCardProps {
  heading: string;
  intro?: ReactNode;
  width?: '440px' | '520px';
  children: ReactNode;
}

/** The centred card of the sign-in, registration and password screens, named by its h1. */
export function AuthCard({ heading, intro, width = '440px', children }: AuthCardProps) {
  const headingId = useId();
  return (
    <Box width="100%" maxWidth={width} mx="auto" asChild>
      <section aria-labelledby={headingId}>
        <Card size={{ initial: '2', sm: '4' }}>
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              <Heading as="h1" size="6" id={headingId}>
                {heading}
              </Heading>
              {intro && (
                <Text size="2" color="gray">
                  {intro}
                </Text>
              )}
            </Flex>
            {children}
          </Flex>
        </Card>
      </section>
    </Box>
  );
}

export const consentTexts = { terms: 'Terms of Service', privacy: 'Privacy Policy' } as const;

/** 'By … you agree to our Terms of Service and Privacy Policy.' with both links. */
export function PolicyConsent({ lead }: { lead: string }) {
  return (
    <Text size="1" color="gray" align="center">
      {lead}{' '}
      <Link asChild underline="always">
        <RouterLink to="/terms">{consentTexts.terms}</RouterLink>
      </Link>{' '}
      and{' '}
      <Link asChild underline="always">
        <RouterLink to="/privacy">{consentTexts.privacy}</RouterLink>
      </Link>
      .
    </Text>
  );
}
