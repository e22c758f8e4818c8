import { Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from './notice.tsx';

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
      <Notice tone="info">
        {passwordResetNotOfferedTexts.notice} {passwordResetNotOfferedTexts.help}
      </Notice>
      <Text size="2" align="center">
        <Link asChild underline="always">
          <RouterLink to="/contact">{passwordResetNotOfferedTexts.contact}</RouterLink>
        </Link>
      </Text>
    </>
  );
}
