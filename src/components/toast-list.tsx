import { Toast } from 'radix-ui';
import Cross2Icon from '~icons/radix-icons/cross-2';
import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import type { ToastMessage } from '../state/toasts.ts';
import styles from './toast-list.module.css';

export interface ToastListProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: number) => void;
  /** How long a notice stays, in ms. */
  duration?: number;
}

/** A notice with a button to take its change back stays longer: it has to be read, then acted on. */
const ACTION_DURATION = 10_000;

/** The notices of the shop, on Radix's toast primitive (a polite live region for screen readers). */
export function ToastList({ toasts, onDismiss, duration = 5000 }: ToastListProps) {
  return (
    <Toast.Provider swipeDirection="right" duration={duration} label="Notification">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className={styles.toast}
          data-variant={t.variant}
          type={t.variant === 'destructive' || t.action ? 'foreground' : 'background'}
          {...(t.action && duration !== Infinity ? { duration: Math.max(duration, ACTION_DURATION) } : {})}
          onOpenChange={(open) => {
            if (!open) onDismiss(t.id);
          }}
        >
          <Flex direction="column" gap="1" flexGrow="1">
            <Toast.Title asChild>
              <Text size="2" weight="bold">
                {t.title}
              </Text>
            </Toast.Title>
            {t.description && (
              <Toast.Description asChild>
                <Text size="2">{t.description}</Text>
              </Toast.Description>
            )}
          </Flex>
          {t.action && (
            <Toast.Action altText={`${t.action.label}: ${t.description ?? t.title}`} asChild>
              <Button size="1" variant="soft" onClick={t.action.run}>
                {t.action.label}
              </Button>
            </Toast.Action>
          )}
          <Toast.Close asChild>
            <IconButton size="1" variant="ghost" color="gray" aria-label="Dismiss notification">
              <Cross2Icon />
            </IconButton>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
