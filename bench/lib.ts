import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Nearest-rank percentile (p in 0..100) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** What the bytes cost on the wire at the compression levels a server would use for static files. */
export function compressedSizes(bytes: Uint8Array): Sizes {
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

export const sumSizes = (list: readonly Sizes[]): Sizes =>
  list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/** The part of Vite's build manifest (build.manifest) that decides what a page loads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The files a page downloads before it can render: the entries' static import closure and the
 * CSS of every chunk in it. Dynamic imports are left out; pass the page's lazy route module as a
 * second entry to count it.
 */
export function firstLoadFiles(manifest: ViteManifest, entries: readonly string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk '${key}'`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  entries.forEach(visit);
  return { js: [...js], css: [...css] };
}

export interface Target {
  name: string;
  value: number;
  max?: number;
  min?: number;
}

export const passes = (t: Target) =>
  Number.isFinite(t.value) &&
  (t.max === undefined || t.value <= t.max) &&
  (t.min === undefined || t.value >= t.min);

/** A plain monospace table: the first row is the header; numbers align right. */
export function formatTable(rows: readonly (readonly (string | number)[])[]): string {
  const cells = rows.map((r) => r.map((c) => (typeof c === 'number' ? formatNumber(c) : c)));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[], n: number) =>
    r
      .map((c, i) => (typeof rows[n]![i] === 'number' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]!, 0), rule, ...cells.slice(1).map((r, n) => line(r, n + 1))].join('\n');
}

export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '–';
  if (Number.isInteger(n)) return String(n);
  return Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(1) : n.toFixed(2);
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
