import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID } from '../contract/limits.ts';
import { DEVICE_ID_KEY, deviceId } from './device-id.ts';

describe("this browser's own name for its sign-ins", () => {
  let kept: Map<string, string>;
  beforeEach(() => {
    kept = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is made once, kept, and the same at every sign-in after', () => {
    const first = deviceId();
    expect(first).toMatch(DEVICE_ID);
    expect(kept.get(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
  });

  it('is made again when what is kept is not one (edited, or from elsewhere)', () => {
    kept.set(DEVICE_ID_KEY, '<script>');
    const made = deviceId();
    expect(made).toMatch(DEVICE_ID);
    expect(made).not.toBe('<script>');
  });

  it('is none where the browser keeps nothing (the sign-in then goes without one)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(deviceId()).toBeUndefined();
  });
});
