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

/** index.html with the rendered page in #root, its data after it and its preloads in <head>. */
export function pageHtml(shell: string, page: { html: string; data: string }, preloads: string): string {
  if (!shell.includes(ROOT)) throw new Error('index.html has no empty <div id="root"></div>');
  return lowerScriptPriority(shell)
    .replace('</head>', `${preloads}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${page.data}`);
}
