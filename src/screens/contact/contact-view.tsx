import ClockIcon from '~icons/radix-icons/clock';
import { Box, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { CompanyContact, type CompanyContactProps } from '../../components/footer.tsx';
import { ContactForm, type ContactFormProps } from './contact-form.tsx';
import { contactTexts as texts } from './contact-texts.ts';

export interface ContactViewProps extends ContactFormProps {
  /** The company's address, phone, WhatsApp and e-mail from store info. */
  company: CompanyContactProps;
}

/** The contact page: the form (sent to the shop where the server takes messages) beside the company's details and hours. */
export function ContactView({ company, onSubmit, accountEmail, prefill }: ContactViewProps) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1080px" mx="auto">
      <section aria-labelledby="contact-heading">
        <Flex direction="column" gap="2" mb="5">
          <Heading as="h1" size="8" id="contact-heading">
            {texts.heading}
          </Heading>
          <Text color="gray">{texts.intro}</Text>
        </Flex>
        <Grid columns={{ initial: '1', md: '3' }} gap="5" align="start">
          <Box gridColumn={{ initial: 'auto', md: 'span 2' }}>
            <Card size={{ initial: '2', sm: '4' }}>
              <ContactForm onSubmit={onSubmit} accountEmail={accountEmail} prefill={prefill} />
            </Card>
          </Box>
          <Card size={{ initial: '2', sm: '3' }}>
            <Flex direction="column" gap="4">
              <Heading as="h2" size="4">
                {texts.detailsHeading}
              </Heading>
              <CompanyContact {...company} />
              <Flex direction="column" gap="1">
                <Heading as="h3" size="3">
                  {texts.hoursHeading}
                </Heading>
                <Flex gap="2" align="center">
                  <ClockIcon aria-hidden />
                  <Text size="2">{texts.hours}</Text>
                </Flex>
              </Flex>
            </Flex>
          </Card>
        </Grid>
      </section>
    </Box>
  );
}
