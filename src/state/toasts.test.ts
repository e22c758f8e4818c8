import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, currentToasts, dismissErrors, toast } from './toasts.ts';

const shown = () => currentToasts().map((t) => t.title);

afterEach(() => clearToasts());

describe('notices', () => {
  it('keeps the four newest', () => {
    for (const title of ['a', 'b', 'c', 'd', 'e']) toast({ title });
    expect(shown()).toEqual(['b', 'c', 'd', 'e']);
  });

  it('a newer outcome on a topic replaces the older one; other topics stay', () => {
    toast({ title: 'Please select a size', variant: 'destructive', topic: 'cart' });
    toast({ title: 'Added to wishlist', topic: 'wishlist' });
    toast({ title: 'Added to cart', variant: 'success', topic: 'cart' });
    expect(shown()).toEqual(['Added to wishlist', 'Added to cart']);
    toast({ title: 'Subscribed' });
    toast({ title: 'Subscribed' });
    expect(shown()).toEqual(['Added to wishlist', 'Added to cart', 'Subscribed', 'Subscribed']);
  });

  it("a fixed problem takes its topic's error away, and nothing else", () => {
    toast({ title: 'Validation Error', variant: 'destructive', topic: 'payment' });
    toast({ title: 'Payment initiated', topic: 'checkout' });
    toast({ title: 'Login Required', topic: 'session' });
    dismissErrors('payment');
    expect(shown()).toEqual(['Payment initiated', 'Login Required']);
    dismissErrors('session');
    expect(shown()).toEqual(['Payment initiated', 'Login Required']);
  });
});
