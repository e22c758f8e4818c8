import { Badge, Button, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { EmailChangeState, NameRequest, SignedInDevice } from '../../contract/auth.ts';
import { formatOrderDate } from '../../domain/dates.ts';
import { accountSecurityTexts as texts } from '../../domain/account-security.ts';
import { emailChangeTexts } from '../../domain/email-change.ts';
import { emailVerificationTexts as verifyTexts } from '../../domain/email-verification.ts';
import { Notice } from '../../components/notice.tsx';
import type { ChangeEmailProblem, ChangeEmailValues } from './change-email-dialog.tsx';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';
import type { ChangePasswordProblem, ChangePasswordValues } from './change-password-dialog.tsx';
import type { NameValues } from './edit-name-dialog.tsx';

// The forms load when their button is pressed: the account page's first load carries neither.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog.tsx'));
const EditNameDialog = lazy(() => import('./edit-name-dialog.tsx'));
const ChangeEmailDialog = lazy(() => import('./change-email-dialog.tsx'));

/** The address the shopper signs in with, and changing it (an extension: src/domain/email-change.ts). */
export interface EmailChangeProps {
  /** The address the account signs in with now. */
  email: string;
  /** The change waiting for its link: undefined while asked, null where the server cannot change addresses. */
  state: EmailChangeState | null | undefined;
  /** What the part says instead of its button where the server cannot change addresses. */
  notOffered: string;
  /** Asks for the change; resolves to what went wrong, or undefined once the link has gone. */
  onChange: (values: ChangeEmailValues) => Promise<ChangeEmailProblem | undefined>;
  /** Drops the waiting change (its link stops working). */
  onDrop: () => void;
  /** The waiting change is being dropped: its button waits. */
  dropping?: boolean;
  /**
   * Whether the address is confirmed by a link mailed to it (an extension:
   * src/domain/email-verification.ts); undefined where the server does not say, and nothing is shown.
   */
  confirmed?: boolean | undefined;
  /** Mails a new confirmation link; the route says how it went. */
  onSendLink?: () => void;
  /** A new link is being asked for: its button waits. */
  sendingLink?: boolean;
}

export interface SecurityCardProps {
  /** The e-mail address part, first in the card; absent until the account has loaded. */
  email?: EmailChangeProps | undefined;
  /** Changes the password; resolves to what went wrong, or undefined once it is changed. */
  onChangePassword: (values: ChangePasswordValues) => Promise<ChangePasswordProblem | undefined>;
  /** Signs out every other device; the route says how it went. */
  onSignOutOthers: () => void;
  /** The other devices are being signed out: the button waits. */
  signingOutOthers?: boolean;
  /**
   * The devices signed in, this one first (an extension): undefined while they load, null where the
   * server keeps no such list (the button alone is offered then).
   */
  devices?: readonly SignedInDevice[] | null | undefined;
  /** Signs out one other device. */
  onSignOutDevice?: (device: SignedInDevice) => void;
  /** The id of the device being signed out: its button waits. */
  signingOutDevice?: string | undefined;
}

const deviceName = (d: SignedInDevice) => d.device ?? texts.unknownDevice;

/** The devices signed in: this one marked, each other one with when it was last used and its own Sign out. */
function DeviceList({
  devices,
  onSignOut,
  busy,
}: {
  devices: readonly SignedInDevice[] | undefined;
  onSignOut: ((device: SignedInDevice) => void) | undefined;
  busy: string | undefined;
}) {
  return (
    <AccountList empty={texts.onlyThisDevice}>
      {devices?.map((d) => (
        <AccountListItem
          key={d.id}
          testId="signed-in-device"
          actions={
            !d.current &&
            onSignOut && (
              <Button
                size="1"
                variant="soft"
                color="gray"
                loading={busy === d.id}
                disabled={busy !== undefined}
                aria-label={texts.signOutDeviceLabel(deviceName(d))}
                onClick={() => onSignOut(d)}
              >
                {texts.signOutDevice}
              </Button>
            )
          }
        >
          <Flex direction="column" gap="1">
            <Flex gap="2" align="center" wrap="wrap">
              <Text size="2" weight="medium">
                {deviceName(d)}
              </Text>
              {d.current && (
                <Badge color="green" variant="soft">
                  {texts.thisDevice}
                </Badge>
              )}
            </Flex>
            <Text size="1" color="gray">
              {d.current
                ? texts.signedInOn(formatOrderDate(d.signedInAt))
                : texts.lastActive(formatOrderDate(d.lastActiveAt))}
            </Text>
          </Flex>
        </AccountListItem>
      ))}
    </AccountList>
  );
}

/** One part of the card: its heading (with a badge saying its state), what it does, and its button. */
function SecurityPart({
  title,
  badge,
  intro,
  children,
}: {
  title: string;
  badge?: ReactNode;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="2" align="start">
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h3" size="2">
          {title}
        </Heading>
        {badge}
      </Flex>
      <Text size="2" color="gray">
        {intro}
      </Text>
      {children}
    </Flex>
  );
}

/**
 * The address the shopper signs in with, whether it is confirmed (with a new link to ask for while
 * it is not), and "Change e-mail": a dialog sends a link to the new address. A change waiting for
 * its link is said, with the way to drop it.
 */
function EmailPart({
  email,
  state,
  notOffered,
  onChange,
  onDrop,
  dropping = false,
  confirmed,
  onSendLink,
  sendingLink = false,
}: EmailChangeProps) {
  const [changing, setChanging] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pending = state?.pending;
  const badge = confirmed && (
    <Badge color="green" variant="soft" data-testid="email-confirmed">
      {verifyTexts.confirmedBadge}
    </Badge>
  );
  return (
    <SecurityPart title={emailChangeTexts.title} badge={badge} intro={emailChangeTexts.intro(email)}>
      {confirmed === false && (
        <Notice
          tone="warning"
          title={verifyTexts.notConfirmedTitle}
          data-testid="email-not-confirmed"
          style={{ alignSelf: 'stretch' }}
          actions={
            onSendLink && (
              <Button size="2" variant="soft" loading={sendingLink} onClick={onSendLink}>
                {verifyTexts.send}
              </Button>
            )
          }
        >
          {verifyTexts.notConfirmed(email)}
        </Notice>
      )}
      {pending && (
        <Notice
          tone="info"
          title={emailChangeTexts.pendingLabel}
          data-testid="email-change-pending"
          style={{ alignSelf: 'stretch' }}
          actions={
            <Button size="2" variant="soft" loading={dropping} onClick={onDrop}>
              {emailChangeTexts.drop}
            </Button>
          }
        >
          {emailChangeTexts.pending(pending.email, formatOrderDate(pending.sentAt))}
        </Notice>
      )}
      {state === null ? (
        <Text size="2" color="gray">
          {notOffered}
        </Text>
      ) : (
        <Button ref={button} size="2" variant="soft" onClick={() => setChanging(true)}>
          {emailChangeTexts.change}
        </Button>
      )}
      {changing && (
        <Suspense fallback={null}>
          <ChangeEmailDialog
            current={email}
            onConfirm={onChange}
            onClose={() => setChanging(false)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </SecurityPart>
  );
}

/**
 * The account page's "Sign-in and security" (extensions): the e-mail address, the password (each
 * changed in a dialog) and the other devices, signed out one by one or at once. A server without them is told apart by its answer (404 or
 * 405): the route then says how else it is done.
 */
export function SecurityCard({
  email,
  onChangePassword,
  onSignOutOthers,
  signingOutOthers = false,
  devices,
  onSignOutDevice,
  signingOutDevice,
}: SecurityCardProps) {
  // Once the list is known, the button is offered only while another device is signed in.
  const others = devices ? devices.some((d) => !d.current) : true;
  const [changing, setChanging] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <AccountSection heading={texts.heading} testId="security">
      <Flex direction="column" gap="4">
        {email && (
          <>
            <EmailPart {...email} />
            <Separator size="4" />
          </>
        )}
        <SecurityPart title={texts.passwordTitle} intro={texts.passwordIntro}>
          <Button ref={button} size="2" variant="soft" onClick={() => setChanging(true)}>
            {texts.changePassword}
          </Button>
        </SecurityPart>
        <Separator size="4" />
        <SecurityPart title={texts.othersTitle} intro={texts.othersIntro}>
          {devices !== null && (
            <Flex direction="column" width="100%" my="1" role="group" aria-label={texts.devicesLabel}>
              <DeviceList devices={devices} onSignOut={onSignOutDevice} busy={signingOutDevice} />
            </Flex>
          )}
          {others ? (
            <Button size="2" variant="soft" loading={signingOutOthers} onClick={onSignOutOthers}>
              {texts.signOutOthers}
            </Button>
          ) : (
            <Text size="2" color="gray">
              {texts.onlyThisDevice}
            </Text>
          )}
        </SecurityPart>
      </Flex>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            onConfirm={onChangePassword}
            onClose={() => setChanging(false)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </AccountSection>
  );
}

export interface EditNameButtonProps {
  /** The name as the account has it now. */
  current: NameRequest;
  /** Saves the name; resolves to what went wrong, or undefined once it is saved. */
  onSave: (values: NameValues) => Promise<string | undefined>;
}

/** "Edit name" under the account's details, opening the dialog that changes it. */
export function EditNameButton({ current, onSave }: EditNameButtonProps) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} size="2" variant="soft" mt="3" onClick={() => setEditing(true)}>
        {texts.editName}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <EditNameDialog
            current={current}
            onConfirm={onSave}
            onClose={() => setEditing(false)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
