/**
 * The part of autocannon 9 the bench uses (it ships no types; @types/autocannon describes version
 * 7). https://github.com/mcollina/autocannon#api
 */
declare module 'autocannon' {
  import type { Step } from './soak-traffic.ts';

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Requests a second over all connections; none: as fast as answers come. */
      overallRate?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Each connection walks these in turn. */
      requests?: readonly Step[];
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
    interface Instance {
      stop(): void;
    }
  }

  /** Runs the load; calls back once with the result (a caller may read it as a narrower type). */
  function autocannon<R = autocannon.Result>(
    options: autocannon.Options,
    done: (error: Error | null, result: R) => void,
  ): autocannon.Instance;

  export default autocannon;
}
