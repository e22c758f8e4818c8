import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../test/memory-storage.ts';
import { keepDeliveryPin, storedDeliveryPin } from './delivery-pin.ts';

describe('the kept delivery PIN', () => {
  it('gives back the PIN kept last', () => {
    const storage = createMemoryStorage();
    keepDeliveryPin('560001', storage);
    keepDeliveryPin('110001', storage);
    expect(storedDeliveryPin(storage)).toBe('110001');
  });

  it('gives nothing where none is kept or the kept value is not a PIN', () => {
    expect(storedDeliveryPin(createMemoryStorage())).toBeUndefined();
    expect(storedDeliveryPin(createMemoryStorage({ 'delivery-pin': '012345' }))).toBeUndefined();
    expect(storedDeliveryPin(createMemoryStorage({ 'delivery-pin': '<script>' }))).toBeUndefined();
  });

  it('still answers where storage is refused', () => {
    const refusing = createMemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => keepDeliveryPin('560001', refusing)).not.toThrow();
    expect(storedDeliveryPin(refusing)).toBeUndefined();
  });
});
