import { Badge, Box, Button, DataList, Flex, Link as RadixLink, Spinner, Text } from '@radix-ui/themes';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/notice.tsx';
import type { BankAccount, CreditAccount } from '../../contract/credit-account.ts';
import {
  accountTexts as texts,
  accountUpiLink,
  type AccountPaymentState,
  type UpiPayee,
} from '../../domain/credit-account.ts';
import { formatMoney } from '../../domain/money.ts';
import { paymentStateTexts } from '../../domain/payment-status.ts';
import { CREDIT_ACCOUNT_SECTION, orderHref } from '../../domain/routes.ts';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';

// The QR code (and its drawing code) loads when a shopper on a computer asks for one.
const UpiQrDialog = lazy(() => import('./upi-qr-dialog.tsx'));

export interface CreditAccountCardProps {
  account: CreditAccount;
  /** The shop's UPI ID and name, where it has one. */
  payee?: UpiPayee;
  /** Pays an order online through the gateway; its button shows where the server offers it (`payOnline`). */
  onPay?: (orderId: string) => void;
  /** The order whose payment is being started: its button spins, the others wait. */
  paying?: string;
  /** What came of a payment online, back from the gateway (AccountPaymentNotice). */
  notice?: ReactNode;
}

/**
 * A business customer's credit with the shop (src/domain/credit-account.ts): the limit, what they
 * owe and what is left, and each order still to pay with its day, the overdue marked. Where the
 * server offers it, "Pay ₹X now" per order pays it online through the payment gateway. With the
 * shop's UPI ID (`payee`), how to pay outside the shop, and on a phone a button per order that opens
 * the shopper's UPI app with its amount, the order ID as the note and its payment's reference (the
 * gateway confirms such a payment; one typed by hand the owner records). The route leaves the card
 * out for a customer without credit.
 */
