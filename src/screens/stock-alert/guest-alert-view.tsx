import { Button, Flex, Text } from '@radix-ui/themes';
import { AuthCard } from '../../components/auth-card.tsx';
import { OnwardLink, PressToConfirm } from '../../components/emailed-link.tsx';
import { Notice } from '../../components/notice.tsx';
import type { GuestStockAlert } from '../../contract/stock-alerts.ts';
import { alertHref, alertItem, stockAlertTexts as texts } from '../../domain/stock-alerts.ts';

/**
 * - `no-token`: the page opened without the e-mail's link;
 * - `confirm`: the link, not yet pressed through (a mail scanner opening it sets nothing);
 * - `done`: confirmed (`alert.waiting`), or the product was back already and its e-mail is on its way;
 * - `cancelled`: the alert is gone;
 * - `ended`: the link no longer works (`error` says why).
 */
export type GuestAlertStage =
  | { kind: 'no-token' }
  | { kind: 'confirm' }
  | { kind: 'done'; alert: GuestStockAlert }
  | { kind: 'cancelled'; alert: GuestStockAlert }
  | { kind: 'ended'; error: string };

export interface GuestAlertViewProps {
  stage: GuestAlertStage;
  sending?: boolean;
  /** Why the last press did not go through (the network, the server), the stage unchanged. */
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** /stock-alert?token=…: a guest's back-in-stock alert, confirmed from its e-mail, then cancellable. */
export function GuestAlertView({ stage, sending = false, error, onConfirm, onCancel }: GuestAlertViewProps) {
  const item = 'alert' in stage ? alertItem(stage.alert.title, stage.alert.size) : '';
  const productLink = 'alert' in stage && (
    <OnwardLink to={alertHref(stage.alert)}>{texts.viewProduct}</OnwardLink>
  );
  const browse = <OnwardLink to="/products">{texts.browse}</OnwardLink>;
  return (
    <AuthCard heading={texts.pageTitle}>
      {error && <Notice tone="error">{error}</Notice>}
      {stage.kind === 'no-token' && (
        <>
          <Text as="p" size="2">
            {texts.noToken}
          </Text>
          {browse}
        </>
      )}
      {stage.kind === 'confirm' && (
        <PressToConfirm
          intro={texts.confirmIntro}
          label={texts.confirm}
          sending={sending}
          onConfirm={onConfirm}
        />
      )}
      {stage.kind === 'done' && (
        <>
          <Notice tone="success">
            {stage.alert.waiting ? texts.confirmed(item, stage.alert.email) : texts.inStock}
          </Notice>
          {productLink}
          {stage.alert.waiting && (
            <Flex>
              <Button size="2" variant="ghost" loading={sending} onClick={onCancel}>
                {texts.cancel}
              </Button>
            </Flex>
          )}
        </>
      )}
      {stage.kind === 'cancelled' && (
        <>
          <Notice tone="info">{texts.cancelledGuest(item)}</Notice>
          {productLink}
        </>
      )}
      {stage.kind === 'ended' && (
        <>
          <Notice tone="warning">{stage.error}</Notice>
          {browse}
        </>
      )}
    </AuthCard>
  );
}
