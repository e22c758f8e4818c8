import { Hono } from 'hono';
import { and, desc, eq, isNotNull } from '../../db/orm.ts';
import { orders, taxDocuments, users } from '../../db/schema.ts';
import { nameRequest, type AccountInfo } from '../../../src/contract/auth.ts';
import { json } from '../../lib/validate.ts';
import type { TaxYearsAnswer } from '../../../src/contract/invoice.ts';
import { isFinancialYear } from '../../../src/domain/tax-documents.ts';
import { statementCsv, taxStatementTexts, taxYears } from '../../../src/domain/tax-statement.ts';
import type { SavedBusiness } from '../../../src/contract/business.ts';
import type { AppEnv, Deps, SessionUser } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { UUID } from '../../db/product-id.ts';
import { creditTermsOf, openOnAccount, owedOf } from '../../payments/account.ts';
import { availablePaise, isOverdue } from '../../../src/domain/credit-account.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import type { CreditAccountAnswer } from '../../../src/contract/credit-account.ts';
import { addressBookOf, forgetAddress, makeDefaultAddress } from '../../account/address-book.ts';

/** The account as GET /accountInfo serves it: the spec's fields, and whether the address is confirmed. */
const accountInfoOf = (user: SessionUser) =>
  ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    emailConfirmed: user.emailConfirmedAt !== null,
  }) satisfies AccountInfo;

export const addressBookMessages = { notFound: 'Address not found' } as const;

export function accountRoutes(deps: Deps) {
  const { db, env, store } = deps;
  /** The shopper's own address by its id; anything else is the same 404. */
  const addressId = (raw: string) => {
    const id = raw.trim().toLowerCase();
    if (!UUID.test(id)) throw new HttpError(404, addressBookMessages.notFound);
    return id;
  };
  const book = (userId: string) => addressBookOf(db, userId).then((data) => ({ data }));
  /** The shopper's tax invoices and credit notes as issued, of one financial year or all. */
  const documentsOf = async (userId: string, financialYear?: string) =>
    (
      await db
        .select({ document: taxDocuments.document })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            financialYear === undefined ? undefined : eq(taxDocuments.financialYear, financialYear),
          ),
        )
    ).map((row) => row.document);

  return (
    new Hono<AppEnv>()
      .get('/accountInfo', requireUser(deps), (c) => c.json({ data: accountInfoOf(c.get('user')) }))
      // Extension: the shopper's name changed (trimmed, as registration takes it); answered as GET.
      // Orders keep the address they were shipped to and invoices the name they were issued to.
      .put('/accountInfo', requireUser(deps), json(nameRequest), async (c) => {
        const name = c.req.valid('json');
        const user = c.get('user');
        await db.update(users).set(name).where(eq(users.id, user.id));
        return c.json({ data: accountInfoOf({ ...user, ...name }) });
      })
      // Extension: the business details of the shopper's latest order that gave them, for checkout to offer.
      .get('/account/business', requireUser(deps), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        const [latest] = await db
          .select({ buyer: orders.buyer })
          .from(orders)
          .where(and(eq(orders.userId, c.get('user').id), isNotNull(orders.buyer)))
          .orderBy(desc(orders.createdAt))
          .limit(1);
        // Offered again at checkout, but for its purchase order number: each order has its own.
        // The accounts team's address (for the copy of the tax documents) is the business's: offered too.
        const buyer = latest?.buyer ?? null;
        const business = buyer && {
          gstin: buyer.gstin,
          legalName: buyer.legalName,
          ...(buyer.billingAddress && { billingAddress: buyer.billingAddress }),
          ...(buyer.accountsEmail && { accountsEmail: buyer.accountsEmail }),
        };
        return c.json({ business } satisfies SavedBusiness);
      })
      // Extension: the shopper's credit with the shop, and their orders on account still to pay.
      .get('/account/credit', requireUser(deps), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        const userId = c.get('user').id;
        const terms = await creditTermsOf(db, userId);
        if (!terms) return c.json({ account: null } satisfies CreditAccountAnswer);
        const now = new Date();
        const open = await openOnAccount(db, userId);
        const owed = owedOf(open, now);
        return c.json({
          account: {
            limit: fromPaise(terms.limitPaise),
            days: terms.days,
            owed: fromPaise(owed.owedPaise),
            overdue: fromPaise(owed.overduePaise),
            available: fromPaise(availablePaise(terms, owed)),
            // Paid online through the gateway (POST /account/credit/pay), the sandbox being the one there is.
            payOnline: env.PAYMENT_SANDBOX,
            ...(store.bankAccount && { bankTransfer: store.bankAccount }),
            orders: open.map((o) => ({
              id: o.orderId,
              amount: fromPaise(o.amountPaise),
              dueOn: o.dueOn!,
              overdue: isOverdue(o.dueOn!, now),
              // Quoted as a UPI payment's reference, the gateway's webhook settles the order by it.
              reference: o.reference,
            })),
          },
        } satisfies CreditAccountAnswer);
      })
      // Extension: the financial years of the shopper's tax invoices, and each year's statement (CSV).
      .get('/account/tax-documents', requireUser(deps), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: taxYears(await documentsOf(c.get('user').id)) } satisfies TaxYearsAnswer);
      })
      .get('/account/tax-documents/:fy', requireUser(deps), async (c) => {
        const fy = c.req.param('fy').trim();
        if (!isFinancialYear(fy)) throw new HttpError(400, taxStatementTexts.badYear);
        const documents = await documentsOf(c.get('user').id, fy);
        if (documents.length === 0) throw new HttpError(404, taxStatementTexts.none(fy));
        c.header('Cache-Control', 'private, no-store');
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="${taxStatementTexts.fileName(fy)}"`);
        return c.body(statementCsv(documents));
      })
      // Extension: the address book (kept from the shopper's orders), the default first.
      .get('/account/addresses', requireUser(deps), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json(await book(c.get('user').id));
      })
      .put('/account/addresses/:id/default', requireUser(deps), async (c) => {
        const userId = c.get('user').id;
        if (!(await makeDefaultAddress(db, userId, addressId(c.req.param('id')))))
          throw new HttpError(404, addressBookMessages.notFound);
        return c.json(await book(userId));
      })
      .delete('/account/addresses/:id', requireUser(deps), async (c) => {
        const userId = c.get('user').id;
        if (!(await forgetAddress(db, userId, addressId(c.req.param('id')))))
          throw new HttpError(404, addressBookMessages.notFound);
        return c.json(await book(userId));
      })
  );
}
