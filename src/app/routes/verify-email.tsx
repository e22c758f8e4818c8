import { useSWRConfig } from 'swr';
import { accountInfoKey } from '../../api/account.ts';
import { verifyEmail } from '../../api/account-security.ts';
import { EMAIL_VERIFY_TOKEN_PARAM, emailVerificationTexts } from '../../domain/email-verification.ts';
import { EmailedLinkPage } from '../emailed-link-page.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone (the link is pressed through in the page). */
export const serverData: ServerData = noServerData;

/**
 * /verify-email?token=…, from the welcome e-mail (or a new link asked from the account page; our
 * server's extension): pressed, the account's address is confirmed, and the account page stops asking.
 */
export default function VerifyEmailRoute() {
  const { mutate } = useSWRConfig();
  return (
    <EmailedLinkPage
      texts={emailVerificationTexts}
      tokenParam={EMAIL_VERIFY_TOKEN_PARAM}
      confirm={verifyEmail}
      refresh={() => void mutate(accountInfoKey)}
    />
  );
}