export function CreditAccountCard({ account, payee, onPay, paying, notice }: CreditAccountCardProps) {
  const payOnline = account.payOnline ? onPay : undefined;
  return (
    <AccountSection heading={texts.heading} id={CREDIT_ACCOUNT_SECTION} testId="credit-account">
      {notice && <NoticeInView>{notice}</NoticeInView>}
      <Text as="p" size="2" color="gray" mb="3">
        {texts.terms(account.days)}
      </Text>
      <DataList.Root size="2" mb="3">
        <DataList.Item>
          <DataList.Label minWidth="120px">{texts.limit}</DataList.Label>
          <DataList.Value>{formatMoney(account.limit)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{texts.owed}</DataList.Label>
          <DataList.Value data-testid="credit-owed">
            <Flex gap="2" align="center" wrap="wrap">
              {formatMoney(account.owed)}
              {account.overdue > 0 && (
                <Badge color="red" variant="soft" highContrast>
                  {`${texts.overdueBadge}: ${formatMoney(account.overdue)}`}
                </Badge>
              )}
            </Flex>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{texts.available}</DataList.Label>
          <DataList.Value data-testid="credit-available">{formatMoney(account.available)}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      {account.overdue > 0 && (
        <Text as="p" size="2" color="red" weight="medium" mb="3">
          {texts.overdue(account.overdue)}
        </Text>
      )}
      <Text as="p" size="2" weight="bold" mb="2">
        {texts.ordersDue}
      </Text>
      <AccountList empty={texts.nothingOwed}>
        {account.orders.map((order) => (
          <AccountListItem
            key={order.id}
            testId="credit-order"
            actions={
              <>
                {order.overdue && (
                  <Badge color="red" variant="soft" highContrast>
                    {texts.overdueBadge}
                  </Badge>
                )}
                {payOnline && (
                  <Button
                    size="2"
                    loading={paying === order.id}
                    disabled={paying !== undefined}
                    aria-label={texts.payNowLabel(order.amount, order.id)}
                    onClick={() => payOnline(order.id)}
                  >
                    {texts.payNow(order.amount)}
                  </Button>
                )}
                <PayByUpi payee={payee} order={order} />
              </>
            }
          >
            <Flex direction="column">
              <RadixLink asChild weight="bold">
                <Link to={orderHref(order.id)} className="tap-target">
                  {order.id}
                </Link>
              </RadixLink>
              <Text size="2" color="gray">
                {texts.dueBy(order.amount, order.dueOn)}
              </Text>
            </Flex>
          </AccountListItem>
        ))}
      </AccountList>
      {payee && account.orders.length > 0 && (
        <Text as="p" size="2" color="gray" mt="3">
          {texts.howToPay(payee.vpa, account.bankTransfer)}
        </Text>
      )}
      {account.bankTransfer && account.orders.length > 0 && <BankTransfer bank={account.bankTransfer} />}
    </AccountSection>
  );
}

/**
 * The shop's bank account for a transfer (NEFT, RTGS or IMPS), as a bank's app asks for it. The
 * number and the IFSC are selected whole with one tap, to copy into it.
 */
function BankTransfer({ bank }: { bank: BankAccount }) {
  // [label, value, selected whole with one tap]
  const rows = [
    [texts.accountName, bank.name, false],
    [texts.accountNumber, bank.number, true],
    [texts.ifsc, bank.ifsc, true],
    [texts.bank, bank.bank, false],
  ] as const;
  return (
    <Box mt="3" data-testid="bank-transfer">
      <Text as="p" size="2" weight="bold" mb="2">
        {texts.bankTransfer}
      </Text>
      <DataList.Root size="2">
        {rows.map(([label, value, whole]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="120px">{label}</DataList.Label>
            <DataList.Value style={whole ? { userSelect: 'all' } : undefined}>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

/**
 * The order's amount by UPI, quoting its payment's reference where the server gave one (the
 * gateway then confirms it): on a phone (where a upi://pay link opens an app) a button into the
 * shopper's UPI app; on a computer the same link as a QR code, to scan with the phone.
 */
function PayByUpi({ payee, order }: { payee?: UpiPayee; order: CreditAccount['orders'][number] }) {
  const { id: orderId, amount } = order;
  const [scanning, setScanning] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const link = payee && accountUpiLink(payee, orderId, amount, order.reference);
  if (!link) return null;
  return (
    <>
      <Box display={{ initial: 'block', sm: 'none' }}>
        <Button asChild size="2" variant="soft">
          <a href={link} aria-label={texts.payByUpiLabel(amount, orderId)}>
            {texts.payByUpi(amount)}
          </a>
        </Button>
      </Box>
      <Box display={{ initial: 'none', sm: 'block' }}>
        <Button
          ref={opener}
          size="2"
          variant="soft"
          aria-label={texts.scanToPayLabel(amount, orderId)}
          onClick={() => setScanning(true)}
        >
          {texts.scanToPay(amount)}
        </Button>
      </Box>
      {scanning && (
        <Suspense fallback={null}>
          <UpiQrDialog
            orderId={orderId}
            amount={amount}
            link={link}
            onClose={() => setScanning(false)}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}

/** The shopper comes back from the gateway at the top of the page: the card's notice is brought into view once. */
function NoticeInView({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Box mb="3" ref={box}>
      {children}
    </Box>
  );
}

/**
 * What came of paying an order on account online: waiting for the bank (the route keeps asking),
 * received, declined (still owed: its button is there to try again), or money received that the shop
 * is checking.
 */
export function AccountPaymentNotice({
  state,
  amount,
  orderId,
}: {
  state: AccountPaymentState;
  amount: number;
  orderId: string;
}) {
  if (state === 'paid')
    return (
      <Notice tone="success" data-testid="account-payment">
        {texts.paidOnline(amount, orderId)}
      </Notice>
    );
  if (state === 'declined')
    return (
      <Notice tone="error" data-testid="account-payment">
        {texts.declinedOnline(orderId)}
      </Notice>
    );
  if (state === 'review')
    return (
      <Notice tone="info" data-testid="account-payment">
        {paymentStateTexts.reviewTitle}
      </Notice>
    );
  return (
    <Notice tone="info" icon={<Spinner size="1" />} title={texts.waitingOnline} data-testid="account-payment">
      {texts.waitingOnlineHint}
    </Notice>
  );
}
