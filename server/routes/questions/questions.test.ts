import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myQuestionsAnswer, questionsAnswer } from '../../../src/contract/questions.ts';
import { MAX_OPEN_QUESTIONS, questionTexts } from '../../../src/domain/questions.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { ownerCommand, productId, sendAllMail, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const questionsOf = (as?: string) => apiClient(h, as).products[':id'].questions;
const answered = async (id: string, page = '1') =>
  questionsAnswer.parse(await (await questionsOf().$get({ param: { id }, query: { page } })).json());
const mine = async (id: string, token: string) =>
  myQuestionsAnswer.parse(await (await questionsOf(token).mine.$get({ param: { id } })).json());
const ask = (id: string, token: string, question: unknown) =>
  questionsOf(token).mine.$post({ param: { id }, json: question as { question: string } });

describe('product questions', () => {
  it('keeps a question for its asker, shows it to everyone once the shop answers, and e-mails both ways', async () => {
    const id = productId(3);
    const title = seedProducts[3]!.title;
    const asha = await signUp(h);
    expect(await answered(id)).toEqual({ data: [], page: 1, pages: 0, total: 0 });
    const res = await ask(id, asha.token, { question: '  Is it\nfood-safe?  ' });
    expect(res.status).toBe(200);
    const { data } = myQuestionsAnswer.parse(await res.json());
    expect(data).toEqual([{ id: data[0]!.id, question: 'Is it\nfood-safe?', askedAt: data[0]!.askedAt }]);
    const number = String(data[0]!.id);
    // Not answered: no one else sees it.
    expect((await answered(id)).total).toBe(0);
    expect(await mine(id, (await signUp(h)).token)).toEqual({ data: [] });

    // The shop hears of it, with the command that answers it; a reply goes to the asker.
    await sendAllMail(h);
    const asked = h.mailer.sent.filter((m) => m.subject === questionTexts.askedSubject(title));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ to: 'support@guptasupply.in', replyTo: asha.email });
    expect(asked[0]!.text).toContain('> Is it\n> food-safe?');
    expect(asked[0]!.text).toContain(`npm run shop -- questions answer ${number} "Your answer"`);
    expect(await shop('questions', 'list', '--unanswered')).toContain(
      `#${number}  ${title}  Asha Verma <${asha.email}>`,
    );

    expect(await shop('questions', 'answer', `#${number}`, 'Yes:', 'it is food-safe.')).toBe(
      `Answered question #${number}: shoppers see it on the product's page, and its asker is e-mailed (once).`,
    );
    await shop('questions', 'answer', number, 'Yes: it is food-safe (FSSAI-compliant adhesive).');
    const shown = await answered(id);
    expect(shown).toMatchObject({ total: 1, pages: 1 });
    expect(shown.data[0]).toMatchObject({
      question: 'Is it\nfood-safe?',
      name: 'Asha V.',
      answer: 'Yes: it is food-safe (FSSAI-compliant adhesive).',
    });
    expect(JSON.stringify(shown)).not.toContain('@');
    expect((await mine(id, asha.token)).data[0]).toMatchObject({
      answer: 'Yes: it is food-safe (FSSAI-compliant adhesive).',
    });
    expect(await shop('questions', 'list', '--unanswered')).not.toContain(`#${number}  `);

    // Answered twice before the queue ran: one e-mail, with the answer as it stands.
    await sendAllMail(h);
    const replies = h.mailer.sent.filter(
      (m) => m.to === asha.email && m.subject === questionTexts.answeredSubject('Gupta Supply Co', title),
    );
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('> Yes: it is food-safe (FSSAI-compliant adhesive).');
    expect(replies[0]!.text).toContain(`http://shop.test/product/${id}#questions`);

    // Taken down: gone for everyone, its asker too; put back, shown again.
    expect(await shop('questions', 'hide', number)).toBe(`Question #${number} taken down: no one sees it.`);
    expect((await answered(id)).total).toBe(0);
    expect(await mine(id, asha.token)).toEqual({ data: [] });
    await expect(shop('questions', 'answer', number, 'Again')).rejects.toThrow(
      `question #${number} is taken down, so no one would see an answer`,
    );
    await shop('questions', 'restore', number);
    expect((await answered(id)).total).toBe(1);
  });

  it('refuses a blank or long question, a product not sold, anyone signed out, and an eleventh waiting', async () => {
    const id = productId(4);
    const { token } = await signUp(h);
    for (const [body, message] of [
      [{ question: '   ' }, 'Write your question.'],
      [{}, 'Write your question.'],
      [{ question: 'x'.repeat(501) }, 'Keep the question to 500 characters.'],
    ] as const) {
      const res = await ask(id, token, body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toContain(message);
    }
    expect((await ask(id, token, { question: 'x'.repeat(500) })).status).toBe(200);
    expect((await questionsOf().mine.$get({ param: { id } })).status).toBe(401);
    expect((await ask('00000000-0000-4000-8000-000000000000', token, { question: 'Hi?' })).status).toBe(404);
    for (let i = 1; i < MAX_OPEN_QUESTIONS; i++)
      expect((await ask(productId(5 + (i % 3)), token, { question: `Question ${i}?` })).status).toBe(200);
    const eleventh = await ask(id, token, { question: 'One more?' });
    expect(eleventh.status).toBe(409);
    expect(await errorOf(eleventh)).toBe(questionTexts.tooMany);
    const bad = await questionsOf().$get({ param: { id }, query: { page: 'two' } });
    expect(bad.status).toBe(400);
    await expect(shop('questions', 'answer', '999999', 'Yes')).rejects.toThrow('no question #999999');
    await expect(shop('questions', 'answer', '12')).rejects.toThrow(UsageError);
    await expect(shop('questions', 'answer', '12', 'x'.repeat(1001))).rejects.toThrow(
      'keep the answer to 1,000 characters (it has 1,001)',
    );
    await expect(shop('questions', 'hide', 'twelve')).rejects.toThrow(/give the question's number/);
  });

  it('lets the asker withdraw a question still waiting, and the shop is not e-mailed about it', async () => {
    const id = productId(8);
    const title = seedProducts[8]!.title;
    const asha = await signUp(h);
    const ravi = await signUp(h);
    const asked = async (question: string) =>
      myQuestionsAnswer.parse(await (await ask(id, asha.token, { question })).json()).data[0]!.id;
    const first = await asked('Is there a 5 litre can?');
    const second = await asked('Can it be delivered to Goa?');
    const withdraw = (token: string, questionId: string | number, product = id) =>
      questionsOf(token).mine[':questionId'].$delete({
        param: { id: product, questionId: String(questionId) },
      });

    // Someone else's, another product's, no such number, signed out: refused, nothing deleted.
    for (const [token, questionId, product] of [
      [ravi.token, first, id],
      [asha.token, first, productId(9)],
      [asha.token, '999999', id],
      [asha.token, '9999999999', id],
      [asha.token, 'one', id],
    ] as const) {
      const refused = await withdraw(token, questionId, product);
      expect(refused.status).toBe(404);
      if (product === id) expect(await errorOf(refused)).toBe(questionTexts.notYours);
    }
    expect(
      (await questionsOf().mine[':questionId'].$delete({ param: { id, questionId: String(first) } })).status,
    ).toBe(401);
    expect((await mine(id, asha.token)).data.map((q) => q.id)).toEqual([second, first]);

    // Withdrawn before the shop's e-mail went: gone for good, and no e-mail about it.
    const res = await withdraw(asha.token, first);
    expect(res.status).toBe(200);
    expect(myQuestionsAnswer.parse(await res.json()).data.map((q) => q.id)).toEqual([second]);
    expect((await withdraw(asha.token, first)).status).toBe(404);
    await sendAllMail(h);
    const toShop = h.mailer.sent.filter((m) => m.subject === questionTexts.askedSubject(title));
    expect(toShop.map((m) => m.text).join('\n')).not.toContain('5 litre');
    expect(toShop.map((m) => m.text).join('\n')).toContain('Goa');
    expect(await shop('questions', 'list', '--product', id)).not.toContain(`#${first}  `);

    // Answered meanwhile: it stays, with its answer, for everyone.
    await shop('questions', 'answer', String(second), 'Yes, anywhere in India.');
    const answeredOne = await withdraw(asha.token, second);
    expect(answeredOne.status).toBe(409);
    expect(await errorOf(answeredOne)).toBe(questionTexts.answeredStays);
    expect((await answered(id)).total).toBe(1);
  });

  it('goes with the account when the customer has it erased', async () => {
    const id = productId(9);
    const { token, email } = await signUp(h);
    const { data } = myQuestionsAnswer.parse(
      await (await ask(id, token, { question: 'Bulk price?' })).json(),
    );
    await shop('questions', 'answer', String(data[0]!.id), 'Yes, from 10 cartons.');
    expect((await answered(id)).total).toBe(1);
    await shop('customers', 'erase', email, '--yes');
    expect((await answered(id)).total).toBe(0);
  });
});
