import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

/**
 * What a notice is about. A newer notice on a topic replaces the older one (an 'Added to cart'
 * takes the place of 'Please select a size'), and a topic's notice goes once its problem is fixed.
 */
export type ToastTopic =
  | 'cart'
  | 'wishlist'
  | 'session'
  | 'checkout'
  | 'shipping-form'
  | 'payment'
  | 'payment-form'
  | 'track-order'
  | 'orders'
  | 'account'
  | 'invoice'
  | 'contact'
  | 'review'
  | 'question';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  topic?: ToastTopic;
  /** A button on the notice that takes the change back ('Undo'). */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  run: () => void;
}

let nextId = 1;
let toasts: readonly ToastMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/**
 * Shows a notice with a title and a description (the spec's notices), announced to screen readers;
 * with a topic, it replaces the notice already shown on that topic.
 */
export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  topic?: ToastTopic;
  action?: ToastAction;
}): number {
  const id = nextId++;
  const message: ToastMessage = { ...input, id, variant: input.variant ?? 'default' };
  const others = input.topic ? toasts.filter((t) => t.topic !== input.topic) : toasts;
  toasts = [...others, message].slice(-4);
  emit();
  return id;
}

/** The problem a topic's error was about is fixed: its error notice goes. */
export function dismissErrors(topic: ToastTopic): void {
  const left = toasts.filter((t) => !(t.topic === topic && t.variant === 'destructive'));
  if (left.length === toasts.length) return;
  toasts = left;
  emit();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function clearToasts(): void {
  toasts = [];
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The notices shown now, newest last. */
export const currentToasts = (): readonly ToastMessage[] => toasts;
const snapshot = currentToasts;

export const useToasts = () => useSyncExternalStore(subscribe, snapshot, snapshot);
