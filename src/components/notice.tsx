import CheckCircledIcon from '~icons/radix-icons/check-circled';
import ExclamationTriangleIcon from '~icons/radix-icons/exclamation-triangle';
import InfoCircledIcon from '~icons/radix-icons/info-circled';
import { Box, Callout } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * What each kind of notice looks like and how it is announced: an error interrupts a screen
 * reader (`alert`), the others wait their turn (`status`). Green, blue and amber text reaches 4.5:1
 * on the page's background only in high contrast (on a card it would pass without); red does in both.
 */
const TONES = {
  error: { color: 'red', role: 'alert', icon: <ExclamationTriangleIcon aria-hidden /> },
  success: { color: 'green', role: 'status', icon: <CheckCircledIcon aria-hidden /> },
  info: { color: 'blue', role: 'status', icon: <InfoCircledIcon aria-hidden /> },
  warning: { color: 'amber', role: 'status', icon: <ExclamationTriangleIcon aria-hidden /> },
} as const;

export type NoticeTone = keyof typeof TONES;

export interface NoticeProps extends Omit<
  ComponentPropsWithoutRef<typeof Callout.Root>,
  'color' | 'role' | 'title' | 'children'
> {
  tone: NoticeTone;
  /** A bold first line. */
  title?: ReactNode;
  /** Another icon than the tone's; `null` for none. */
  icon?: ReactNode;
  /** The message, one paragraph. */
  children?: ReactNode;
  /** What follows the message, under it at its own width: buttons or a link onward. */
  actions?: ReactNode;
}

/** A message in a coloured box (Radix's Callout), the same for every screen. */
export function Notice({ tone, title, icon, children, actions, ...root }: NoticeProps) {
  const { color, role, icon: toneIcon } = TONES[tone];
  const shown = icon === undefined ? toneIcon : icon;
  return (
    <Callout.Root color={color} role={role} highContrast={tone !== 'error'} {...root}>
      {shown && <Callout.Icon>{shown}</Callout.Icon>}
      {title && <Callout.Text weight="bold">{title}</Callout.Text>}
      {children && <Callout.Text>{children}</Callout.Text>}
      {actions && <Box>{actions}</Box>}
    </Callout.Root>
  );
}
