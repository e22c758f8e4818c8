/** Dates are shown in India's time zone, whatever the zone of the machine rendering them. */
export const TIME_ZONE = 'Asia/Kolkata';

/**
 * A formatter in India's time zone, made on first use: building one loads ICU's data for its
 * locale and zone, 70-90 ms of a throttled phone's main thread when all four were made at import
 * (the order-tracking page paid it before any order was asked for).
 */
function inIndia(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (date) =>
    (made ??= new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options })).format(date);
}

const memberSince = inIndia('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

const orderDate = inIndia('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function toDate(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'January 5, 2025' (month name, day, year); '' when missing or not a date. */
export function formatMemberSince(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? memberSince(date) : '';
}

/** '5 Jan 2025, 3:04 pm'; '' when missing or not a date. */
export function formatOrderDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? orderDate(date) : '';
}

const documentDate = inIndia('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** '05 Jan 2025': the date an invoice prints; '' when missing or not a date. */
export function formatDocumentDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? documentDate(date) : '';
}

const isoDay = inIndia('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2025-01-05': the day in India, as files and the owner's commands write dates. */
export const isoDayInIndia = (at: Date): string => isoDay(at);

/** The instant a day ('2026-12-07') reaches a time ('08:00', '23:59:59.999') in India (UTC+5:30, no summer time). */
export const atInIndia = (day: string, time = '00:00'): Date => new Date(`${day}T${time}+05:30`);

/** 'YYYY-MM-DD' plus `days`, as a calendar day (no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOfWeek = inIndia('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });

/** 'Wed, 2 Dec' for the day '2026-12-02'; '' when it is not such a day. */
export function formatDeliveryDay(day: string | null | undefined): string {
  if (!day || !ISO_DAY.test(day)) return '';
  const date = new Date(`${day}T12:00:00+05:30`);
  return Number.isNaN(date.getTime()) ? '' : dayOfWeek(date);
}
