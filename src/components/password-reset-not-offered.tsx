import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';

export const passwordResetNotOfferedTexts = {
  notice: 'This shop does not reset passwords online.',
  help: 'Call or e-mail us and we will help you back into your account.',
  contact: 'Contact us',
} as const;

/**
 * What the forgot- and reset-password pages say on a shop whose server implements only the spec
 * (no reset endpoints): plainly that it is not offered here, and where to get help instead.
 */
export function PasswordResetNotOffered() {
  return (
    <>
      <Callout.Root color="blue" role="status">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          {passwordResetNotOfferedTexts.notice} {passwordResetNotOfferedTexts.help}
        </Callout.Text>
      </Callout.Root>
      <Text size="2" align="center">
        <Link asChild underline="always">
          <RouterLink to="/contact">{passwordResetNotOfferedTexts.contact}</RouterLink>
        </Link>
      </Text>
    </>
  );
}
