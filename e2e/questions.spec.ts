import { createAccount, expect, SERVER_ONLY, test, useToken } from './support/fixtures.ts';
import { expectToast, FLOOR_CLEANER, ownerCommand, productId } from './support/shopper.ts';

test(
  'a shopper asks about a product (and withdraws another); the owner answers; every shopper reads both under the product',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL, browser }) => {
    const id = await productId(request, FLOOR_CLEANER);
    const account = await createAccount(request, 'question');
    await useToken(context, baseURL!, account.token);
    const question = `Safe on marble floors? ${Date.now().toString(36)}`;
    const part = page.getByRole('region', { name: 'Questions and answers' });

    await test.step('she asks, and sees it waiting for the shop', async () => {
      await page.goto(`/product/${id}`);
      await part.getByRole('button', { name: 'Ask a question' }).click();
      const form = part.getByRole('form', { name: 'Ask a question' });
      await form.getByRole('textbox', { name: 'Your question' }).fill(question);
      await form.getByRole('button', { name: 'Send question' }).click();
      await expectToast(page, 'Thank you: the shop will answer your question here and e-mail you.');
      await expect(part.getByTestId('my-questions')).toContainText(question);
      await expect(part.getByTestId('my-questions')).toContainText('Waiting for the shop’s answer');
    });

    await test.step('she asks another, then withdraws it: gone for her and for the owner', async () => {
      const second = `Is there a 5 litre can? ${Date.now().toString(36)}`;
      await part.getByRole('button', { name: 'Ask a question' }).click();
      const form = part.getByRole('form', { name: 'Ask a question' });
      await form.getByRole('textbox', { name: 'Your question' }).fill(second);
      await form.getByRole('button', { name: 'Send question' }).click();
      const mine = part.getByTestId('my-questions');
      await expect(mine).toContainText(second);
      await mine.getByRole('button', { name: `Withdraw your question: ${second}` }).click();
      await mine
        .getByRole('group', { name: 'Withdraw this question?' })
        .getByRole('button', { name: 'Yes, withdraw it' })
        .click();
      await expectToast(page, 'Your question has been withdrawn.');
      await expect(mine).not.toContainText(second);
      await expect(mine).toContainText(question);
      const listed = await ownerCommand(request, ['questions', 'list', '--unanswered', '--product', id]);
      expect(listed).not.toContain(second);
      await page.reload();
      await expect(part.getByTestId('my-questions')).toContainText(question);
      await expect(part.getByTestId('my-questions')).not.toContainText(second);
    });

    await test.step('the owner answers it: a guest reads the question and the answer', async () => {
      const listed = await ownerCommand(request, ['questions', 'list', '--unanswered', '--product', id]);
      const number = new RegExp(`#(\\d+) {2}${FLOOR_CLEANER}`).exec(listed)?.[1];
      expect(number, listed).toBeDefined();
      expect(listed).toContain(`<${account.email}>`);
      await ownerCommand(request, [
        'questions',
        'answer',
        number!,
        'Yes: dilute 1:20 and it is safe on marble.',
      ]);
      const guest = await browser.newPage();
      await guest.goto(`/product/${id}`);
      const answered = guest
        .getByRole('region', { name: 'Questions and answers' })
        .getByRole('article')
        .filter({ hasText: question });
      await expect(answered).toContainText('Answer from the shop');
      await expect(answered).toContainText('Yes: dilute 1:20 and it is safe on marble.');
      await expect(answered).toHaveAccessibleName(/^Asked by Asha V\. on \d{2} \w{3} \d{4}$/);
      await guest.close();
      // Answered, it is no longer waiting under hers.
      await page.reload();
      await expect(part.getByRole('article').filter({ hasText: question })).toBeVisible();
      await expect(part.getByTestId('my-questions')).toHaveCount(0);
    });
  },
);
