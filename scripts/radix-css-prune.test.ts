import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  isDeadSelector,
  pruneRadixCss,
  RESPONSIVE_PROPS,
  RESPONSIVE_SIZES,
  UNUSED_BREAKPOINTS,
  UNUSED_COMPONENT_CLASSES,
} from './radix-css-prune.ts';

const scales = new Set(['gray', 'indigo', 'slate']);
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const code = ['src', 'stories'].flatMap(sources).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('isDeadSelector', () => {
  it('drops rules for components the shop never renders', () => {
    expect(isDeadSelector('.rt-TableRootTable :where(.rt-TableCell)', scales)).toBe(true);
    expect(isDeadSelector('.rt-CheckboxCardsItem', scales)).toBe(true);
    expect(isDeadSelector('.rt-TooltipContent', scales)).toBe(true);
  });

  it('keeps the components it uses, including look-alike names', () => {
    expect(isDeadSelector('.rt-RadioCardsItem', scales)).toBe(false);
    expect(isDeadSelector('.rt-CheckboxRoot', scales)).toBe(false);
    expect(isDeadSelector('.rt-TextFieldInput', scales)).toBe(false);
    expect(isDeadSelector('.rt-r-m-2', scales)).toBe(false);
  });

  it('drops lg and xl responsive classes and keeps xs, sm and md', () => {
    expect(isDeadSelector('.lg\\:rt-r-p-3', scales)).toBe(true);
    expect(isDeadSelector('.xl\\:rt-r-display-none', scales)).toBe(true);
    expect(isDeadSelector('.md\\:rt-r-gtc-4', scales)).toBe(false);
    expect(isDeadSelector('.xs\\:rt-r-gtc-2', scales)).toBe(false);
  });

  it('keeps responsive sizes only where the shop sets them', () => {
    expect(isDeadSelector('.rt-Card:where(.sm\\:rt-r-size-3)', scales)).toBe(false);
    expect(isDeadSelector('.rt-Heading:where(.md\\:rt-r-size-9)', scales)).toBe(false);
    expect(isDeadSelector('.rt-Text:where(.sm\\:rt-r-size-3)', scales)).toBe(true);
    expect(isDeadSelector('.rt-Card:where(.xs\\:rt-r-size-2)', scales)).toBe(true);
  });

  it('keeps breakpoint utilities only for the layout props the shop sets per breakpoint', () => {
    expect(isDeadSelector('.sm\\:rt-r-px-6', scales)).toBe(false);
    expect(isDeadSelector('.xs\\:rt-r-gtc-2', scales)).toBe(false);
    expect(isDeadSelector('.md\\:rt-r-display-flex', scales)).toBe(false);
    expect(isDeadSelector('.sm\\:rt-r-w', scales)).toBe(false);
    expect(isDeadSelector('.rt-DataListRoot:where(.xs\\:rt-r-orientation-horizontal)', scales)).toBe(false);
    expect(isDeadSelector('.sm\\:rt-r-m-2', scales)).toBe(true);
    expect(isDeadSelector('.rt-Button:where(.md\\:rt-r-mt--3)', scales)).toBe(true);
    expect(isDeadSelector('.sm\\:rt-r-p-4', scales)).toBe(true);
    expect(isDeadSelector('.xs\\:rt-r-gcs-2', scales)).toBe(true);
    // The same utilities without a breakpoint always stay.
    expect(isDeadSelector('.rt-r-m-2', scales)).toBe(false);
    expect(isDeadSelector('.rt-r-gcs-2', scales)).toBe(false);
  });

  it('drops colour mappings to scales that were not imported', () => {
    expect(isDeadSelector("[data-accent-color='tomato']", scales)).toBe(true);
    expect(isDeadSelector("[data-accent-color='indigo']", scales)).toBe(false);
    expect(isDeadSelector("[data-gray-color='sand']", scales)).toBe(true);
  });
});

describe('pruneRadixCss', () => {
  const run = (css: string, from: string) => postcss([pruneRadixCss()]).process(css, { from }).css;

  it("prunes Radix Themes' own stylesheets and removes the emptied media blocks", () => {
    const css = '.rt-Badge{color:red}@media (min-width:1280px){.lg\\:rt-r-p-1{padding:0}}';
    expect(run(css, '/x/node_modules/@radix-ui/themes/components.css')).toBe('.rt-Badge{color:red}');
  });

  it("leaves the shop's own stylesheets alone", () => {
    const css = '.rt-TableRoot{color:red}';
    expect(run(css, '/x/src/styles/index.css')).toBe(css);
  });
});

describe('the shop keeps to what the pruned stylesheet serves', () => {
  it('renders none of the pruned components', () => {
    const imported = code.flatMap(({ file, text }) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g)].flatMap(([, names]) =>
        names!.split(',').map((n) => ({
          file,
          name: n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
        })),
      ),
    );
    expect(imported.length).toBeGreaterThan(20);
    const pruned = imported.filter(({ name }) =>
      UNUSED_COMPONENT_CLASSES.some((c) => new RegExp(`^${c.replace('rt-', '')}`).test(name)),
    );
    expect(pruned).toEqual([]);
  });

  it('uses no lg or xl responsive values', () => {
    const used = code.filter(({ text }) =>
      new RegExp(`\\{\\{[^}]*\\b(${UNUSED_BREAKPOINTS.join('|')}):`).test(text),
    );
    expect(used.map((u) => u.file)).toEqual([]);
  });

  it('sets per-breakpoint values only on the layout props listed', () => {
    const breakpoint = /\b(xs|sm|md|lg|xl):/;
    const inline = code.flatMap(({ text }) =>
      [...text.matchAll(/\b([a-zA-Z]+)=\{\{([^}]*)\}\}/g)]
        .filter(([, , value]) => breakpoint.test(value!))
        .map(([, prop]) => prop!),
    );
    // Responsive values kept in constants carry their prop in Radix's type: GridProps['columns'].
    const typed = code.flatMap(({ text }) => {
      if (!breakpoint.test(text)) return [];
      const radixTypes = [
        ...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g),
      ].flatMap(([, names]) => names!.match(/\b[A-Za-z]+Props\b/g) ?? []);
      return radixTypes.flatMap((type) =>
        [...text.matchAll(new RegExp(`\\b${type}\\['([a-zA-Z]+)'\\]`, 'g'))].map(([, prop]) => prop!),
      );
    });
    expect(inline).toContain('px');
    expect(typed).toContain('columns');
    const unlisted = [...new Set([...inline, ...typed])].filter(
      (p) => p !== 'size' && !(p in RESPONSIVE_PROPS),
    );
    expect(unlisted).toEqual([]);
  });

  it('sets responsive sizes only on the components and breakpoints listed', () => {
    const found = code.flatMap(({ text }) =>
      [...text.matchAll(/<([A-Z][A-Za-z]*)\b[^>]*?\bsize=\{\{([^}]*)\}\}/g)].flatMap(([, component, value]) =>
        [...value!.matchAll(/\b(xs|sm|md|lg|xl):/g)].map(([, bp]) => `${component} ${bp}`),
      ),
    );
    expect(found.length).toBeGreaterThan(0);
    for (const entry of new Set(found)) {
      const [component, bp] = entry.split(' ');
      expect(RESPONSIVE_SIZES[bp!] ?? [], entry).toContain(component);
    }
  });
});
