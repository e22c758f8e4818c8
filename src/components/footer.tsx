import ChatBubbleIcon from '~icons/radix-icons/chat-bubble';
import EnvelopeClosedIcon from '~icons/radix-icons/envelope-closed';
import MobileIcon from '~icons/radix-icons/mobile';
import SewingPinIcon from '~icons/radix-icons/sewing-pin';
import { Box, Flex, Grid, Heading, Link, Separator, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { POLICY_TITLES } from '../domain/routes.ts';
import { whatsAppChatHref, whatsAppTexts } from '../domain/whatsapp.ts';
import styles from './footer.module.css';

export const HELP_LINKS = [
  { to: '/terms', label: POLICY_TITLES.terms },
  { to: '/privacy', label: POLICY_TITLES.privacy },
  { to: '/refund', label: POLICY_TITLES.refund },
  { to: '/return', label: POLICY_TITLES.return },
  { to: '/shipping', label: POLICY_TITLES.shipping },
  { to: '/about', label: POLICY_TITLES.about },
  { to: '/contact', label: 'Contact Us' },
] as const;

export const COMPANY_LINKS = [
  { to: '/account', label: 'My Account' },
  { to: '/orders', label: 'My Orders' },
  { to: '/track-order', label: 'Track Order' },
  { to: '/quick-order', label: 'Quick Order' },
] as const;

export const PRODUCT_BLURBS = [
  {
    name: 'HouseHold Supplies',
    text: 'Cleaning essentials, tissue, garbage bags and kitchen disposables for homes and offices.',
  },
  {
    name: 'Packaging & Shipping Products',
    text: 'Boxes, courier bags, tapes, bubble wrap and labels for sellers who ship across India.',
  },
] as const;

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

// India keeps one offset all year (UTC+5:30, no daylight saving), so the year needs no Intl formatter.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const currentYear = () => new Date(Date.now() + IST_OFFSET_MS).getUTCFullYear();

export interface CompanyContactProps {
  companyAddress?: string;
  companyPhone?: string;
  companyEmail?: string;
  /** The shop's WhatsApp number (an extension of the store's information). */
  whatsapp?: string | undefined;
}

/**
 * Address, phone (tel:), WhatsApp chat and e-mail (mailto:) of the company; missing parts are left
 * out, as is a WhatsApp number no chat can open.
 */
export function CompanyContact({
  companyAddress,
  companyPhone,
  companyEmail,
  whatsapp,
}: CompanyContactProps) {
  const chat = whatsAppChatHref(whatsapp);
  return (
    <Flex direction="column" gap="2" asChild>
      <address className={styles.address}>
        {companyAddress && (
          <Flex gap="2" align="start">
            <SewingPinIcon className={styles.icon} aria-hidden />
            <Text size="2">{companyAddress}</Text>
          </Flex>
        )}
        {companyPhone && (
          <Flex gap="2" align="center">
            <MobileIcon aria-hidden />
            <Link size="2" href={telHref(companyPhone)} className="tap-target">
              {companyPhone}
            </Link>
          </Flex>
        )}
        {chat && (
          <Flex gap="2" align="center">
            <ChatBubbleIcon aria-hidden />
            <Link size="2" href={chat} target="_blank" rel="noopener noreferrer" className="tap-target">
              {whatsAppTexts.chat}
            </Link>
          </Flex>
        )}
        {companyEmail && (
          <Flex gap="2" align="center">
            <EnvelopeClosedIcon aria-hidden />
            <Link size="2" href={`mailto:${companyEmail}`} className="tap-target">
              {companyEmail}
            </Link>
          </Flex>
        )}
      </address>
    </Flex>
  );
}

function LinkList({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <Heading as="h2" size="3" mb="3">
        {title}
      </Heading>
      <Flex direction="column" gap="2" asChild>
        <ul className={styles.list}>
          {links.map((l) => (
            <li key={l.to}>
              <Link asChild size="2" color="gray" highContrast underline="hover">
                <RouterLink to={l.to} className="tap-target">
                  {l.label}
                </RouterLink>
              </Link>
            </li>
          ))}
        </ul>
      </Flex>
    </nav>
  );
}

export interface FooterProps extends CompanyContactProps {
  companyName: string;
  description?: string;
  /** Defaults to the current year in India. */
  year?: number;
}

export function Footer({ companyName, description, year = currentYear(), ...contact }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <Box px={{ initial: '4', md: '6' }} py="7" className={styles.inner}>
        <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="6">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              {companyName}
            </Heading>
            {description && (
              <Text size="2" color="gray">
                {description}
              </Text>
            )}
            <CompanyContact {...contact} />
          </Flex>
          <LinkList title="Help" links={HELP_LINKS} />
          <LinkList title="Company" links={COMPANY_LINKS} />
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              Our Products
            </Heading>
            {PRODUCT_BLURBS.map((b) => (
              <Text as="p" size="2" key={b.name}>
                <Text weight="bold">{b.name}: </Text>
                <Text color="gray">{b.text}</Text>
              </Text>
            ))}
          </Flex>
        </Grid>
        <Separator size="4" my="5" />
        <Text as="p" size="1" color="gray" align="center">
          © {year} {companyName.replace(/\.+$/, '')}. All rights reserved.
        </Text>
      </Box>
    </footer>
  );
}
