import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/errors.ts';
import { guestAlertByLink } from '../../api/stock-alerts.ts';
import { useSend } from '../../components/use-send.ts';
import { forgetAsk, rememberAsk } from '../../state/guest-alert-asks.ts';
import { ALERT_TOKEN_PARAM, stockAlertTexts } from '../../domain/stock-alerts.ts';
import { GuestAlertView, type GuestAlertStage } from '../../screens/stock-alert/guest-alert-view.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone (the link is pressed through in the page). */
export const serverData: ServerData = noServerData;

/**
 * /stock-alert?token=…, from a guest's e-mail (our server's extension): a button confirms the alert
 * (so a mail scanner that opens links sets nothing), then cancels it.
 */
export default function StockAlertRoute() {
  const [params] = useSearchParams();
  const token = params.get(ALERT_TOKEN_PARAM)?.trim() ?? '';
  const [stage, setStage] = useState<GuestAlertStage>(token ? { kind: 'confirm' } : { kind: 'no-token' });
  const { sending, error, send } = useSend();
  const press = (action: 'confirm' | 'cancel') =>
    void send(async () => {
      try {
        const alert = await guestAlertByLink(action, token);
        // The product's page in this browser then says the alert is set (or offers it again).
        if (action === 'confirm' && alert.waiting) rememberAsk(alert, { confirmed: true });
        if (action === 'cancel') forgetAsk(alert);
        setStage({ kind: action === 'confirm' ? 'done' : 'cancelled', alert });
        return undefined;
      } catch (e) {
        // 404: the link no longer works (its words); anything else may work if pressed again.
        if (isApiError(e) && e.status === 404) {
          setStage({ kind: 'ended', error: errorMessage(e, stockAlertTexts.linkInvalid) });
          return undefined;
        }
        return errorMessage(e, stockAlertTexts.failed);
      }
    });
  return (
    <GuestAlertView
      stage={stage}
      sending={sending}
      error={error}
      onConfirm={() => press('confirm')}
      onCancel={() => press('cancel')}
    />
  );
}
