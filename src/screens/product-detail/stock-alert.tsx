import { Button, Flex, Link, Text } from '@radix-ui/themes';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { stockAlertTexts as texts } from '../../domain/stock-alerts.ts';

// The form and its checks (react-hook-form, zod) load only when a guest sees a sold-out product.
const GuestAlertForm = lazy(() => import('./guest-alert-form.tsx'));

/**
 * - `signed-out`: only the way to sign in (a server without guests' alerts);
 * - `guest`: an e-mail to set a guest's alert at, or the way to sign in;
 * - `asked`: a guest's alert asked for, its link on the way to `email`;
 * - `guest-waiting`: a guest's alert confirmed in this browser (its e-mail's link cancels it);
 * - `ready` / `waiting`: signed in, no alert yet / the alert set.
 */
export type StockAlertState =
  | { kind: 'signed-out'; signInHref: string }
  /** `again`: back from "Use another e-mail", so the address field takes the focus. */
  | { kind: 'guest'; signInHref: string; again?: boolean }
  | { kind: 'asked'; email: string }
  | { kind: 'guest-waiting'; email: string }
  | { kind: 'ready' }
  | { kind: 'waiting'; email: string };

export interface StockAlertProps {
  state: StockAlertState;
  /** The size chosen, named on the button (the alert is for it). */
  size?: string | undefined;
  sending?: boolean;
  /** Why the last change did not go through, in words. */
  error?: string | undefined;
  /** Signed in: sets the account's alert. A guest: asks for one at `email`. */
  onSet: (email?: string) => void;
  onCancel: () => void;
  /** A guest who asked: back to the form, for another address. */
  onAskAgain?: () => void;
}

/**
 * Under a sold-out product's Add to Cart (our server's extension): "E-mail me when it is back", the
 * alert once set with a way to cancel it; signed out, an e-mail address to be sent the link that
 * sets it (or the way to sign in). The button that replaces the one pressed takes the focus, so a
 * keyboard stays where it was.
 */
export function StockAlert({
  state,
  size,
  sending = false,
  error,
  onSet,
  onCancel,
  onAskAgain,
}: StockAlertProps) {
  const action = useRef<HTMLButtonElement>(null);
  const shown = useRef(state.kind);
  const moveFocus = useRef(false);
  useEffect(() => {
    // Only a change the shopper made moves the focus (not the first render), once the new button
    // has stopped loading (a disabled button takes no focus), and only if nothing else has it.
    if (shown.current !== state.kind) moveFocus.current = true;
    shown.current = state.kind;
    if (!moveFocus.current || sending) return;
    moveFocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) action.current?.focus();
  }, [state.kind, sending]);

  return (
    <Flex direction="column" gap="2" align="start" data-testid="stock-alert">
      {state.kind === 'signed-out' && (
        <Link asChild size="2" weight="medium">
          <RouterLink to={state.signInHref}>{texts.signIn}</RouterLink>
        </Link>
      )}
      {state.kind === 'guest' && (
        <Suspense fallback={null}>
          <GuestAlertForm
            size={size}
            sending={sending}
            signInHref={state.signInHref}
            onSet={onSet}
            focusEmail={state.again === true}
          />
        </Suspense>
      )}
      {state.kind === 'asked' && (
        <>
          <Text as="p" size="2" role="status">
            {texts.checkInbox(state.email)}
          </Text>
          <Button ref={action} size="2" variant="ghost" onClick={onAskAgain}>
            {texts.askAnother}
          </Button>
        </>
      )}
      {state.kind === 'guest-waiting' && (
        <>
          <Text as="p" size="2" role="status">
            {texts.waiting(state.email)} {texts.cancelByLink}
          </Text>
          <Button ref={action} size="2" variant="ghost" onClick={onAskAgain}>
            {texts.askAnother}
          </Button>
        </>
      )}
      {state.kind === 'ready' && (
        <Button ref={action} size="3" variant="soft" loading={sending} onClick={() => onSet()}>
          {size ? texts.askSize(size) : texts.ask}
        </Button>
      )}
      {state.kind === 'waiting' && (
        <>
          <Text as="p" size="2" role="status">
            {texts.waiting(state.email)}
          </Text>
          <Button ref={action} size="2" variant="ghost" loading={sending} onClick={onCancel}>
            {texts.cancel}
          </Button>
        </>
      )}
      {error && (
        <Text as="p" size="2" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}
