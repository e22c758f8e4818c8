/**
 * The browser without a connection, for one story or test: `navigator.onLine` reads false and an
 * `offline` event goes out; the function returned puts the connection back (a story's
 * `beforeEach` may return it as its cleanup).
 */
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  dispatchEvent(new Event('offline'));
  return goOnline;
}

export function goOnline(): void {
  // The own property shadows Navigator.prototype's getter; removing it brings the real one back.
  delete (navigator as { onLine?: boolean }).onLine;
  dispatchEvent(new Event('online'));
}
