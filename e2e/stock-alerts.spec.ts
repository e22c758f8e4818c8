import { createAccount, expect, mailsTo, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { GLOVES, ownerCommand, productId } from './support/shopper.ts';

// A seeded product no other journey uses: sold out for this one, whatever the seed says.
const CLING_FILM = { slug: 'cling-film-roll-100-m', title: 'Cling Film Roll 100 m' };

test(
  'a shopper asks to hear when a sold-out product is back; the shop restocks it, the e-mail comes, and its link lets her buy',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    await ownerCommand(request, ['products', 'stock', CLING_FILM.slug, '0']);
    const res = await request.get('/api/v1/products', { params: { q: CLING_FILM.title, limit: 5 } });
    const { data } = (await res.json()) as { data: { id: string; title: string }[] };
    const product = data.find((p) => p.title === CLING_FILM.title)!;
    expect(product, CLING_FILM.title).toBeDefined();
    const account = await createAccount(request, 'stock-alert');
    await useToken(context, baseURL!, account.token);
    const waiting = page.getByText(`We will e-mail ${account.email} once, when it is back in stock.`);

    await test.step('sold out: she asks for an e-mail, and it is kept', async () => {
      await page.goto(`/product/${product.id}`);
      // The product's own note comes first; the related row's cards below carry their own.
      await expect(page.getByTestId('stock-note').first()).toContainText('Out of stock');
      await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
      await page.getByRole('button', { name: 'E-mail me when it is back' }).click();
      await expect(waiting).toBeVisible();
      await page.reload();
      await expect(waiting).toBeVisible();
      // My Account lists it, with its product's page.
      await page.goto('/account');
      await expect(
        page.getByTestId('stock-alerts').getByRole('link', { name: CLING_FILM.title }),
      ).toHaveAttribute('href', `/product/${product.id}`);
    });

    await test.step('the shop restocks it: she is e-mailed once, and its link opens a product she can add', async () => {
      expect(await ownerCommand(request, ['products', 'stock', CLING_FILM.slug, '40'])).toMatch(
        /Back in stock: \d+ shoppers? who (was|were) waiting (is|are) being e-mailed\./,
      );
      // Her welcome (with its link to confirm the address) came at registration; the alert is the other.
      const alerts = async () =>
        (await mailsTo(account.email)).filter((m) => !m.includes('/verify-email?token='));
      await expect.poll(alerts, { timeout: 20_000 }).toHaveLength(1);
      const [mail] = await alerts();
      expect(mail).toContain(`Subject: Back in stock: ${CLING_FILM.title}`);
      const link = /Order it here: (\S+)/.exec(mail!)![1]!;
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { level: 1, name: CLING_FILM.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
      await expect(page.getByTestId('stock-alert')).toHaveCount(0);
    });
  },
);

test(
  "a link naming a size, as a back-in-stock e-mail's does, opens the product with that size chosen, on the server and after",
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    const gloves = await productId(request, GLOVES);
    // The server's page already has it (no script yet), and the live page agrees (no hydration error).
    const html = await (await request.get(`/product/${gloves}?size=L`)).text();
    expect(html).toMatch(/<button[^>]*aria-checked="true"[^>]*value="L"/);
    await page.goto(`/product/${gloves}?size=L`);
    await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await expect(page.getByTestId('product-sku')).toHaveText(/-L$/);
  },
);

// Another product no other journey uses, for the guest's alert.
const MASKING_TAPE = { slug: 'masking-tape-48-mm-x-20-m', title: 'Masking Tape 48 mm x 20 m' };

test(
  "a guest asks to hear when a sold-out product is back; she confirms through the e-mailed link, and the shop's restock e-mails her",
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    await ownerCommand(request, ['products', 'stock', MASKING_TAPE.slug, '0']);
    const res = await request.get('/api/v1/products', { params: { q: MASKING_TAPE.title, limit: 5 } });
    const { data } = (await res.json()) as { data: { id: string; title: string }[] };
    const product = data.find((p) => p.title === MASKING_TAPE.title)!;
    expect(product, MASKING_TAPE.title).toBeDefined();
    const email = `guest.${Date.now().toString(36)}@example.in`;

    await test.step('signed out, sold out: she gives her e-mail, and is told to open the link', async () => {
      await page.goto(`/product/${product.id}`);
      // The product's own note comes first; the related row's cards below carry their own.
      await expect(page.getByTestId('stock-note').first()).toContainText('Out of stock');
      await page.getByLabel('Your e-mail').fill(email);
      await page.getByRole('button', { name: 'E-mail me when it is back' }).click();
      await expect(
        page.getByText(`Almost done: open the link we sent to ${email} within 48 hours`),
      ).toBeVisible();
    });

    let link = '';
    await test.step('the link confirms the alert, with a press', async () => {
      await expect.poll(() => mailsTo(email), { timeout: 20_000 }).toHaveLength(1);
      const [mail] = await mailsTo(email);
      expect(mail).toContain(`Subject: Confirm your alert: ${MASKING_TAPE.title}`);
      link = /(https?:\/\/\S+\/stock-alert\?token=\S+)/.exec(mail!)![1]!;
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByRole('button', { name: 'Confirm the alert' }).click();
      await expect(
        page.getByText(
          `Alert set. We will e-mail ${email} once, when ${MASKING_TAPE.title} is back in stock.`,
        ),
      ).toBeVisible();
    });

    await test.step('back on the product page, this browser says the alert is set', async () => {
      await page.goto(`/product/${product.id}`);
      await expect(
        page.getByText(
          `We will e-mail ${email} once, when it is back in stock. The link in our e-mail cancels it.`,
        ),
      ).toBeVisible();
      await expect(page.getByLabel('Your e-mail')).toHaveCount(0);
      await page.goBack();
    });

    await test.step('the shop restocks it: she is e-mailed, and the link has done its work', async () => {
      expect(await ownerCommand(request, ['products', 'stock', MASKING_TAPE.slug, '25'])).toMatch(
        /Back in stock: 1 shopper who was waiting is being e-mailed\./,
      );
      await expect.poll(() => mailsTo(email), { timeout: 20_000 }).toHaveLength(2);
      expect(
        (await mailsTo(email)).some((m) => m.includes(`Subject: Back in stock: ${MASKING_TAPE.title}`)),
      ).toBe(true);
      await page.reload();
      await page.getByRole('button', { name: 'Confirm the alert' }).click();
      await expect(
        page.getByText(
          "This link no longer works: it has expired, a newer one was sent, or its alert has ended. Set a new alert on the product's page.",
        ),
      ).toBeVisible();
    });
  },
);
