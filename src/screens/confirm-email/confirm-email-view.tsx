import { Button, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card.tsx';
import { OnwardLink, PressToConfirm } from '../../components/emailed-link.tsx';
import { Notice } from '../../components/notice.tsx';

/**
 * What the page says: a new address's (emailChangeTexts, src/domain/email-change.ts) or the
 * account's own address's (emailVerificationTexts, src/domain/email-verification.ts).
 */
export interface EmailLinkTexts {
  pageTitle: string;
  noToken: string;
  confirmIntro: string;
  confirm: string;
  confirmedTitle: string;
  confirmed: (email: string) => string;
  confirmNotOffered: string;
  toAccount: string;
  signIn: string;
}

/**
 * - `no-token`: the page opened without the e-mail's link;
 * - `confirm`: the link, not yet pressed through (a mail scanner that opens links changes nothing);
 * - `done`: the account signs in with `email` now, confirmed;
 * - `ended`: the link no longer works (`error` says why: used, dropped, expired, or the address taken);
 * - `not-offered`: the shop's server cannot confirm addresses (it implements only the spec).
 */
export type ConfirmEmailStage =
  | { kind: 'no-token' }
  | { kind: 'confirm' }
  | { kind: 'done'; email: string }
  | { kind: 'ended'; error: string }
  | { kind: 'not-offered' };

export interface ConfirmEmailViewProps {
  texts: EmailLinkTexts;
  stage: ConfirmEmailStage;
  /** Signed in on this browser: the way on is the account page, else the sign-in page. */
  signedIn: boolean;
  sending?: boolean;
  /** Why the last press did not go through (the network, the server), the stage unchanged. */
  error?: string | undefined;
  onConfirm: () => void;
}

/**
 * /confirm-email?token=… (a new address) and /verify-email?token=… (the account's own address):
 * the address confirmed from the link mailed to it.
 */
export function ConfirmEmailView({
  texts,
  stage,
  signedIn,
  sending = false,
  error,
  onConfirm,
}: ConfirmEmailViewProps) {
  const onward = signedIn ? (
    <RouterLink to="/account">{texts.toAccount}</RouterLink>
  ) : (
    <RouterLink to="/login">{texts.signIn}</RouterLink>
  );
  const toAccount = <OnwardLink to="/account">{texts.toAccount}</OnwardLink>;
  return (
    <AuthCard heading={texts.pageTitle}>
      {error && <Notice tone="error">{error}</Notice>}
      {stage.kind === 'no-token' && (
        <>
          <Text as="p" size="2">
            {texts.noToken}
          </Text>
          {toAccount}
        </>
      )}
      {stage.kind === 'confirm' && (
        <PressToConfirm
          intro={texts.confirmIntro}
          label={texts.confirm}
          sending={sending}
          onConfirm={onConfirm}
        />
      )}
      {stage.kind === 'done' && (
        <>
          <Notice tone="success" title={texts.confirmedTitle}>
            {texts.confirmed(stage.email)}
          </Notice>
          <Button asChild size="3">
            {onward}
          </Button>
        </>
      )}
      {stage.kind === 'ended' && (
        <>
          <Notice tone="warning">{stage.error}</Notice>
          {toAccount}
        </>
      )}
      {stage.kind === 'not-offered' && <Notice tone="info">{texts.confirmNotOffered}</Notice>}
    </AuthCard>
  );
}
