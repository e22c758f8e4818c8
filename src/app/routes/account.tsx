import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig, type KeyedMutator } from 'swr';
import { accountInfoKey, useAccountInfo } from '../../api/account.ts';
import { makeDefaultAddress, removeAddress, useAddressBook } from '../../api/address-book.ts';
import { addressBookTexts } from '../../domain/address-book.ts';
import { AddressBookCard } from '../../screens/account/address-book-card.tsx';
import { isApiError } from '../../api/errors.ts';
import { accountTexts, AccountView } from '../../screens/account/account-view.tsx';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import { useWishlist } from '../../state/wishlist.ts';
import { removeList, setListReminder, useSavedLists } from '../../api/quick-order.ts';
import { reminderTexts } from '../../domain/list-reminders.ts';
import { savedListTexts } from '../../domain/quick-order.ts';
import { SavedListsCard } from '../../screens/account/saved-lists-card.tsx';
import { noServerData, type ServerData } from '../server-render.ts';
import { useStoreInfo } from '../../api/store-info.ts';
import { errorMessage } from '../../api/errors.ts';
import { accountDeletionTexts } from '../../domain/account-deletion.ts';
import { howToReach, policyParty } from '../../domain/policies.ts';
import { DeleteAccountCard } from '../../screens/account/delete-account-card.tsx';
import {
  askEmailChange,
  changePassword,
  dropEmailChange,
  saveName,
  sendEmailVerification,
  signOutDevice,
  signOutOtherDevices,
  useEmailChange,
  useSignedInDevices,
} from '../../api/account-security.ts';
import type { AccountInfo, SignedInDevice } from '../../contract/auth.ts';
import { accountSecurityTexts as securityTexts } from '../../domain/account-security.ts';
import { EditNameButton, SecurityCard, type EmailChangeProps } from '../../screens/account/security-card.tsx';
import { emailChangeTexts } from '../../domain/email-change.ts';
import { emailVerificationTexts as verifyTexts } from '../../domain/email-verification.ts';
import type { ChangeEmailProblem, ChangeEmailValues } from '../../screens/account/change-email-dialog.tsx';
import type {
  ChangePasswordProblem,
  ChangePasswordValues,
} from '../../screens/account/change-password-dialog.tsx';
import type { NameValues } from '../../screens/account/edit-name-dialog.tsx';
import { cancelStockAlert, useStockAlerts } from '../../api/stock-alerts.ts';
import { stockAlertTexts } from '../../domain/stock-alerts.ts';
import { alertKey, StockAlertsCard } from '../../screens/account/stock-alerts-card.tsx';
import { getTaxStatement, useTaxYears } from '../../api/tax-statement.ts';
import { taxStatementTexts } from '../../domain/tax-statement.ts';
import { TaxDocumentsCard } from '../../screens/account/tax-documents-card.tsx';
import { useDownload } from '../save-file.ts';
import { payOnAccountOnline, useCreditAccount } from '../../api/credit-account.ts';
import { usePaymentStatus } from '../../api/payments.ts';
import { isNotOffered, NOT_OFFERED } from '../../api/errors.ts';
import {
  ACCOUNT_DECLINED_PARAM,
  ACCOUNT_METHOD,
  ACCOUNT_PAYMENT_PARAM,
  accountPaymentState,
  accountTexts as creditTexts,
} from '../../domain/credit-account.ts';
import { paymentOutcome, paymentOutcomeMessages, type PostFormInput } from '../../domain/payment-outcome.ts';
import { paymentStateTexts } from '../../domain/payment-status.ts';
import { RedirectPostForm } from '../../components/redirect-post-form.tsx';
import { AccountPaymentNotice, CreditAccountCard } from '../../screens/account/credit-account-card.tsx';
import { browserLeave, useBackFromLeave, type Leave } from '../leave.ts';

export const accountNotices = {
  loggedOutTitle: 'Logged out',
  loggedOut: 'You have been logged out successfully.',
  errorTitle: 'Error',
  logoutFailed: 'Failed to log out properly.',
} as const;

/** 'Failed to load account information (Status: 500)', '... (No response received)' or '...: {message}'. */
export function accountLoadMessage(e: unknown): string {
  const base = accountTexts.loadFailed;
  if (isApiError(e) && e.kind === 'http') return `${base} (Status: ${e.status})`;
  if (isApiError(e) && e.kind === 'network') return `${base} (No response received)`;
  return `${base}: ${e instanceof Error ? e.message : String(e)}`;
}

