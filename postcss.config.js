import { pruneRadixCss } from './scripts/radix-css-prune.ts';

export default { plugins: [pruneRadixCss()] };
