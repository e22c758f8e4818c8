import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { contactPrefill } from '../../domain/quote.ts';
import { sendContactMessage } from '../../api/contact.ts';
import { NOT_OFFERED } from '../../api/errors.ts';
import { useStoreInfo } from '../../api/store-info.ts';
import { CONTACT_DELAY_MS, contactTexts } from '../../screens/contact/contact-texts.ts';
import type { ContactValues } from '../../screens/contact/contact-form.tsx';
import { ContactView } from '../../screens/contact/contact-view.tsx';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import { noServerData, type ServerData } from '../server-render.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rendered on the server with the layout's data alone. */
export const serverData: ServerData = noServerData;

export default function ContactRoute() {
  const { data: info } = useStoreInfo();
  const { user } = useSession();
  const companyEmail = info?.companyEmail ?? undefined;
  // A link may start the form (?subject=…&message=…: a quote asked from a product's page).
  const [search] = useSearchParams();
  const prefill = useMemo(() => contactPrefill(search), [search]);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Our server keeps the message and mails it to the shop (POST /contact). A server that only
  // implements the spec gets the spec's form: no call, 1.5 s of "Sending...", then the thanks.
  // A message that did not go stays in the form, and the toast says so.
  const send = useCallback(
    async (values: ContactValues) => {
      try {
        if ((await sendContactMessage(values)) === NOT_OFFERED) await wait(CONTACT_DELAY_MS);
      } catch {
        toast({
          topic: 'contact',
          title: contactTexts.notSent,
          description: contactTexts.notSentDetail(companyEmail),
          variant: 'destructive',
        });
        return false;
      }
      if (mounted.current)
        toast({
          topic: 'contact',
          title: contactTexts.sent,
          description: contactTexts.sentDetail,
          variant: 'success',
        });
      return true;
    },
    [companyEmail],
  );

  return (
    <ContactView
      company={{
        companyAddress: info?.companyAddress,
        companyPhone: info?.companyPhone,
        companyEmail: info?.companyEmail,
        whatsapp: info?.whatsapp,
      }}
      onSubmit={send}
      accountEmail={user && !user.placeholder && user.email ? user.email : undefined}
      prefill={prefill}
    />
  );
}
