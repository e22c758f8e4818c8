import { useSWRConfig } from 'swr';
import { accountInfoKey } from '../../api/account.ts';
import { confirmEmailChange, emailChangeKey } from '../../api/account-security.ts';
import { EMAIL_TOKEN_PARAM, emailChangeTexts } from '../../domain/email-change.ts';
import { EmailedLinkPage } from '../emailed-link-page.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone (the link is pressed through in the page). */
export const serverData: ServerData = noServerData;

/**
 * /confirm-email?token=…, from the e-mail sent to a new address (our server's extension): the
 * account signs in with it once pressed. One signed in on this browser shows the new address at once.
 */
export default function ConfirmEmailRoute() {
  const { mutate } = useSWRConfig();
  return (
    <EmailedLinkPage
      texts={emailChangeTexts}
      tokenParam={EMAIL_TOKEN_PARAM}
      confirm={confirmEmailChange}
      // The account (the header's greeting, the account page) reads the new address.
      refresh={() => void Promise.all([mutate(accountInfoKey), mutate(emailChangeKey)])}
    />
  );
}
