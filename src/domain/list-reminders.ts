import { REMINDER_EVERY_DAYS } from '../contract/limits.ts';
import { addDays, atInIndia, formatDeliveryDay, isoDayInIndia } from './dates.ts';

/**
 * Reorder reminders (extension PUT /lists/{id}/reminder): a saved list e-mails its buyer every
 * week, 2, 4 or 8 weeks to order it again (cleaning supplies, the office pantry, packing tape run
 * out on a rhythm). A reminder goes at 9 in the morning, India's time, on its day, and the next
 * falls the same number of days later, so it keeps its day of the week. One home for the server,
 * the account page and the mocks.
 */
export type ReminderEvery = (typeof REMINDER_EVERY_DAYS)[number];
export { REMINDER_EVERY_DAYS };

export const isReminderEvery = (n: number): n is ReminderEvery =>
  (REMINDER_EVERY_DAYS as readonly number[]).includes(n);

/** The hour of the day (India's) a reminder goes out. */
export const REMINDER_TIME_IN_INDIA = '09:00';

/** When a reminder for `day` goes: that day at REMINDER_TIME_IN_INDIA, India's time. */
export const reminderAt = (day: string): Date => atInIndia(day, REMINDER_TIME_IN_INDIA);

/** A reminder set (or changed) at `now`: the first goes `everyDays` days after today in India. */
export const firstReminderDay = (now: Date, everyDays: ReminderEvery): string =>
  addDays(isoDayInIndia(now), everyDays);

/**
 * The day after a reminder for `day` went out at `now`: `everyDays` later, and past today, so a
 * server that was stopped for weeks sends one reminder on its return, not one per missed turn.
 */
export function nextReminderDay(day: string, everyDays: number, now: Date): string {
  const today = isoDayInIndia(now);
  let next = addDays(day, everyDays);
  while (next <= today) next = addDays(next, everyDays);
  return next;
}

const everyText: Record<ReminderEvery, string> = {
  7: 'Every week',
  14: 'Every 2 weeks',
  28: 'Every 4 weeks',
  56: 'Every 8 weeks',
};

/**
 * A reminder e-mail's one-click stop under /api/v1 (RFC 8058: a mail app's "Unsubscribe" posts to
 * it, no sign-in needed); opened in a browser, it leads to the saved lists instead.
 */
export const REMINDER_STOP_PATH = '/lists/reminder/stop';
export const reminderStopPath = (token: string) => `${REMINDER_STOP_PATH}/${encodeURIComponent(token)}`;

export const reminderTexts = {
  /** The field's label on the account page, for one list. */
  label: 'Remind me to reorder',
  labelFor: (list: string) => `Remind me to reorder ${list}`,
  never: 'Never',
  every: (days: ReminderEvery) => everyText[days],
  everyOf: (days: number) => (isReminderEvery(days) ? everyText[days] : `Every ${days} days`),
  /** Under the field: when the next e-mail goes. */
  next: (day: string) => `Next reminder by e-mail on ${formatDeliveryDay(day)}`,
  set: (list: string, days: ReminderEvery) => `Reminder set for ${list}: ${everyText[days].toLowerCase()}`,
  stopped: (list: string) => `No more reminders for ${list}`,
  /** The one-click stop's answer (`reminderStopPath`). */
  stoppedByLink: 'Reminder stopped',
  /** The e-mail. */
  subject: (list: string) => `Time to reorder: ${list}`,
  intro: (list: string, days: number) =>
    `This is your reminder to reorder your list “${list}” (${reminderTexts.everyOf(days).toLowerCase()}).`,
  open: 'Open it in quick order, change any quantity and add it to your cart:',
  change: 'To change how often we remind you, or to stop, go to your saved lists:',
  why: (shop: string) => `You asked ${shop} to remind you to reorder this list.`,
} as const;
