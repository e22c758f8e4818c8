import { Link, Text } from '@radix-ui/themes';
import { whatsAppOrderHref, whatsAppTexts } from '../domain/whatsapp.ts';

/**
 * Under an order (My Orders, Track Order, a payment being waited on): "A question about this
 * order? Ask us on WhatsApp", the chat opening with the order's number written in. Nothing where the shop gives no WhatsApp number.
 */
export function OrderQuestion({
  orderId,
  whatsapp,
  question = whatsAppTexts.orderQuestion,
}: {
  orderId: string;
  whatsapp: string | undefined;
  /** What the line asks before the link. */
  question?: string;
}) {
  const chat = whatsAppOrderHref(whatsapp, orderId);
  if (!chat) return null;
  return (
    <Text as="p" size="2" data-testid="order-question">
      <Text color="gray">{question}</Text>{' '}
      <Link href={chat} target="_blank" rel="noopener noreferrer" className="tap-target">
        {whatsAppTexts.askAboutOrder}
        <span className="visually-hidden">{whatsAppTexts.aboutOrder(orderId)}</span>
      </Link>
    </Text>
  );
}
