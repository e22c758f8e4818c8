/**
 * Deleting an account, the shopper's way to the privacy policy's right to erasure (DPDP Act): what
 * the account page says, and the server's answers (server/account/erase.ts says what goes and what
 * stays).
 */
export const accountDeletionTexts = {
  heading: 'Delete account',
  intro:
    'Deletes your sign-in, name, saved addresses, wishlist, lists, reviews, questions and back-in-stock alerts. Your orders and their invoices are kept, as tax law requires.',
  open: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogBody: 'This cannot be undone. Enter your password to confirm.',
  password: 'Password',
  confirm: 'Delete account',
  confirming: 'Deleting...',
  cancel: 'Cancel',
  deletedTitle: 'Account deleted',
  deleted: 'Your account and its saved data have been deleted.',
  wrongPassword: 'That password is not right.',
  owing: (amount: string, orders: string) =>
    `You owe ${amount} on account for orders ${orders}. Once it is paid, the account can be deleted.`,
  openOrders: (orders: string) =>
    `Your orders still open (${orders}) must be delivered or cancelled before the account can be deleted.`,
  /** `how`: the privacy policy's way to reach the shop, 'write to a@b.in or call +91 …' (howToReach). */
  notOffered: (how: string) =>
    `This shop deletes accounts on request: to ask, ${how}, and give the e-mail address you sign in with.`,
  failed: 'Your account could not be deleted. Please try again.',
} as const;
