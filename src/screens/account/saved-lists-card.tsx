import { Button, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { NativeSelect } from '../../components/native-select.tsx';
import type { SavedList } from '../../contract/quick-order.ts';
import { formatOrderDate } from '../../domain/dates.ts';
import {
  isReminderEvery,
  REMINDER_EVERY_DAYS,
  reminderTexts,
  type ReminderEvery,
} from '../../domain/list-reminders.ts';
import { savedListTexts as texts } from '../../domain/quick-order.ts';
import { quickOrderListHref, SAVED_LISTS_SECTION } from '../../domain/routes.ts';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';

const reminderOptions = [
  { value: '', label: reminderTexts.never },
  ...REMINDER_EVERY_DAYS.map((days) => ({ value: String(days), label: reminderTexts.every(days) })),
];

/**
 * How often the list e-mails its buyer to reorder it, chosen in place, and when the next e-mail
 * goes. Only where the server keeps reminders (it serves `reminder` on each list).
 */
function ListReminder({
  list,
  disabled,
  onChange,
}: {
  list: SavedList;
  disabled: boolean;
  onChange: (everyDays: ReminderEvery | null) => void;
}) {
  const id = useId();
  const { reminder } = list;
  return (
    <Flex direction="column" gap="1" mt="2" align="start">
      <Text as="label" size="2" htmlFor={id}>
        {reminderTexts.label}
      </Text>
      <NativeSelect
        id={id}
        aria-label={reminderTexts.labelFor(list.name)}
        value={reminder ? String(reminder.everyDays) : ''}
        options={reminderOptions}
        disabled={disabled}
        onValueChange={(value) => {
          const days = Number(value);
          onChange(value !== '' && isReminderEvery(days) ? days : null);
        }}
      />
      {reminder && (
        <Text size="1" color="gray">
          {reminderTexts.next(reminder.nextOn)}
        </Text>
      )}
    </Flex>
  );
}

export interface SavedListsCardProps {
  /** Undefined while they load: the card holds its place. */
  lists: readonly SavedList[] | undefined;
  /** The list whose deletion is on its way: the buttons wait. */
  busy?: string | undefined;
  onRemove: (list: SavedList) => void;
  /** A list's reminder set, changed or stopped (null). */
  onReminder: (list: SavedList, everyDays: ReminderEvery | null) => void;
}

/**
 * The account's reorder lists: each opens in the quick-order pad, or goes; where the server keeps
 * reminders, each can e-mail its buyer to reorder it. `/account#saved-lists` leads here.
 */
export function SavedListsCard({ lists, busy, onRemove, onReminder }: SavedListsCardProps) {
  return (
    <AccountSection heading={texts.heading} id={SAVED_LISTS_SECTION} testId="saved-lists">
      <AccountList empty={texts.empty}>
        {lists?.map((list) => (
          <AccountListItem
            key={list.id}
            testId="saved-list"
            actions={
              <>
                <Button size="2" variant="soft" asChild>
                  <Link to={quickOrderListHref(list.id)} aria-label={`${texts.open}: ${list.name}`}>
                    {texts.open}
                  </Link>
                </Button>
                <Button
                  size="2"
                  variant="soft"
                  color="red"
                  loading={busy === list.id}
                  disabled={busy !== undefined}
                  onClick={() => onRemove(list)}
                  aria-label={`${texts.remove}: ${list.name}`}
                >
                  {texts.remove}
                </Button>
              </>
            }
          >
            <Flex direction="column">
              <Text weight="bold">{list.name}</Text>
              <Text size="2" color="gray">
                {texts.summary(list.lines.length, formatOrderDate(list.updatedAt))}
              </Text>
              {list.reminder !== undefined && (
                <ListReminder
                  list={list}
                  disabled={busy !== undefined}
                  onChange={(everyDays) => onReminder(list, everyDays)}
                />
              )}
            </Flex>
          </AccountListItem>
        ))}
      </AccountList>
    </AccountSection>
  );
}
