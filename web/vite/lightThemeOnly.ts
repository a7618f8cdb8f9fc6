// The portal has one, light, theme: nothing ever puts Blueprint's dark class on the page (a popover turns dark only
// inside a dark parent). Blueprint's stylesheet carries a dark copy of nearly every rule, 179 kB of its 467 kB, which
// every page would parse and every element would be matched against; those selectors are left out of the build.
import type { Plugin, Rule } from 'postcss';

const darkSelector = /\.bp6-dark(?![\w-])/;

/** Removes each selector that needs the dark class, and a rule left with none. */
export function dropDarkSelectors(rule: Rule): void {
  if (!darkSelector.test(rule.selector)) return;
  const light = rule.selectors.filter((selector) => !darkSelector.test(selector));
  if (light.length === 0) rule.remove();
  else rule.selectors = light;
}

export function lightThemeOnly(): Plugin {
  return { postcssPlugin: 'portal-light-theme-only', Rule: dropDarkSelectors };
}
