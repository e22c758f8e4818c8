import { afterEach } from 'vitest';
import radixComponents from '@radix-ui/themes/components.css?raw';
import radixUtilities from '@radix-ui/themes/utilities.css?raw';

/*
 * The shop's Radix Themes CSS is built from Radix's sources for the components and responsive
 * props it uses (src/styles/radix.css, postcss.config.js). After each story, every class on the
 * page that Radix's full stylesheet styles must be styled on the page too: a component or a prop
 * that lost its CSS fails the story that renders it, naming the class.
 */
const classSelector = /\.((?:\\.|[\w-])+)/g;
const classesIn = (selectors: string, into = new Set<string>()) => {
  for (const [, name] of selectors.matchAll(classSelector)) into.add(name!.replace(/\\/g, ''));
  return into;
};
const styledByRadix = classesIn(radixComponents + radixUtilities);

afterEach(() => {
  // A Radix part that reads the theme (a Dialog) outside RadixThemeContext renders a theme
  // root of its own, full-height, where the root's look no longer applies.
  if (document.querySelectorAll('[data-is-root-theme="true"]').length > 1) {
    throw new Error('A second Radix theme root: wrap the Dialog in RadixThemeContext.');
  }
  const styled = classesOnPage();
  const unstyled = new Set<string>();
  for (const element of document.querySelectorAll('[class]')) {
    for (const name of element.classList)
      if (styledByRadix.has(name) && !styled.has(name)) unstyled.add(name);
  }
  if (unstyled.size > 0) {
    throw new Error(
      `Radix styles these classes but this page has no rule for them: ${[...unstyled].sort().join(', ')}. ` +
        "Add the component's file to src/styles/radix.css, or the prop set per breakpoint to postcss.config.js.",
    );
  }
});

function classesOnPage(): Set<string> {
  const names = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) classesIn(rule.selectorText, names);
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  return names;
}
