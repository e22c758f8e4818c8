import type { AtRule, Plugin, Root, Rule } from 'postcss';

/**
 * Radix Themes ships one stylesheet for all its components and every breakpoint. The shop uses
 * about half of the components and no `lg`/`xl` responsive values, so those rules only cost
 * bytes on a phone's first load. Component names are the `rt-` class stems of the components
 * the shop never renders (nor do Radix's used components render them internally).
 */
export const UNUSED_COMPONENT_CLASSES = [
  'rt-Avatar',
  'rt-BaseMenu',
  'rt-BaseTabList',
  'rt-Blockquote',
  'rt-CheckboxCard',
  'rt-CheckboxGroup',
  'rt-Container',
  'rt-ContextMenu',
  'rt-DropdownMenu',
  'rt-Em',
  'rt-HoverCard',
  'rt-Kbd',
  'rt-PopoverContent',
  'rt-Progress',
  'rt-Quote',
  'rt-RadioGroup',
  'rt-ScrollArea',
  'rt-SegmentedControl',
  'rt-Slider',
  'rt-Strong',
  'rt-Switch',
  'rt-TabNav',
  'rt-Table',
  'rt-Tabs',
  'rt-ThemePanel',
  'rt-Tooltip',
];

/** Breakpoints no responsive prop of the shop uses (src is checked by scripts/radix-css-prune.test.ts). */
export const UNUSED_BREAKPOINTS = ['lg', 'xl'];
/**
 * Responsive sizes (`size={{ initial: '2', sm: '3' }}`) appear only on these components and
 * breakpoints; the test keeps this list true to src.
 */
export const RESPONSIVE_SIZES: Record<string, readonly string[]> = {
  sm: ['Button', 'Card', 'Heading'],
  md: ['Heading', 'Text'],
};
const SIZE_CLASSES: Record<string, readonly string[]> = {
  Button: ['rt-BaseButton', 'rt-Button'],
  Card: ['rt-BaseCard', 'rt-Card'],
  Heading: ['rt-Heading'],
  Text: ['rt-Text'],
};

/**
 * The layout props the shop sets per breakpoint (`px={{ initial: '4', sm: '6' }}`), by the class
 * stem Radix gives them (`sm:rt-r-px-6`). Radix ships every utility at every breakpoint; the
 * others' breakpoint classes (responsive margins alone are ~100 KB) are dropped. Sizes are kept by
 * RESPONSIVE_SIZES. The test keeps this list true to src.
 */
export const RESPONSIVE_PROPS: Record<string, string> = {
  align: 'ai',
  columns: 'gtc',
  direction: 'fd',
  display: 'display',
  gap: 'gap',
  gridColumn: 'gc',
  orientation: 'orientation',
  px: 'px',
  py: 'py',
  width: 'w',
};
const responsiveStems = [...Object.values(RESPONSIVE_PROPS), 'size'];
const breakpointUtility = /\.(?:xs|sm|md|lg|xl)\\:rt-r-([a-z]+(?:-[a-z]+)*)/g;

function isUnusedResponsiveUtility(selector: string): boolean {
  const tokens = [...selector.matchAll(breakpointUtility)].map(([, token]) => token!);
  if (tokens.length === 0) return false;
  return tokens.some(
    (token) => !responsiveStems.some((stem) => token === stem || token.startsWith(`${stem}-`)),
  );
}

const classOf = (stems: readonly string[]) => new RegExp(`\\.(?:${stems.join('|')})[A-Za-z]*(?![\\w-])`);
const unusedComponent = classOf(UNUSED_COMPONENT_CLASSES);
const unusedBreakpoint = new RegExp(`\\.(?:${UNUSED_BREAKPOINTS.join('|')})\\\\:`);
const responsiveSize = /\.([a-z]+)\\:rt-r-size-/;

function isUnusedResponsiveSize(selector: string): boolean {
  const breakpoint = responsiveSize.exec(selector)?.[1];
  if (breakpoint === undefined) return false;
  const classes = (RESPONSIVE_SIZES[breakpoint] ?? []).flatMap((c) => SIZE_CLASSES[c] ?? []);
  return !classes.some((c) => new RegExp(`\\.${c}(?![\\w-])`).test(selector));
}

const colourAttribute = /\[data-(?:accent|gray)-color='([a-z]+)'\]/;

/**
 * A rule can match nothing in the shop when each of its selectors needs an unused class, or maps
 * the accent or gray colour to a scale whose variables were never imported.
 */
export function isDeadSelector(selector: string, scales: ReadonlySet<string>): boolean {
  const colour = colourAttribute.exec(selector)?.[1];
  if (colour !== undefined && !scales.has(colour)) return true;
  return (
    unusedComponent.test(selector) ||
    unusedBreakpoint.test(selector) ||
    isUnusedResponsiveSize(selector) ||
    isUnusedResponsiveUtility(selector)
  );
}

function removeIfEmpty(node: AtRule | Rule | Root) {
  const parent = node.parent;
  if (node.type !== 'root' && (node.nodes?.length ?? 0) === 0) {
    node.remove();
    if (parent && parent.type !== 'document') removeIfEmpty(parent as AtRule | Rule | Root);
  }
}

/** PostCSS plugin: drops the dead rules from Radix Themes' own stylesheets only. */
export function pruneRadixCss(): Plugin {
  return {
    postcssPlugin: 'prune-radix-css',
    Once(root) {
      if (process.env.RADIX_CSS_PRUNE === '0') return;
      const fromRadix = (file: string | undefined) => file?.includes('@radix-ui/themes') ?? false;
      // The gray scale comes with the base tokens; the others are the imported tokens/colors/*.css.
      const scales = new Set(['gray']);
      root.walkRules((rule) => {
        const scale = /tokens\/colors\/([a-z]+)\.css$/.exec(rule.source?.input.file ?? '')?.[1];
        if (scale && fromRadix(rule.source?.input.file)) scales.add(scale);
      });
      root.walkRules((rule) => {
        if (!fromRadix(rule.source?.input.file)) return;
        if (rule.parent?.type === 'atrule' && /keyframes/i.test((rule.parent as AtRule).name)) return;
        if (rule.selectors.every((selector) => isDeadSelector(selector, scales))) {
          const parent = rule.parent;
          rule.remove();
          if (parent) removeIfEmpty(parent as AtRule | Rule | Root);
        }
      });
    },
  };
}
