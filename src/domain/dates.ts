/** Dates are shown in India's time zone, whatever the zone of the machine rendering them. */
export const TIME_ZONE = 'Asia/Kolkata';

const memberSince = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

const orderDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
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
  return date ? memberSince.format(date) : '';
}

/** '5 Jan 2025, 3:04 pm'; '' when missing or not a date. */
export function formatOrderDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? orderDate.format(date) : '';
}

const documentDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** '05 Jan 2025': the date an invoice prints; '' when missing or not a date. */
export function formatDocumentDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? documentDate.format(date) : '';
}

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2025-01-05': the day in India, as files and the owner's commands write dates. */
export const isoDayInIndia = (at: Date): string => isoDay.format(at);
