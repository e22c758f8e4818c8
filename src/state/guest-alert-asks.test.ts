import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../test/memory-storage.ts';
import { forgetAsk, rememberAsk, rememberedAsk } from './guest-alert-asks.ts';

const gloves = { productId: 'p-gloves', size: 'M' };
const tape = { productId: 'p-tape' };
const at = (iso: string) => new Date(iso);
const asked = at('2026-11-28T10:00:00Z');

describe("a guest's alerts remembered in this browser", () => {
  it('gives back the address a product and size were asked at, and whether this browser confirmed it', () => {
    const storage = createMemoryStorage();
    rememberAsk({ ...gloves, email: 'asha@example.in' }, { now: asked, storage });
    rememberAsk({ ...tape, email: 'ravi@example.in' }, { now: asked, storage });
    expect(rememberedAsk(gloves, asked, storage)).toEqual({ email: 'asha@example.in', confirmed: false });
    expect(rememberedAsk({ ...gloves, size: 'L' }, asked, storage)).toBeUndefined();
    expect(rememberedAsk(tape, asked, storage)).toEqual({ email: 'ravi@example.in', confirmed: false });
    rememberAsk({ ...gloves, email: 'asha@example.in' }, { confirmed: true, now: asked, storage });
    expect(rememberedAsk(gloves, asked, storage)).toEqual({ email: 'asha@example.in', confirmed: true });
  });

  it("forgets an unconfirmed ask once its link's 48 hours are over, never a confirmed one", () => {
    const storage = createMemoryStorage();
    rememberAsk({ ...gloves, email: 'asha@example.in' }, { now: asked, storage });
    rememberAsk({ ...tape, email: 'asha@example.in' }, { confirmed: true, now: asked, storage });
    expect(rememberedAsk(gloves, at('2026-11-30T09:59:00Z'), storage)).toBeDefined();
    expect(rememberedAsk(gloves, at('2026-11-30T10:01:00Z'), storage)).toBeUndefined();
    expect(rememberedAsk(tape, at('2027-06-01T00:00:00Z'), storage)?.confirmed).toBe(true);
  });

  it('forgets one ask when cancelled or asked again at another address', () => {
    const storage = createMemoryStorage();
    rememberAsk({ ...gloves, email: 'asha@example.in' }, { now: asked, storage });
    rememberAsk({ ...tape, email: 'asha@example.in' }, { now: asked, storage });
    forgetAsk(gloves, asked, storage);
    expect(rememberedAsk(gloves, asked, storage)).toBeUndefined();
    expect(rememberedAsk(tape, asked, storage)).toBeDefined();
    forgetAsk(tape, asked, storage);
    expect(storage.getItem('guest-stock-alerts')).toBeNull();
  });

  it('reads past a kept value it cannot use, and keeps at most 50', () => {
    const broken = createMemoryStorage({ 'guest-stock-alerts': '{not json' });
    expect(rememberedAsk(gloves, asked, broken)).toBeUndefined();
    const odd = createMemoryStorage({
      'guest-stock-alerts': JSON.stringify([
        { productId: 'p-gloves', size: 'M', email: 'asha@example.in', at: 'yesterday' },
        { productId: 'p-tape', email: 42, at: asked.toISOString() },
        'p-gloves',
        { productId: 'p-gloves', size: 'M', email: 'asha@example.in', at: asked.toISOString(), extra: 1 },
      ]),
    });
    expect(rememberedAsk(gloves, asked, odd)).toEqual({ email: 'asha@example.in', confirmed: false });
    expect(rememberedAsk(tape, asked, odd)).toBeUndefined();
    const many = createMemoryStorage();
    for (let i = 0; i < 60; i++)
      rememberAsk({ productId: `p-${i}`, email: 'asha@example.in' }, { now: asked, storage: many });
    expect(JSON.parse(many.getItem('guest-stock-alerts')!)).toHaveLength(50);
    expect(rememberedAsk({ productId: 'p-59' }, asked, many)).toBeDefined();
    expect(rememberedAsk({ productId: 'p-0' }, asked, many)).toBeUndefined();
  });

  it('keeps nothing, and throws nothing, where storage is refused', () => {
    const refusing = createMemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => rememberAsk({ ...gloves, email: 'asha@example.in' }, { storage: refusing })).not.toThrow();
    expect(rememberedAsk(gloves, asked, refusing)).toBeUndefined();
  });
});
