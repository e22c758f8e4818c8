import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { accountInfoKey } from '../../api/account.ts';
import { confirmEmailChange, emailChangeKey } from '../../api/account-security.ts';
import { errorMessage, isApiError, NOT_OFFERED } from '../../api/errors.ts';
import { useSend } from '../../components/use-send.ts';
import { EMAIL_TOKEN_PARAM, emailChangeTexts } from '../../domain/email-change.ts';
import { ConfirmEmailView, type ConfirmEmailStage } from '../../screens/confirm-email/confirm-email-view.tsx';
import { useSession } from '../../state/session.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone (the link is pressed through in the page). */
export const serverData: ServerData = noServerData;

/**
 * /confirm-email?token=…, from the e-mail sent to a new address (our server's extension): a button
 * makes the change, so a mail scanner that opens links changes nothing. Any browser may open it,
 * signed in or not; one signed in shows the new address at once.
 */
export default function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get(EMAIL_TOKEN_PARAM)?.trim() ?? '';
  const signedIn = useSession().status === 'authenticated';
  const { mutate } = useSWRConfig();
  const [stage, setStage] = useState<ConfirmEmailStage>(token ? { kind: 'confirm' } : { kind: 'no-token' });
  const { sending, error, send } = useSend();
  const confirm = () =>
    void send(async () => {
      try {
        const answer = await confirmEmailChange(token);
        if (answer === NOT_OFFERED) {
          setStage({ kind: 'not-offered' });
          return undefined;
        }
        setStage({ kind: 'done', email: answer.email });
        // The account (the header's greeting, the account page) reads the new address.
        if (signedIn) void Promise.all([mutate(accountInfoKey), mutate(emailChangeKey)]);
        return undefined;
      } catch (e) {
        // 400: the link no longer works; 409: the address was taken meanwhile. Pressing again will not help.
        if (isApiError(e) && (e.status === 400 || e.status === 409)) {
          setStage({ kind: 'ended', error: errorMessage(e, emailChangeTexts.linkInvalid) });
          return undefined;
        }
        return errorMessage(e, emailChangeTexts.confirmFailed);
      }
    });
  return (
    <ConfirmEmailView stage={stage} signedIn={signedIn} sending={sending} error={error} onConfirm={confirm} />
  );
}
