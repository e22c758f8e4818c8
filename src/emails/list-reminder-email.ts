import { reminderTexts } from '../domain/list-reminders.ts';
import { plainMail, shopName, type Store } from './plain-mail.ts';

/**
 * A reorder list's reminder (src/domain/list-reminders.ts), sent on its day to the account that set
 * it: the list's lines as saved, a link that opens them in the quick-order pad, and one to the
 * account's saved lists, where the reminder is changed or stopped.
 */
export function listReminderEmail(
  list: {
    name: string;
    everyDays: number;
    /** Each line as saved, with the product's title where the SKU still names one. */
    lines: readonly { sku: string; quantity: number; title?: string | undefined }[];
    /** The list in the quick-order pad (`quickOrderListHref`), absolute. */
    listUrl: string;
    /** The account's saved lists (`savedListsHref`), absolute. */
    listsUrl: string;
  },
  store: Store,
): { subject: string; text: string } {
  return plainMail(
    store,
    reminderTexts.subject(list.name),
    [
      reminderTexts.intro(list.name, list.everyDays),
      '',
      ...list.lines.map((l) => `  ${l.quantity} × ${l.sku}${l.title ? `  ${l.title}` : ''}`),
      '',
      reminderTexts.open,
      list.listUrl,
      '',
      reminderTexts.change,
      list.listsUrl,
    ],
    reminderTexts.why(shopName(store)),
  );
}
