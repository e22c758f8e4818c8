import { Button, Checkbox, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type RefObject } from 'react';
import { Notice } from '../../components/notice.tsx';
import { RadixThemeContext } from '../../components/radix-theme-context.tsx';
import type { Order } from '../../contract/order.ts';
import { RETURN_REASON_MAX, type ReturnCreateRequest } from '../../contract/returns.ts';
import { formatDocumentDate } from '../../domain/dates.ts';
import { reasonInWords, RETURN_DETAILS_MAX, RETURN_REASONS } from '../../domain/returns.ts';
import { itemName } from '../../domain/variants.ts';
import { returnUiTexts } from './orders-texts.ts';
import { returnSummaryId } from './order-return.tsx';
import { ReasonChoice } from './reason-choice.tsx';
import { useSend } from '../../components/use-send.ts';

export interface ReturnOrderDialogProps {
  order: Order;
  /** Sends the request; resolves to an error message, or undefined once it is kept. */
  onConfirm: (request: ReturnCreateRequest) => Promise<string | undefined>;
  onClose: () => void;
  /** Where the focus goes back to when the dialog closes: the order's Request a return button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** A count typed for a line: a whole number from 1 to what was ordered, else undefined. */
const countIn = (typed: string, ordered: number): number | undefined => {
  const n = Number(typed);
  return /^\d+$/.test(typed.trim()) && n >= 1 && n <= ordered ? n : undefined;
};

/** 'Return items from order …': which lines (and how many of each) go back, and why. */
export default function ReturnOrderDialog({
  order,
  onConfirm,
  onClose,
  returnFocusTo,
}: ReturnOrderDialogProps) {
  // Each chosen line's count as typed; a line of one goes back whole.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<string>();
  const [details, setDetails] = useState('');
  const { sending, error, send } = useSend(onClose);
  const ids = useId();
  const itemsLabel = `${ids}-items`;

  const lines = order.items.flatMap((item) => {
    const typed = chosen[item.id];
    if (typed === undefined) return [];
    return [{ item, quantity: countIn(typed, item.quantity) }];
  });
  const ready = lines.length > 0 && lines.every((l) => l.quantity !== undefined) && reason !== undefined;

  const confirm = async () => {
    if (!ready) return;
    await send(() =>
      onConfirm({
        lines: lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity! })),
        reason: reasonInWords(reason, details, RETURN_REASON_MAX),
      }),
    );
  };

  return (
    <RadixThemeContext>
      <Dialog.Root open onOpenChange={(open) => !open && !sending && onClose()}>
        <Dialog.Content
          maxWidth="520px"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Once sent, the list shows the request in place of the button: the focus goes to it.
            const button = returnFocusTo.current;
            (button?.isConnected ? button : document.getElementById(returnSummaryId(order.id)))?.focus();
          }}
        >
          <Dialog.Title>{returnUiTexts.title(order.id)}</Dialog.Title>
          <Dialog.Description size="2">
            {returnUiTexts.description(formatDocumentDate(order.returnUntil))}
          </Dialog.Description>
          <Flex direction="column" gap="2" mt="4" role="group" aria-labelledby={itemsLabel}>
            <Text as="div" size="2" weight="bold" id={itemsLabel}>
              {returnUiTexts.itemsLabel}
            </Text>
            {order.items.map((item) => {
              const name = itemName(item);
              const typed = chosen[item.id];
              const wrong = typed !== undefined && countIn(typed, item.quantity) === undefined;
              const problemId = `${ids}-${item.id}-problem`;
              return (
                <Flex key={item.id} direction="column" gap="1">
                  <Text as="label" size="2" className="tap-target">
                    <Flex gap="2" align="center">
                      <Checkbox
                        checked={typed !== undefined}
                        onCheckedChange={(checked) =>
                          setChosen(({ [item.id]: _, ...rest }) =>
                            checked === true ? { ...rest, [item.id]: String(item.quantity) } : rest,
                          )
                        }
                      />
                      {returnUiTexts.lineLabel(name, item.quantity)}
                    </Flex>
                  </Text>
                  {typed !== undefined && item.quantity > 1 && (
                    <Flex gap="2" align="center" pl="5" wrap="wrap">
                      <TextField.Root
                        aria-label={returnUiTexts.howMany(name)}
                        inputMode="numeric"
                        value={typed}
                        onChange={(e) => setChosen((all) => ({ ...all, [item.id]: e.target.value }))}
                        aria-invalid={wrong}
                        aria-describedby={wrong ? problemId : undefined}
                        size="2"
                        style={{ width: '6rem' }}
                      />
                      {wrong && (
                        <Text size="1" color="red" id={problemId}>
                          {returnUiTexts.howManyProblem(item.quantity)}
                        </Text>
                      )}
                    </Flex>
                  )}
                </Flex>
              );
            })}
          </Flex>
          <ReasonChoice
            label={returnUiTexts.reasonLabel}
            reasons={RETURN_REASONS}
            value={reason}
            onChange={setReason}
            detailsLabel={returnUiTexts.detailsLabel}
            details={details}
            onDetails={setDetails}
            detailsMax={RETURN_DETAILS_MAX}
            showDetails
          />
          {error && (
            <Notice tone="error" mt="3">
              {error}
            </Notice>
          )}
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button variant="soft" color="gray" disabled={sending}>
                {returnUiTexts.close}
              </Button>
            </Dialog.Close>
            <Button disabled={!ready || sending} onClick={() => void confirm()}>
              {sending ? returnUiTexts.sending : returnUiTexts.confirm}
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </RadixThemeContext>
  );
}
