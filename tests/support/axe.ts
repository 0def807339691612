import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe run on the page that reports violations only. Without `resultTypes`, axe also lists every
 * element that passed each rule, and sends it all back to the test: on a docs page that was about half
 * of each run. Set the rules with `withTags` or `withRules` after this (`options` would replace them).
 *
 * Legacy mode runs axe in the page itself. The default mode also opens a blank page per run to merge
 * the results of each frame, a second or two each time; the site's pages have no frames.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}
