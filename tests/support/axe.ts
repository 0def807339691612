import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

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

/** One line per failing element, readable in a test's output. */
export function violationLines(mode: 'light' | 'dark', violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${mode}] ${violation.id} (${violation.impact ?? '?'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/**
 * Example and guide pages whose live examples axe checks (their frames, controls, panels and editors),
 * in both modes; visual.spec.ts does it on its visit of each, once its shots of a mode are taken. The
 * prose around them is Markdown, like the pages a11y.spec.ts checks whole, and the page template is the
 * minimap's, checked whole there. Every example runs in the same frame, with the same toolbar, editor
 * and code tabs; what differs is the controls its code draws. These pages, with the graph-search and
 * minimap pages, hold every kind of control the examples use: the event log's side panel with its
 * checkbox list (events), selects with groups, layout controls and buttons over the graph (layouts), the
 * zoom and full-screen controls with a custom icon set (controls), the camera's side panel, its buttons
 * and the cooperative-gestures note (camera), a text area and the status badge that the load-graph
 * example shares (graph-data). The other pages (drag and drop, external state, load graph, node images,
 * big graphs, export image, labels, node shapes, overlays, transitions) draw native checkboxes, radio
 * buttons, sliders, selects and buttons, labelled the same way, in the same side panel or over the
 * graph, in the frame's colours.
 */
export const AXE_EXAMPLE_PAGES = [
  'docs/example/events',
  'docs/example/layouts',
  'docs/example/controls',
  'docs/guides/camera',
  'docs/guides/graph-data',
];

/**
 * axe on a page's live examples (started): names, roles and structure in light mode (the same in both),
 * colours in both. Highlighted code is left out: every token colour of both code themes is checked
 * against its background by config/codeThemes.test.ts, and a11y.spec.ts checks it on one page.
 */
export async function exampleViolations(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  const builder = axe(page).include('[data-example]').exclude('.prism-code');
  const { violations } = await (mode === 'light' ? builder.withTags(WCAG_TAGS) : builder.withRules(['color-contrast'])).analyze();
  return violationLines(mode, violations);
}
