import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compressedSizes,
  firstLoadFiles,
  formatTable,
  kb,
  sumSizes,
  type Sizes,
  type Target,
  type ViteManifest,
} from './lib.ts';
import { repo } from './server.ts';

/** The pages measured, with the lazy route module each one shows (src/app/router.tsx). */
export const pages = [
  { page: '/', module: 'src/app/routes/home.tsx' },
  { page: '/products', module: 'src/app/routes/products.tsx' },
  { page: '/product/{id}', module: 'src/app/routes/product-detail.tsx' },
  { page: '/cart', module: 'src/app/routes/cart.tsx' },
  { page: '/checkout', module: 'src/app/routes/checkout.tsx' },
  { page: '/payment', module: 'src/app/routes/payment.tsx' },
] as const;

/** The production build (`npm run build`: app, manifest and page renderer) into outDir; dist/ is left alone. */
export function build(outDir: string, { withoutSearchBox = false } = {}) {
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'bench/vite.bench.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, ...(withoutSearchBox && { BENCH_WITHOUT_SEARCH_BOX: '1' }) },
    },
  );
}

interface PageWeight {
  page: string;
  js: Sizes;
  css: Sizes;
  /** Bytes this page loads that / does not (JS and CSS). */
  addedOverHome: Sizes;
  files: string[];
}

/** The first load of / (JS and CSS) of a build. */
export function homeFirstLoad(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const { js, css } = firstLoadFiles(manifest, ['index.html', pages[0].module]);
  const size = (file: string) => compressedSizes(readFileSync(join(distDir, file)));
  return { js: sumSizes(js.map(size)), css: sumSizes(css.map(size)) };
}

/**
 * Page weights of the build in distDir; `withoutSearchBox` is the same app built without the
 * header's search box, so the search box's own share of / is printed and budgeted apart (#19).
 */
export function measureWeb(distDir: string, withoutSearchBoxDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const sizeCache = new Map<string, Sizes>();
  const size = (file: string) => {
    let s = sizeCache.get(file);
    if (!s) sizeCache.set(file, (s = compressedSizes(readFileSync(join(distDir, file)))));
    return s;
  };
  const home = firstLoadFiles(manifest, ['index.html', pages[0].module]);
  const homeFiles = new Set([...home.js, ...home.css]);
  const weights: PageWeight[] = pages.map(({ page, module }) => {
    const { js, css } = firstLoadFiles(manifest, ['index.html', module]);
    const files = [...js, ...css];
    return {
      page,
      js: sumSizes(js.map(size)),
      css: sumSizes(css.map(size)),
      addedOverHome: sumSizes(files.filter((f) => !homeFiles.has(f)).map(size)),
      files,
    };
  });
  // Libraries that must load only on the pages that use them (none of the measured pages shows a policy).
  const packages = JSON.parse(readFileSync(join(distDir, '.vite/chunk-packages.json'), 'utf8')) as Record<
    string,
    Record<string, number>
  >;
  const onlyWhereUsed: Record<string, string[]> = {
    'qrcode.react': ['/payment'],
    dompurify: [],
    'react-hook-form': ['/checkout'],
    '@hookform/resolvers': ['/checkout'],
  };
  const leaks = Object.entries(onlyWhereUsed).flatMap(([lib, allowedOn]) =>
    weights
      .filter((w) => !allowedOn.includes(w.page) && w.files.some((f) => (packages[f]?.[lib] ?? 0) > 0))
      .map((w) => `${lib} on ${w.page}`),
  );
  const homeWeight = weights[0]!;
  const bare = homeFirstLoad(withoutSearchBoxDir);
  const searchBox = { js: homeWeight.js.gzip - bare.js.gzip, css: homeWeight.css.gzip - bare.css.gzip };
  const targets: Target[] = [
    { name: 'web: / first-load JS gzip KB, search box aside', value: kb(bare.js.gzip), max: 125 },
    { name: 'web: / first-load CSS gzip KB, search box aside', value: kb(bare.css.gzip), max: 32 },
    {
      name: 'web: the search box adds to / (JS + CSS gzip KB)',
      value: kb(searchBox.js + searchBox.css),
      max: 8,
    },
    ...weights
      .slice(1)
      .map((w) => ({ name: `web: ${w.page} adds gzip KB`, value: kb(w.addedOverHome.gzip), max: 60 })),
    { name: 'web: QR code, forms, sanitiser load only where used (leaks)', value: leaks.length, max: 0 },
  ];
  const table = formatTable([
    ['page', 'JS gzip KB', 'JS br KB', 'JS raw KB', 'CSS gzip KB', 'CSS br KB', 'adds over / gzip KB'],
    ...weights.map((w) => [
      w.page,
      kb(w.js.gzip),
      kb(w.js.brotli),
      kb(w.js.raw),
      kb(w.css.gzip),
      kb(w.css.brotli),
      kb(w.addedOverHome.gzip),
    ]),
  ]);
  return {
    figures: {
      pages: weights.map(({ files, ...w }) => ({ ...w, fileCount: files.length })),
      leaks,
      searchBoxGzip: searchBox,
      homeWithoutSearchBox: bare,
    },
    targets,
    table: [
      table,
      `the search box adds ${kb(searchBox.js)} KB JS and ${kb(searchBox.css)} KB CSS (gzip) to /; / without it: ${kb(bare.js.gzip)} KB JS, ${kb(bare.css.gzip)} KB CSS`,
      ...(leaks.length ? [`loaded where not used: ${leaks.join(', ')}`] : []),
    ].join('\n'),
  };
}