/**
 * A change to a list on the account page, made in place: the item it is about waits (`busy`), the
 * answer replaces the list, and a notice says it worked or that it failed (`failure`).
 */
function useInPlaceChange<T>(
  mutate: KeyedMutator<T>,
  failure: { title: string; description: string; log: string },
) {
  const [busy, setBusy] = useState<string>();
  const run = async (id: string, change: Promise<T>, done: string) => {
    setBusy(id);
    try {
      await mutate(change, { revalidate: false });
      toast({ topic: 'account', title: done, variant: 'success' });
    } catch (e) {
      console.warn(failure.log, e);
      toast({
        topic: 'account',
        title: failure.title,
        description: failure.description,
        variant: 'destructive',
      });
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, run };
}

/**
 * The saved addresses, changed in place; left out where the server keeps none (404/405) or they
 * could not be read. While they load, the card holds its place.
 */
function AccountAddressBook({ signedIn }: { signedIn: boolean }) {
  const { data, error, mutate } = useAddressBook(signedIn);
  const { busy, run } = useInPlaceChange(mutate, {
    title: addressBookTexts.failedTitle,
    description: addressBookTexts.failed,
    log: 'Changing the address book failed',
  });
  if (!signedIn || data === null || (error && data === undefined)) return null;
  return (
    <AddressBookCard
      addresses={data}
      busy={busy}
      onMakeDefault={(a) => void run(a.id, makeDefaultAddress(a.id), addressBookTexts.madeDefault)}
      onRemove={(a) => void run(a.id, removeAddress(a.id), addressBookTexts.removed)}
    />
  );
}

/**
 * The reorder lists, deleted and their reminders set in place; left out where the server keeps
 * none (404/405) or they could not be read. While they load, the card holds its place.
 */
function AccountSavedLists({ signedIn }: { signedIn: boolean }) {
  const { data, error, mutate } = useSavedLists(signedIn);
  const { busy, run } = useInPlaceChange(mutate, {
    title: savedListTexts.failedTitle,
    description: savedListTexts.failed,
    log: 'Changing a saved list failed',
  });
  if (!signedIn || data === null || (error && data === undefined)) return null;
  return (
    <SavedListsCard
      lists={data}
      busy={busy}
      onRemove={(list) => void run(list.id, removeList(list.id), savedListTexts.removed)}
      onReminder={(list, everyDays) =>
        void run(
          list.id,
          setListReminder(list.id, everyDays),
          everyDays === null ? reminderTexts.stopped(list.name) : reminderTexts.set(list.name, everyDays),
        )
      }
    />
  );
}

/**
 * The back-in-stock alerts still waiting, cancelled in place; left out until there is one (they are
 * set on a sold-out product's page), where the server keeps none (404/405) or they could not be read.
 */
function AccountStockAlerts({ signedIn }: { signedIn: boolean }) {
  const { data, error, mutate } = useStockAlerts(signedIn);
  const { busy, run } = useInPlaceChange(mutate, {
    title: stockAlertTexts.failedTitle,
    description: stockAlertTexts.failedDetail,
    log: 'Cancelling a back-in-stock alert failed',
  });
  // Once shown, the card stays for the visit: cancelling the last alert leaves it saying so.
  const [shown, setShown] = useState(false);
  const any = (data?.length ?? 0) > 0;
  if (any && !shown) setShown(true);
  if (!signedIn || !data || (error && data === undefined) || !(any || shown)) return null;
  return (
    <StockAlertsCard
      alerts={data}
      busy={busy}
      onCancel={(alert) => void run(alertKey(alert), cancelStockAlert(alert), stockAlertTexts.cancelled)}
    />
  );
}

/**
 * The statements of tax invoices by financial year, each downloaded as CSV; left out until the shop
 * has issued the shopper one, where the server keeps none (404/405) or they could not be read.
 */
function AccountTaxDocuments({ signedIn }: { signedIn: boolean }) {
  const { data } = useTaxYears(signedIn);
  const { busy, download } = useDownload({
    topic: 'account',
    title: taxStatementTexts.failedTitle,
    tryAgain: taxStatementTexts.tryAgain,
  });
  if (!signedIn || !data || data.length === 0) return null;
  return (
    <TaxDocumentsCard
      years={data}
      busy={busy}
      onDownload={(fy) => void download(fy, () => getTaxStatement(fy), taxStatementTexts.fileName(fy))}
    />
  );
}

/**
 * A business customer's credit and the orders they owe on it; left out without credit (or the
 * extension). "Pay ₹X now" asks POST /account/credit/pay for the gateway's form and sends it
 * (`leave.submit`); the gateway sends the shopper back here with `?payment=<id>` (and `&declined=1`),
 * and the card says what came of it, asking GET /payments/{id} until the bank has answered.
 */
function AccountCredit({ signedIn, leave }: { signedIn: boolean; leave: Leave }) {
  const { data, mutate } = useCreditAccount(signedIn);
  const { data: store } = useStoreInfo();
  const [params] = useSearchParams();
  const [paying, setPaying] = useState<string>();
  const [form, setForm] = useState<{ action: string; inputs: PostFormInput[] }>();
  const returned = params.get(ACCOUNT_PAYMENT_PARAM) ?? undefined;
  const declined = params.has(ACCOUNT_DECLINED_PARAM);
  const { data: payment } = usePaymentStatus(signedIn ? returned : undefined, { watch: !declined });
  const ours = payment?.method === ACCOUNT_METHOD ? payment : undefined;
  const state = ours && accountPaymentState(ours, declined);
  // Back from the gateway without paying: the button is there to press again.
  useBackFromLeave(() => {
    setPaying(undefined);
    setForm(undefined);
  });

  // Paid: said once, and the credit asked again (the order leaves the list, the limit is whole).
  const settled = useRef<string>(undefined);
  useEffect(() => {
    if (!ours || ours.status !== 'paid' || settled.current === ours.id) return;
    settled.current = ours.id;
    toast({
      topic: 'payment',
      title: paymentStateTexts.paid,
      description: creditTexts.paidOnline(ours.amount, ours.orderId),
      variant: 'success',
    });
    void mutate();
  }, [ours, mutate]);

  if (!signedIn || !data) return null;
  const name = store?.storeName ?? store?.companyName;

  const pay = async (orderId: string) => {
    setPaying(orderId);
    const failed = (description: string) => {
      setPaying(undefined);
      toast({ topic: 'payment', title: creditTexts.payFailedTitle, description, variant: 'destructive' });
    };
    try {
      const outcome = paymentOutcome(await payOnAccountOnline(orderId));
      // Still paying while the browser leaves for the gateway: the button keeps spinning.
      if (outcome.kind === 'post-form') setForm({ action: outcome.action, inputs: outcome.inputs });
      else if (outcome.kind === 'go' && outcome.target.kind === 'external') leave.assign(outcome.target.href);
      else failed(outcome.kind === 'error' ? outcome.message : paymentOutcomeMessages.unknown);
    } catch (e) {
      console.warn('Paying on account online failed', e);
      failed(errorMessage(e, isNotOffered(e) ? creditTexts.payOnlineNotOffered : creditTexts.payFailed));
      // Paid meanwhile (409), or no longer offered: the card shows what is owed now.
      if (isApiError(e) && e.kind === 'http') void mutate();
    }
  };

  return (
    <>
      <CreditAccountCard
        account={data}
        payee={store?.upiId && name ? { vpa: store.upiId, name } : undefined}
        onPay={(orderId) => void pay(orderId)}
        paying={paying}
        notice={
          state && ours && <AccountPaymentNotice state={state} amount={ours.amount} orderId={ours.orderId} />
        }
      />
      {form && <RedirectPostForm action={form.action} inputs={form.inputs} onReady={leave.submit} />}
    </>
  );
}

/**
 * The e-mail address part of "Sign-in and security": a link to the new address, asked with the
 * password (a wrong one is said on its field, a taken address on the address's), and the change
 * waiting for it, dropped with a press. Where the server cannot change addresses (404/405), the
 * part says how else it is done.
 */
function useEmailPart(
  account: AccountInfo | undefined,
  reach: string,
  signedIn: boolean,
): EmailChangeProps | undefined {
  const { data, mutate } = useEmailChange(signedIn);
  const [dropping, setDropping] = useState(false);
  const sendLink = useSendVerification();
  if (account === undefined) return undefined;
  const { email, emailConfirmed } = account;
  const onChange = async (values: ChangeEmailValues): Promise<ChangeEmailProblem | undefined> => {
    try {
      const answer = await askEmailChange(values);
      if (answer === NOT_OFFERED) return { message: emailChangeTexts.notOffered(reach) };
      await mutate({ pending: answer.pending }, { revalidate: false });
      toast({
        topic: 'account',
        title: emailChangeTexts.sentTitle,
        description: answer.message,
        variant: 'success',
      });
      return undefined;
    } catch (e) {
      if (isApiError(e) && e.status === 403)
        return { message: emailChangeTexts.wrongPassword, field: 'password' };
      if (isApiError(e) && e.status === 409)
        return { message: errorMessage(e, emailChangeTexts.failed), field: 'email' };
      return { message: errorMessage(e, emailChangeTexts.failed) };
    }
  };
  const onDrop = async () => {
    setDropping(true);
    try {
      const { message } = await dropEmailChange();
      await mutate({ pending: null }, { revalidate: false });
      toast({
        topic: 'account',
        title: emailChangeTexts.droppedTitle,
        description: message,
        variant: 'success',
      });
    } catch (e) {
      console.warn('Dropping the e-mail change failed', e);
      toast({
        topic: 'account',
        title: emailChangeTexts.dropFailedTitle,
        description: errorMessage(e, emailChangeTexts.dropFailed),
        variant: 'destructive',
      });
    } finally {
      setDropping(false);
    }
  };
  return {
    email,
    state: data,
    notOffered: emailChangeTexts.notOffered(reach),
    onChange,
    onDrop: () => void onDrop(),
    dropping,
    confirmed: emailConfirmed,
    ...sendLink,
  };
}

/**
 * "Send a new link" while the account's address is not confirmed (src/domain/email-verification.ts):
 * the server's answer is said; one confirmed meanwhile (409) reads the account again, which then
 * shows it confirmed.
 */
function useSendVerification() {
  const { mutate } = useSWRConfig();
  const [sendingLink, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const answer = await sendEmailVerification();
      if (answer === NOT_OFFERED) {
        // A server that said the address is not confirmed but sends no links: said as a failure.
        toast({ topic: 'account', title: verifyTexts.failed, variant: 'destructive' });
        return;
      }
      toast({
        topic: 'account',
        title: verifyTexts.sentTitle,
        description: answer.message,
        variant: 'success',
      });
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        await mutate(accountInfoKey);
        return;
      }
      console.warn('Sending a confirmation link failed', e);
      toast({ topic: 'account', title: verifyTexts.failed, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return { onSendLink: () => void send(), sendingLink };
}

/**
 * "Sign-in and security": the password changed (a wrong current one is said on its field: the
 * server answers 403, not 401, so the shopper stays signed in) and the other devices signed out.
 * A server without them (404/405) gets the privacy policy's way to reach the shop instead.
 */
function AccountSecurity({
  reach,
  signedIn,
  account,
}: {
  reach: string;
  signedIn: boolean;
  account: AccountInfo | undefined;
}) {
  const emailPart = useEmailPart(account, reach, signedIn);
  const [signingOut, setSigningOut] = useState(false);
  const [endingDevice, setEndingDevice] = useState<string>();
  const { data: devices, mutate: reloadDevices } = useSignedInDevices(signedIn);
  const change = async (values: ChangePasswordValues): Promise<ChangePasswordProblem | undefined> => {
    try {
      const answer = await changePassword({
        currentPassword: values.currentPassword,
        password: values.password,
      });
      if (answer === NOT_OFFERED) return { message: securityTexts.changeNotOffered(reach) };
    } catch (e) {
      if (isApiError(e) && e.status === 403)
        return { message: securityTexts.wrongPassword, field: 'currentPassword' };
      return { message: errorMessage(e, securityTexts.changeFailed) };
    }
    toast({
      topic: 'account',
      title: securityTexts.changedTitle,
      description: securityTexts.changed,
      variant: 'success',
    });
    void reloadDevices();
    return undefined;
  };
  // Signing out one device or the others failed: the server's reason, else `fallback`.
  const notSignedOut = (e: unknown, fallback: string) => {
    console.warn('Signing out a device failed', e);
    toast({
      topic: 'account',
      title: securityTexts.notSignedOutTitle,
      description: errorMessage(e, fallback),
      variant: 'destructive',
    });
  };
  const signOutOthers = async () => {
    setSigningOut(true);
    try {
      const answer = await signOutOtherDevices();
      if (answer === NOT_OFFERED)
        toast({
          topic: 'account',
          title: securityTexts.notSignedOutTitle,
          description: securityTexts.othersNotOffered(reach),
        });
      else
        toast({
          topic: 'account',
          title: answer.ended > 0 ? securityTexts.signedOutOthersTitle : securityTexts.onlyThisDeviceTitle,
          description: answer.message,
          variant: 'success',
        });
    } catch (e) {
      notSignedOut(e, securityTexts.othersFailed);
    } finally {
      setSigningOut(false);
      void reloadDevices();
    }
  };
  const endDevice = async (device: SignedInDevice) => {
    setEndingDevice(device.id);
    try {
      const { message } = await signOutDevice(device.id);
      toast({
        topic: 'account',
        title: securityTexts.deviceSignedOutTitle,
        description: message,
        variant: 'success',
      });
    } catch (e) {
      notSignedOut(e, securityTexts.deviceFailed);
    } finally {
      setEndingDevice(undefined);
      // Gone or not, the list says what is signed in now (a 404: it had already gone).
      void reloadDevices();
    }
  };
  return (
    <SecurityCard
      email={emailPart}
      onChangePassword={change}
      onSignOutOthers={() => void signOutOthers()}
      signingOutOthers={signingOut}
      devices={devices}
      onSignOutDevice={(device) => void endDevice(device)}
      signingOutDevice={endingDevice}
    />
  );
}

/** Rendered on the server with the layout's data alone: the shopper's own come from the browser. */
export const serverData: ServerData = noServerData;

/** /account (behind the sign-in guard). `leave`: how it leaves for the payment gateway (stories spy on it). */
export default function AccountRoute({ leave = browserLeave }: { leave?: Leave }) {
  const session = useSession();
  const navigate = useNavigate();
  const { mutate } = useAccountInfo(session.status === 'authenticated');
  const { accountError } = session;
  const wishlistCount = useWishlist().count;
  const { data: store } = useStoreInfo();
  const reach = howToReach(policyParty(store ?? {}));

  useEffect(() => {
    if (accountError)
      toast({ title: 'Error', description: accountLoadMessage(accountError), variant: 'destructive' });
  }, [accountError]);

  // Leave first, so the notices speak on the home page (the guard around /account sends a shopper
  // who signs out here home as well).
  const signOut = async () => {
    await navigate('/');
    try {
      await session.logout();
      toast({
        topic: 'session',
        title: accountNotices.loggedOutTitle,
        description: accountNotices.loggedOut,
        variant: 'success',
      });
    } catch {
      toast({
        topic: 'session',
        title: accountNotices.errorTitle,
        description: accountNotices.logoutFailed,
        variant: 'destructive',
      });
    }
  };

  // Once deleted the session is signed out here (the guard would send the shopper home too): home, with a notice.
  const deleteAccount = async (password: string): Promise<string | undefined> => {
    try {
      if ((await session.deleteAccount(password)) === 'not-offered') {
        return accountDeletionTexts.notOffered(reach);
      }
    } catch (e) {
      return errorMessage(e, accountDeletionTexts.failed);
    }
    await navigate('/');
    toast({
      topic: 'session',
      title: accountDeletionTexts.deletedTitle,
      description: accountDeletionTexts.deleted,
      variant: 'success',
    });
    return undefined;
  };

  // The answer is the account everyone on the page reads (the header's greeting too).
  const rename = async (values: NameValues): Promise<string | undefined> => {
    try {
      const answer = await saveName(values);
      if (answer === NOT_OFFERED) return securityTexts.nameNotOffered(reach);
      await mutate(answer, { revalidate: false });
      toast({
        topic: 'account',
        title: securityTexts.nameSavedTitle,
        description: securityTexts.nameSaved(answer.firstName),
        variant: 'success',
      });
      return undefined;
    } catch (e) {
      return errorMessage(e, securityTexts.nameFailed);
    }
  };
  const { account } = session;
  return (
    <AccountView
      account={session.account}
      loadFailed={Boolean(accountError)}
      onRetry={() => void mutate()}
      signingOut={session.loading}
      onSignOut={() => void signOut()}
      wishlistCount={wishlistCount}
      addressBook={<AccountAddressBook signedIn={session.status === 'authenticated'} />}
      savedLists={<AccountSavedLists signedIn={session.status === 'authenticated'} />}
      stockAlerts={<AccountStockAlerts signedIn={session.status === 'authenticated'} />}
      taxDocuments={<AccountTaxDocuments signedIn={session.status === 'authenticated'} />}
      creditAccount={<AccountCredit signedIn={session.status === 'authenticated'} leave={leave} />}
      editName={
        account && (
          <EditNameButton
            current={{ firstName: account.firstName, lastName: account.lastName }}
            onSave={rename}
          />
        )
      }
      security={
        <AccountSecurity reach={reach} signedIn={session.status === 'authenticated'} account={account} />
      }
      deleteAccount={<DeleteAccountCard onDelete={deleteAccount} />}
    />
  );
}
