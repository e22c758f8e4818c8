/** The Vite manifest's entries: what the server needs to preload a page's chunks and styles. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The tags that let a server-rendered page load its screen's chunk alongside the entry (instead
 * of after it) and paint with the screen's styles already in (no shift when they arrive): the
 * route modules' chunks and their imports that index.html does not already load.
 */
export function preloadTags(manifest: Manifest, modules: readonly string[]): string {
  const loaded = new Set<string>();
  const entry = manifest['index.html'];
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  if (entry) walk('index.html', loaded);
  const page = new Set<string>();
  for (const module of modules) walk(module, page);
  const scripts: string[] = [];
  const styles: string[] = [];
  const entryCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of page) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/${chunk.file}">`);
    for (const css of chunk.css ?? [])
      if (!entryCss.has(css)) styles.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return [...new Set(styles), ...scripts].join('');
}

const ROOT = '<div id="root"></div>';

/**
 * A rendered page is readable before any script runs, so its scripts load at low priority: the
 * styles and the pictures on screen come first, and the page hydrates once the scripts arrive.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * What React's render puts first when a page renders <title>, <meta> or <link> tags
 * (src/components/page-head.tsx): they belong in <head>.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * The rendered markup split into the tags for <head> and the markup for #root. The page's own
 * title and description replace index.html's defaults.
 */
export function splitHead(shell: string, html: string): { shell: string; head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  let page = shell;
  if (head.includes('<title>')) page = page.replace(/<title>[^<]*<\/title>/, '');
  if (head.includes('name="description"')) page = page.replace(/<meta\s+name="description"[^>]*>/, '');
  return { shell: page, head, body: html.slice(head.length) };
}

/** index.html with the rendered page in #root, its data after it and its head tags and preloads in <head>. */
export function pageHtml(shell: string, page: { html: string; data: string }, preloads: string): string {
  if (!shell.includes(ROOT)) throw new Error('index.html has no empty <div id="root"></div>');
  const split = splitHead(shell, page.html);
  return lowerScriptPriority(split.shell)
    .replace('</head>', () => `${split.head}${preloads}</head>`)
    .replace(ROOT, () => `<div id="root">${split.body}</div>${page.data}`);
}
