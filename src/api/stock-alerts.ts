import { type NotOffered, orNotOffered } from './errors.ts';
import type {
  GuestStockAlert,
  GuestStockAlertRequest,
  StockAlert,
  StockAlertRequest,
} from '../contract/stock-alerts.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/stock-alerts.ts'));

export const stockAlertsKey = '/stock-alerts';

/** Extension GET /stock-alerts: the signed-in shopper's back-in-stock alerts still waiting. */
export const getStockAlerts = async (): Promise<StockAlert[]> =>
  (await request(stockAlertsKey, (await contract()).stockAlertsAnswer)).data;

/** Sets an alert for a sold-out product (and size); answers the alerts as they now are. */
export async function setStockAlert(alert: StockAlertRequest): Promise<StockAlert[]> {
  const { stockAlertRequest, stockAlertsAnswer } = await contract();
  const body = stockAlertRequest.parse(alert);
  return (await request(stockAlertsKey, stockAlertsAnswer, { method: 'POST', body })).data;
}

/** Cancels the alert for the product and size; answers the alerts as they now are. */
export const cancelStockAlert = async ({ productId, size }: StockAlertRequest): Promise<StockAlert[]> =>
  (
    await request(
      `${stockAlertsKey}/${encodeURIComponent(productId)}`,
      (await contract()).stockAlertsAnswer,
      {
        method: 'DELETE',
        query: { size },
      },
    )
  ).data;

/**
 * The shopper's waiting alerts, signed in only. A server without them (404/405) answers null and
 * the product page offers none; any other failure is the caller's `error`.
 */
export function useStockAlerts(signedIn: boolean) {
  return useSignedInExtension(signedIn, stockAlertsKey, getStockAlerts);
}

/**
 * Extension POST /stock-alerts/guest: a guest's alert, its confirming link e-mailed to the address
 * (answered with it). NOT_OFFERED from a server without guests' alerts: the page offers sign-in.
 */
export async function askGuestStockAlert(alert: GuestStockAlertRequest): Promise<string | NotOffered> {
  const { guestStockAlertRequest, guestStockAlertAnswer } = await contract();
  const body = guestStockAlertRequest.parse(alert);
  return orNotOffered(
    async () =>
      (await request(`${stockAlertsKey}/guest`, guestStockAlertAnswer, { method: 'POST', body })).email,
  );
}

/** The guest's link (its token): confirms the alert, or cancels it; answers the alert as it is. */
export async function guestAlertByLink(
  action: 'confirm' | 'cancel',
  token: string,
): Promise<GuestStockAlert> {
  const { guestAlertTokenRequest, guestStockAlert } = await contract();
  const body = guestAlertTokenRequest.parse({ token });
  return request(`${stockAlertsKey}/guest/${action}`, guestStockAlert, { method: 'POST', body });
}
