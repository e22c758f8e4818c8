import ClockIcon from '~icons/radix-icons/clock';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';
import { Button, Card, DataList, Flex, Spinner, Text } from '@radix-ui/themes';
import type { PaymentStatusAnswer } from '../../contract/payment.ts';
import { formatMoney } from '../../domain/money.ts';
import type { WaitPhase } from '../../domain/payment-status.ts';
import { watchTexts } from './payment-texts.ts';
import { Notice } from '../../components/notice.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';

export interface TestBankForm {
  action: string;
  data: Record<string, string>;
}

export interface PaymentWatchProps {
  orderId: string;
  /** Where the payment stands; absent until the first answer. */
  status?: PaymentStatusAnswer;
  /** How long the shopper has waited (src/domain/payment-status.ts, waitPhase). */
  phase: WaitPhase;
  /** A new attempt with the same method and details is on its way. */
  retrying?: boolean;
  onPayAgain: () => void;
  onChooseMethod: () => void;
  /** Test mode: the sandbox bank where this payment can be approved or declined. */
  testBank?: TestBankForm;
}

function Choices({
  retrying,
  onPayAgain,
  onChooseMethod,
}: Pick<PaymentWatchProps, 'retrying' | 'onPayAgain' | 'onChooseMethod'>) {
  return (
    <Flex gap="3" wrap="wrap" mt="3">
      <Button size="3" onClick={onPayAgain} disabled={retrying} className="tap-target">
        {retrying ? watchTexts.retrying : watchTexts.payAgain}
      </Button>
      <Button size="3" variant="soft" onClick={onChooseMethod} className="tap-target">
        {watchTexts.chooseMethod}
      </Button>
    </Flex>
  );
}

/** What the shopper is told while the shop waits for the bank, and when the bank has spoken. */
function Verdict({ status, phase, ...choices }: PaymentWatchProps) {
  if (status?.review) {
    return (
      <Notice tone="info" title={watchTexts.reviewTitle}>
        {watchTexts.review}
      </Notice>
    );
  }
  if (status?.status === 'paid') {
    return <Notice tone="success" title={watchTexts.paid} />;
  }
  if (status?.status === 'failed' || status?.status === 'expired') {
    const failed = status.status === 'failed';
    return (
      <Notice
        tone="error"
        icon={<CrossCircledIcon aria-hidden />}
        title={failed ? watchTexts.failedTitle : watchTexts.expiredTitle}
        actions={<Choices {...choices} />}
      >
        {failed ? watchTexts.failed : watchTexts.expired}
      </Notice>
    );
  }
  if (phase === 'offer-choices') {
    return (
      <Notice
        tone="warning"
        icon={<ClockIcon aria-hidden />}
        title={watchTexts.longTitle}
        actions={<Choices {...choices} />}
      >
        {watchTexts.long}
      </Notice>
    );
  }
  return (
    <Flex gap="3" align="center" role="status" data-testid="payment-waiting">
      <Spinner size="3" />
      <Flex direction="column">
        <Text weight="bold">{phase === 'still-waiting' ? watchTexts.stillWaiting : watchTexts.waiting}</Text>
        <Text size="2" color="gray">
          {phase === 'still-waiting' ? watchTexts.stillWaitingHint : watchTexts.waitingHint}
        </Text>
      </Flex>
    </Flex>
  );
}

/**
 * The payment being watched: what is being paid, to whom, for which order, and what the bank has
 * said so far. The route moves on to the order once the payment is paid.
 */
export function PaymentWatch(props: PaymentWatchProps) {
  const { orderId, status, testBank } = props;
  return (
    <Card size="3" data-testid="payment-watch">
      <Flex direction="column" gap="4">
        <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="2">
          <DataList.Item>
            <DataList.Label>{watchTexts.amount}</DataList.Label>
            <DataList.Value>
              <Text weight="bold" size="4" data-testid="payment-amount">
                {status ? formatMoney(status.amount) : '…'}
              </Text>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{watchTexts.payee}</DataList.Label>
            <DataList.Value data-testid="payment-payee">
              {status ? [status.payee.name, status.payee.vpa].filter(Boolean).join(' · ') : '…'}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{watchTexts.order}</DataList.Label>
            <DataList.Value>{orderId}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Verdict {...props} />
        {testBank && status?.status === 'pending' && !status.review && (
          <form method="post" action={testBank.action} target="_blank" data-testid="test-bank">
            {Object.entries(testBank.data).map(([name, value]) => (
              <input key={name} type="hidden" name={`data[${name}]`} value={value} />
            ))}
            <Flex direction="column" gap="1" align="start">
              <SubmitButton worksWithoutScript variant="outline" color="amber" className="tap-target">
                {watchTexts.testBank}
              </SubmitButton>
              <Text size="1" color="gray">
                {watchTexts.testBankHint}
              </Text>
            </Flex>
          </form>
        )}
      </Flex>
    </Card>
  );
}
