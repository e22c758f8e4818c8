import { describe, expect, it } from 'vitest';
import {
  compressedSizes,
  firstLoadFiles,
  formatTable,
  median,
  passes,
  percentile,
  type ViteManifest,
} from './lib.ts';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('is not a number for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('compressedSizes', () => {
  it('counts the bytes gzip and brotli would send', () => {
    const text = Buffer.from('the same line again\n'.repeat(200));
    const sizes = compressedSizes(text);
    expect(sizes.raw).toBe(4000);
    expect(sizes.gzip).toBeLessThan(200);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });
});

describe('firstLoadFiles', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react.js' },
    'src/home.tsx': { file: 'assets/home.js', imports: ['_react.js', '_card.js'] },
    '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
    'src/payment.tsx': { file: 'assets/payment.js', imports: ['_qr.js'] },
    '_qr.js': { file: 'assets/qr.js' },
  };

  it('follows static imports once each and gathers their CSS', () => {
    expect(firstLoadFiles(manifest, ['index.html', 'src/home.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/home.js', 'assets/card.js'],
      css: ['assets/index.css', 'assets/card.css'],
    });
  });

  it('leaves out what only another page imports', () => {
    expect(firstLoadFiles(manifest, ['index.html', 'src/home.tsx']).js).not.toContain('assets/qr.js');
  });

  it('names a chunk the manifest does not have', () => {
    expect(() => firstLoadFiles(manifest, ['src/missing.tsx'])).toThrow("no chunk 'src/missing.tsx'");
  });
});

describe('passes', () => {
  it('checks a maximum, a minimum, and refuses a missing figure', () => {
    expect(passes({ name: 'js', value: 150, max: 150 })).toBe(true);
    expect(passes({ name: 'js', value: 151, max: 150 })).toBe(false);
    expect(passes({ name: 'score', value: 0.94, min: 0.95 })).toBe(false);
    expect(passes({ name: 'score', value: Number.NaN, min: 0.95 })).toBe(false);
  });
});

describe('formatTable', () => {
  it('aligns text left and numbers right under a rule', () => {
    expect(
      formatTable([
        ['page', 'KB'],
        ['/', 150],
        ['/products', 9.26],
      ]).split('\n'),
    ).toEqual(['page       KB', '---------  ---', '/          150', '/products  9.3']);
  });
});
