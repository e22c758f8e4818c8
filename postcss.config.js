import customMedia from 'postcss-custom-media';
import nesting from 'postcss-nesting';
import breakpoints from '@radix-ui/themes/postcss-breakpoints.cjs';

/*
 * Radix Themes' own PostCSS chain for its source CSS (src/styles/radix.css; Vite inlines the
 * imports first), with the breakpoints of src/styles/breakpoints.css, plus one step of ours:
 * Radix writes every responsive class at every breakpoint, and the shop sets only these props per
 * breakpoint ({ initial, xs, sm, md }), so the others' copies are dropped; and its base tokens map
 * `color="…"` to each of its 30 scales, of which only those imported (tokens/colors/*.css in
 * src/styles/index.css) can work. A story that renders a class left without its rule fails,
 * naming it (.storybook/vitest.styled.ts).
 */
const RESPONSIVE = {
  // Radix's class stems of align, columns, direction, display, gap, gridColumn, px, py, width and
  // DataList's orientation.
  props: ['ai', 'gtc', 'fd', 'display', 'gap', 'gc', 'px', 'py', 'w', 'orientation'],
  // The components whose size is set per breakpoint.
  sizes: ['Button', 'Card', 'Heading', 'Text'],
};

const breakpointClass = /\.(?:xs|sm|md|lg|xl)\\:-?rt-r-([a-z]+)/;
const sized = new RegExp(`\\.rt-(?:Base)?(?:${RESPONSIVE.sizes.join('|')})(?![\\w-])`);

function isUnusedResponsive(selector) {
  const prop = breakpointClass.exec(selector)?.[1];
  if (prop === undefined) return false;
  return prop === 'size' ? !sized.test(selector) : !RESPONSIVE.props.includes(prop);
}

const colourScale = /\[data-(?:accent|gray)-color='([a-z]+)'\]/;

const dropUnused = {
  postcssPlugin: 'drop-unused-radix-rules',
  OnceExit(root) {
    const scales = new Set(['gray']);
    root.walkRules((rule) => {
      const scale = /themes\/tokens\/colors\/([a-z]+)\.css$/.exec(rule.source?.input.file ?? '')?.[1];
      if (scale) scales.add(scale);
    });
    const isUnusedScale = (selector) => {
      const scale = colourScale.exec(selector)?.[1];
      return scale !== undefined && !scales.has(scale);
    };
    root.walkRules((rule) => {
      if (rule.selectors.every((s) => isUnusedResponsive(s) || isUnusedScale(s))) rule.remove();
    });
    // Radix's @breakpoints blocks left holding only comments, and media queries left empty.
    root.walkAtRules(/^(breakpoints|media)$/, (atRule) => {
      if (!atRule.nodes?.some((node) => node.type !== 'comment')) atRule.remove();
    });
  },
};

export default { plugins: [nesting(), breakpoints(), customMedia(), dropUnused] };
