/** The store as a customer's plain-text e-mail signs off (`storeSignature` in server/mail/queue.ts). */
export type Store = { name: string; companyName: string; address: string; phone: string; email: string };

/** The store's name as a sentence says it: "Gupta Supplies", not "Gupta Supplies." */
export const shopName = (store: Store) => store.name.replace(/\.$/, '');

/** Words set off as a quotation, line by line, as mail readers show a reply. */
export const quoted = (words: string) => words.split(/\r?\n/).map((line) => `> ${line}`.trimEnd());

/**
 * A plain-text e-mail to a customer: its body, then the store's name, address and contact, as on
 * every e-mail, and why they got it. A subject never breaks a header line.
 */
export const plainMail = (store: Store, subject: string, body: readonly string[], why: string) => ({
  subject: subject.replace(/[\r\n]+/g, ' '),
  text: [
    ...body,
    '',
    '--',
    `${store.companyName} · ${store.address}`,
    `${store.phone} · ${store.email}`,
    why,
  ].join('\n'),
});
