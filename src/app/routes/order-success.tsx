import { useSearchParams } from 'react-router-dom';
import { OrderSuccessView } from '../../screens/order-success/order-success-view.tsx';

export default function OrderSuccessRoute() {
  const [params] = useSearchParams();
  return <OrderSuccessView orderId={params.get('orderId')?.trim() || undefined} />;
}
