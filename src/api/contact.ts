import type { MessageBody } from '../contract/common.ts';
import type { ContactRequest } from '../contract/contact.ts';
import { type NotOffered, orNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(async () => {
  const [{ contactRequest }, { messageBody }] = await Promise.all([
    import('../contract/contact.ts'),
    import('../contract/common.ts'),
  ]);
  return { contactRequest, messageBody };
});

/**
 * POST /contact (an extension): the shop keeps the message and e-mails it to its own address, with
 * the shopper's as the one to reply to. NOT_OFFERED from a server without it, which gets the spec's
 * form that sends nothing.
 */
export async function sendContactMessage(input: ContactRequest): Promise<MessageBody | NotOffered> {
  const { contactRequest, messageBody } = await contract();
  const body = contactRequest.parse(input);
  return orNotOffered(() => request('/contact', messageBody, { method: 'POST', body }));
}
