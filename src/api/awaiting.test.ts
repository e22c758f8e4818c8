import { describe, expect, it } from 'vitest';
import { awaitingFirstAnswer } from './awaiting.ts';

describe('awaitingFirstAnswer', () => {
  it('is true only while there is neither an answer nor an error', () => {
    expect(awaitingFirstAnswer({})).toBe(true);
    expect(awaitingFirstAnswer({ data: { total: 0 } })).toBe(false);
    expect(awaitingFirstAnswer({ error: new Error('offline') })).toBe(false);
    // An answer kept from before a failed re-check still shows.
    expect(awaitingFirstAnswer({ data: [], error: new Error('offline') })).toBe(false);
  });
});
