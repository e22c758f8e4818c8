import { useCallback, useEffect, useRef } from 'react';
import { useStoreInfo } from '../../api/store-info.ts';
import { CONTACT_DELAY_MS, contactTexts } from '../../screens/contact/contact-texts.ts';
import { ContactView } from '../../screens/contact/contact-view.tsx';
import { toast } from '../../state/toasts.ts';
import { noServerData, type ServerData } from '../server-render.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rendered on the server with the layout's data alone. */
export const serverData: ServerData = noServerData;

export default function ContactRoute() {
  const { data: info } = useStoreInfo();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The spec: no call is made; the page pretends to send for 1.5 s, then thanks the shopper
  // (unless they have left the page meanwhile).
  const send = useCallback(async () => {
    await wait(CONTACT_DELAY_MS);
    if (mounted.current)
      toast({ title: contactTexts.sent, description: contactTexts.sentDetail, variant: 'success' });
  }, []);

  return (
    <ContactView
      company={{
        companyAddress: info?.companyAddress,
        companyPhone: info?.companyPhone,
        companyEmail: info?.companyEmail,
      }}
      onSubmit={send}
    />
  );
}
