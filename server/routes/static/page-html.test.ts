import { describe, expect, it } from 'vitest';
import { lowerScriptPriority, pageHtml, preloadTags, type Manifest } from './page-html.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/cart.tsx': { file: 'assets/cart.js', imports: ['_react.js', '_line.js'] },
  '_line.js': { file: 'assets/line.js', css: ['assets/line.css', 'assets/index.css'], imports: ['_cart.js'] },
  '_cart.js': { file: 'assets/cart-chunk.js', imports: ['_line.js'] },
};

describe('preloadTags', () => {
  it("lists a screen's chunks and styles that index.html does not load, once each, styles first", () => {
    expect(preloadTags(manifest, ['src/app/routes/cart.tsx', 'src/app/routes/cart.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/line.css">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/cart.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/line.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/cart-chunk.js">',
    );
  });

  it('adds nothing for a module the manifest does not know', () => {
    expect(preloadTags(manifest, ['src/app/routes/gone.tsx'])).toBe('');
    expect(preloadTags({}, ['src/app/routes/cart.tsx'])).toBe('');
  });
});

describe('pageHtml', () => {
  const shell =
    '<html><head><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>';

  it('fills #root, puts the data after it and the preloads in <head>', () => {
    expect(pageHtml(shell, { html: '<p>$& $1 $$</p>', data: '<script id="d"></script>' }, '<link x>')).toBe(
      '<html><head><script type="module" fetchpriority="low" src="/a.js"></script><link x></head>' +
        '<body><div id="root"><p>$& $1 $$</p></div><script id="d"></script></body></html>',
    );
  });

  it("moves the page's title, meta and link tags into <head>, replacing the shell's title and description", () => {
    const withDefaults =
      '<html><head>\n<meta\n  name="description"\n  content="Default"\n/>\n<title>Default</title></head><body><div id="root"></div></body></html>';
    const html = pageHtml(
      withDefaults,
      {
        html: '<title>Gloves | Shop</title><meta name="description" content="Nitrile gloves"/><link rel="canonical" href="https://shop.in/product/1"/><main><title>svg</title><meta itemprop="x"/></main>',
        data: '',
      },
      '',
    );
    expect(html).toBe(
      '<html><head>\n\n<title>Gloves | Shop</title><meta name="description" content="Nitrile gloves"/><link rel="canonical" href="https://shop.in/product/1"/></head>' +
        '<body><div id="root"><main><title>svg</title><meta itemprop="x"/></main></div></body></html>',
    );
  });

  it("keeps the shell's title and description for a page that gives none", () => {
    const withDefaults = '<head><title>Default</title></head><div id="root"></div>';
    expect(pageHtml(withDefaults, { html: '<main>hi</main>', data: '' }, '')).toBe(
      '<head><title>Default</title></head><div id="root"><main>hi</main></div>',
    );
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => pageHtml('<html><body></body></html>', { html: '', data: '' }, '')).toThrow(/root/);
  });
});

describe('lowerScriptPriority', () => {
  it('lowers module scripts and preloads, and leaves a priority already given alone', () => {
    expect(
      lowerScriptPriority(
        '<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="modulepreload" fetchpriority="high" href="/c.js"><link rel="stylesheet" href="/d.css">',
      ),
    ).toBe(
      '<script type="module" fetchpriority="low" src="/a.js"></script><link rel="modulepreload" fetchpriority="low" href="/b.js"><link rel="modulepreload" fetchpriority="high" href="/c.js"><link rel="stylesheet" href="/d.css">',
    );
  });
});
