import CheckCircledIcon from '~icons/radix-icons/check-circled';
import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { INFO_POINTS, homeTexts } from './home-texts.ts';

export function InfoSection() {
  return (
    <section aria-labelledby="home-info-title">
      <Card size="4" variant="surface">
        <Flex direction="column" gap="5">
          <Heading as="h2" id="home-info-title" size="7">
            {homeTexts.infoTitle}
          </Heading>
          <Grid columns={{ initial: '1', sm: '3' }} gap="5" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {INFO_POINTS.map((p) => (
                <Flex key={p.title} gap="3" asChild>
                  <li>
                    <Text color="indigo">
                      <CheckCircledIcon width="20" height="20" aria-hidden />
                    </Text>
                    <Flex direction="column" gap="1">
                      <Heading as="h3" size="4">
                        {p.title}
                      </Heading>
                      <Text size="2" color="gray">
                        {p.text}
                      </Text>
                    </Flex>
                  </li>
                </Flex>
              ))}
            </ul>
          </Grid>
          <div>
            <Button asChild size="3">
              <Link to="/products">{homeTexts.explore}</Link>
            </Button>
          </div>
        </Flex>
      </Card>
    </section>
  );
}
