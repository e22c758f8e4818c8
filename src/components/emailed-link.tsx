import { Button, Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The pages an e-mailed link opens (a guest's back-in-stock alert, a new e-mail address): nothing
 * happens until the shopper presses the button, so a mail scanner that opens links changes nothing.
 */
export function PressToConfirm({
  intro,
  label,
  sending,
  onConfirm,
}: {
  intro: string;
  label: string;
  sending: boolean;
  onConfirm: () => void;
}) {
  return (
    <>
      <Text as="p" size="2">
        {intro}
      </Text>
      <Button size="3" loading={sending} onClick={onConfirm}>
        {label}
      </Button>
    </>
  );
}

/** The way on from such a page (the product, the account), as a link a thumb can reach. */
export function OnwardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild size="2" weight="medium">
      <RouterLink to={to} className="tap-target">
        {children}
      </RouterLink>
    </Link>
  );
}
