import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * One full, memory-reducing collection, now. `gc` is exposed only for this call, as Jest's leak
 * detector does it, so no flag is needed to start Node.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as Gc;
  setFlagsFromString('--no-expose-gc');
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * Starting up (loading ~100 modules, PGlite, the migrations) grows V8's young generation to 32 MB,
 * and an idle server never gives that back. One collection before serving does, ~30 MB
 * (bench/README.md, "Memory"); under load the young generation grows again as V8 sees fit.
 */
export const releaseStartupMemory = collectGarbage;
