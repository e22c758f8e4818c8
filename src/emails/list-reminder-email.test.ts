import { describe, expect, it } from 'vitest';
import { emailBase } from '../mocks/fixtures/emails.ts';
import { listReminderEmail } from './list-reminder-email.ts';

const { store } = emailBase;

describe('the reorder reminder e-mail', () => {
  const mail = listReminderEmail(
    {
      name: 'Monthly office supplies',
      everyDays: 28,
      lines: [
        { sku: 'TAP-001', quantity: 60, title: 'Brown BOPP Packing Tape 48 mm x 65 m' },
        { sku: 'NOPE-999', quantity: 2 },
      ],
      listUrl: 'https://shop.in/quick-order?list=0b6f',
      listsUrl: 'https://shop.in/account#saved-lists',
    },
    store,
  );

  it('names the list and how often it reminds', () => {
    expect(mail.subject).toBe('Time to reorder: Monthly office supplies');
    expect(mail.text).toMatch(
      /^This is your reminder to reorder your list “Monthly office supplies” \(every 4 weeks\)\.\n/,
    );
  });

  it('lists each line as saved, with its product where the SKU still names one', () => {
    expect(mail.text).toContain('\n  60 × TAP-001  Brown BOPP Packing Tape 48 mm x 65 m\n  2 × NOPE-999\n');
  });

  it('links to the list in quick order and to the saved lists, where it is changed or stopped', () => {
    expect(mail.text).toContain(
      'add it to your cart:\nhttps://shop.in/quick-order?list=0b6f\n\nTo change how often we remind you, or to stop, go to your saved lists:\nhttps://shop.in/account#saved-lists\n',
    );
  });

  it('is signed by the shop and says why it came', () => {
    expect(mail.text).toContain(
      '\n--\nGupta Supply Company Pvt. Ltd. · Plot 14, Sector 5, IMT Manesar, Gurugram, Haryana 122051\n+91 98765 43210 · support@guptasupply.in\nYou asked Gupta Supply Co to remind you to reorder this list.',
    );
  });

  it('keeps a list name with a line break on one subject line', () => {
    const odd = listReminderEmail(
      { name: 'Pantry\r\nBcc: x@y.z', everyDays: 7, lines: [], listUrl: 'u', listsUrl: 'v' },
      store,
    );
    expect(odd.subject).toBe('Time to reorder: Pantry Bcc: x@y.z');
  });
});
