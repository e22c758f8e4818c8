import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trackOrder } from '../../api/orders.ts';
import { useStoreInfo } from '../../api/store-info.ts';
import type { Order } from '../../contract/order.ts';
import { TrackOrderView, type TrackOrderValues } from '../../screens/track-order/track-order-view.tsx';
import { trackOrderNotices as notices } from '../../screens/track-order/track-order-texts.ts';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import { noServerData, type ServerData } from '../server-render.ts';

type Lookup =
  | { status: 'idle' }
  | { status: 'tracking' }
  | { status: 'found'; order: Order; contactInfo: string }
  | { status: 'failed' };

/** Rendered on the server with the layout's data alone. */
export const serverData: ServerData = noServerData;

export default function TrackOrderRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const latest = useRef(0);

  const track = async ({ orderId, contactInfo }: TrackOrderValues) => {
    const attempt = ++latest.current;
    setLookup({ status: 'tracking' });
    try {
      const order = await trackOrder(orderId, contactInfo);
      if (attempt !== latest.current) return;
      setLookup({ status: 'found', order, contactInfo: contactInfo.trim() });
      toast({
        topic: 'track-order',
        title: notices.foundTitle,
        description: notices.found,
        variant: 'success',
      });
    } catch (e) {
      if (attempt !== latest.current) return;
      console.warn('Order tracking failed', e);
      setLookup({ status: 'failed' });
      toast({
        topic: 'track-order',
        title: notices.failedTitle,
        description: notices.failed,
        variant: 'destructive',
      });
    }
  };

  const { data: info } = useStoreInfo();
  const accountEmail = user && !user.placeholder && user.email ? user.email : undefined;
  const initialOrderId = params.get('id')?.trim() ?? '';

  return (
    <TrackOrderView
      key={initialOrderId}
      initialOrderId={initialOrderId}
      {...(accountEmail && { accountEmail })}
      tracking={lookup.status === 'tracking'}
      whatsapp={info?.whatsapp}
      {...(lookup.status === 'found' && { order: lookup.order, trackedWith: lookup.contactInfo })}
      {...(lookup.status === 'failed' && { error: notices.failed })}
      onSubmit={(values) => void track(values)}
      onInvalid={() =>
        toast({
          topic: 'track-order',
          title: notices.requiredTitle,
          description: notices.required,
          variant: 'destructive',
        })
      }
    />
  );
}
