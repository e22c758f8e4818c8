import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  firstReminderDay,
  isReminderEvery,
  nextReminderDay,
  reminderAt,
  reminderTexts,
} from './list-reminders.ts';

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

describe('reorder reminders', () => {
  it('go at 9 in the morning, India’s time (03:30 UTC), on their day', () => {
    expect(reminderAt('2026-12-13').toISOString()).toBe('2026-12-13T03:30:00.000Z');
    expect(reminderAt('2027-01-01').toISOString()).toBe('2027-01-01T03:30:00.000Z');
  });

  it('start from today in India, not from the server’s day', () => {
    // 20:00 UTC on the 6th is 01:30 on the 7th in India.
    expect(firstReminderDay(new Date('2026-12-06T20:00:00Z'), 7)).toBe('2026-12-14');
    expect(firstReminderDay(new Date('2026-12-06T18:29:00Z'), 7)).toBe('2026-12-13');
    expect(firstReminderDay(new Date('2026-12-06T10:00:00Z'), 28)).toBe('2027-01-03');
  });

  it('fall on the same day of the week, every time', () => {
    const first = firstReminderDay(new Date('2026-12-06T10:00:00Z'), 14);
    const next = nextReminderDay(first, 14, reminderAt(first));
    expect(next).toBe(addDays(first, 14));
    expect(weekday(next)).toBe(weekday(first));
  });

  it('send one reminder after missed turns, the next one past today on its weekday', () => {
    // Due on Sunday 1 Nov 2026, every week; the shop was stopped until Wednesday 2 Dec.
    const now = new Date('2026-12-02T06:00:00Z');
    const next = nextReminderDay('2026-11-01', 7, now);
    expect(next).toBe('2026-12-06');
    expect(weekday(next)).toBe(weekday('2026-11-01'));
    // Sent on its own day (after 9 in India): the next is a whole turn later, not today.
    expect(nextReminderDay('2026-12-06', 7, reminderAt('2026-12-06'))).toBe('2026-12-13');
  });

  it('offer every 1, 2, 4 or 8 weeks and name them', () => {
    expect([7, 14, 28, 56].every(isReminderEvery)).toBe(true);
    expect([0, 1, 10, 30, 7.5].some(isReminderEvery)).toBe(false);
    expect(reminderTexts.every(7)).toBe('Every week');
    expect(reminderTexts.everyOf(56)).toBe('Every 8 weeks');
    expect(reminderTexts.everyOf(10)).toBe('Every 10 days');
    expect(reminderTexts.next('2026-12-13')).toBe('Next reminder by e-mail on Sun, 13 Dec');
  });
});
