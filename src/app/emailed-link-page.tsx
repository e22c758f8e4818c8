import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EmailConfirmAnswer } from '../contract/auth.ts';
import { errorMessage, isApiError, NOT_OFFERED, type NotOffered } from '../api/errors.ts';
import { useSend } from '../components/use-send.ts';
import {
  ConfirmEmailView,
  type ConfirmEmailStage,
  type EmailLinkTexts,
} from '../screens/confirm-email/confirm-email-view.tsx';
import { useSession } from '../state/session.tsx';

export interface EmailedLinkPageProps {
  /** What the page says, the link's own words among them. */
  texts: EmailLinkTexts & { linkInvalid: string; confirmFailed: string };
  /** The query parameter carrying the link's token. */
  tokenParam: string;
  /** Sends the token (an extension: NOT_OFFERED from a spec server). */
  confirm: (token: string) => Promise<EmailConfirmAnswer | NotOffered>;
  /** Once confirmed on a signed-in browser: what the account shows is read again. */
  refresh: () => void;
}

/**
 * A page opened from a link the shop e-mailed to confirm an address (/confirm-email for a new
 * address, /verify-email for the account's own): a button confirms it, so a mail scanner that
 * opens links changes nothing. Any browser may open it, signed in or not.
 */
export function EmailedLinkPage({ texts, tokenParam, confirm, refresh }: EmailedLinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get(tokenParam)?.trim() ?? '';
  const signedIn = useSession().status === 'authenticated';
  const [stage, setStage] = useState<ConfirmEmailStage>(token ? { kind: 'confirm' } : { kind: 'no-token' });
  const { sending, error, send } = useSend();
  const onConfirm = () =>
    void send(async () => {
      try {
        const answer = await confirm(token);
        if (answer === NOT_OFFERED) {
          setStage({ kind: 'not-offered' });
          return undefined;
        }
        setStage({ kind: 'done', email: answer.email });
        if (signedIn) refresh();
        return undefined;
      } catch (e) {
        // 400: the link no longer works; 409: the address was taken meanwhile. Pressing again will not help.
        if (isApiError(e) && (e.status === 400 || e.status === 409)) {
          setStage({ kind: 'ended', error: errorMessage(e, texts.linkInvalid) });
          return undefined;
        }
        return errorMessage(e, texts.confirmFailed);
      }
    });
  return (
    <ConfirmEmailView
      texts={texts}
      stage={stage}
      signedIn={signedIn}
      sending={sending}
      error={error}
      onConfirm={onConfirm}
    />
  );
}
