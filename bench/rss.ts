import { median } from './lib.ts';
import { rssMb } from './server.ts';

export interface RssSample {
  /** Seconds since sampling started. */
  s: number;
  mb: number;
}

/** Samples a process's resident memory every `everyMs` until stop(). */
export function sampleRss(pid: number, everyMs: number) {
  const samples: RssSample[] = [];
  const started = performance.now();
  const take = () => {
    try {
      const mb = rssMb(pid);
      // An exiting process (a zombie) has a /proc entry without VmRSS.
      if (Number.isFinite(mb)) samples.push({ s: (performance.now() - started) / 1000, mb });
    } catch {
      // the process has gone; the caller sees it elsewhere
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop: () => clearInterval(timer),
    peak: () => Math.max(...samples.map((x) => x.mb)),
  };
}

/** Median RSS of the samples taken in [from, to) seconds. */
export const windowMedian = (samples: readonly RssSample[], from: number, to: number) =>
  median(samples.filter((x) => x.s >= from && x.s < to).map((x) => x.mb));

/** Least-squares slope of RSS over time, in MB per minute, of the samples from `from` seconds on. */
export function slopeMbPerMinute(samples: readonly RssSample[], from: number): number {
  const xs = samples.filter((x) => x.s >= from);
  if (xs.length < 2) return Number.NaN;
  const meanS = xs.reduce((a, x) => a + x.s, 0) / xs.length;
  const meanMb = xs.reduce((a, x) => a + x.mb, 0) / xs.length;
  const cov = xs.reduce((a, x) => a + (x.s - meanS) * (x.mb - meanMb), 0);
  const varS = xs.reduce((a, x) => a + (x.s - meanS) ** 2, 0);
  return (cov / varS) * 60;
}
