import { mergeConfig, type Plugin } from 'vite';
import base from '../vite.config.ts';

/** Writes which npm packages each output chunk holds (rendered bytes each), so the bench can tell where a library loads. */
function chunkPackages(): Plugin {
  return {
    name: 'bench-chunk-packages',
    generateBundle(_options, bundle) {
      const packages: Record<string, Record<string, number>> = {};
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        const sizes: Record<string, number> = {};
        for (const [id, m] of Object.entries(out.modules)) {
          const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? 'app';
          sizes[name] = (sizes[name] ?? 0) + m.renderedLength;
        }
        packages[file] = sizes;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-packages.json',
        source: JSON.stringify(packages),
      });
    },
  };
}

// BENCH_WITHOUT_SEARCH_BOX=1: the same app without the header's search box (bench/no-search-box.tsx).
const withoutSearchBox = process.env.BENCH_WITHOUT_SEARCH_BOX === '1';

export default mergeConfig(base, {
  plugins: [chunkPackages()],
  build: { manifest: true },
  ...(withoutSearchBox && {
    resolve: {
      alias: [
        {
          find: /^(\.\.\/)+header-search\.tsx$|^\.\.?\/header-search\.tsx$/,
          replacement: new URL('./no-search-box.tsx', import.meta.url).pathname,
        },
      ],
    },
  }),
});
