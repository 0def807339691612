/**
 * What happens when react-sigma 5 runs on sigma 4 (docs/start-sigma-4.mdx): the same small app
 * (tests/support/harness/sigma4.ts) bundled with the installed sigma 3 and with `sigma` resolved to sigma 4, as npm
 * leaves it when it overrides react-sigma's peer dependency, then run on a blank page. The npm side and the
 * @sigma/* builds are checked in Node: src/data/sigma4Facts.test.ts.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Sigma4Snapshot } from '../support/harness/sigma4';

/** The colours the reducers paint: one given in SigmaContainer's `settings` prop, one set later with useSetSettings. */
const PROP_REDUCER_COLOUR = '#123456';
const HOOK_REDUCER_COLOUR = '#00ff00';

/** Runs the app on `sigma`: what sigma holds after mounting, and after useSetSettings. */
async function runOn(page: Page, sigma: 'sigma' | 'sigma-4'): Promise<{ mounted: Sigma4Snapshot; set: Sigma4Snapshot }> {
  const { outputFiles } = await build({
    entryPoints: [path.join(__dirname, '../support/harness/sigma4.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    // esbuild aliases a package's subpaths with it (`sigma/settings`…), as a bundler resolves what npm installed.
    alias: sigma === 'sigma-4' ? { sigma: 'sigma-4' } : {},
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  await page.setContent('<!doctype html><html><body><div id="root" style="width:400px;height:300px"></div></body></html>');
  await page.addStyleTag({ path: require.resolve('@react-sigma/core/lib/style.css') });
  await page.addScriptTag({ content: outputFiles![0]!.text });
  const mounted = await page.evaluate((colour) => window.sigma4Harness.mount(colour), PROP_REDUCER_COLOUR);
  const set = await page.evaluate((colour) => window.sigma4Harness.setWithHook(colour), HOOK_REDUCER_COLOUR);
  return { mounted, set };
}

test('react-sigma 5 on sigma 4 mounts without an error, but sigma 4 ignores the settings prop and reducers set with useSetSettings (start-sigma-4.mdx)', async ({
  page,
}) => {
  const on3 = await runOn(page, 'sigma');
  const on4 = await runOn(page, 'sigma-4');

  // The control, sigma 3: it reads every setting of the prop, and the reducer set later replaces the prop's.
  expect(on3.mounted.settings).toEqual({ renderEdgeLabels: true, labelDensity: 3, defaultNodeColor: '#abcdef' });
  expect(on3.mounted.colour).toBe(PROP_REDUCER_COLOUR);
  expect(on3.set.colour).toBe(HOOK_REDUCER_COLOUR);

  // sigma 4 starts and renders, in one canvas of its own, and nothing throws (the fixture fails the test on a page error)…
  expect(on4.mounted.canvases).toEqual(['sigma-stage']);
  expect(on4.mounted.stylesAndPrimitives).toBe(true);
  // …but SigmaContainer hands the settings prop to sigma 4 as its options object, where settings sit under
  // `settings`: sigma 4 keeps its defaults. A reducer, an option of its own in sigma 4, is the one that gets through.
  expect(on4.mounted.settings).toEqual({ renderEdgeLabels: false, labelDensity: 1, defaultNodeColor: undefined });
  expect(on4.mounted.colour).toBe(PROP_REDUCER_COLOUR);
  // useSetSettings reaches sigma 4's settings (labelDensity changes), but a reducer set there does nothing.
  expect(on4.set.settings.labelDensity).toBe(5);
  expect(on4.set.colour).toBe(PROP_REDUCER_COLOUR);

  // Settings react-sigma's pages use that sigma 4 no longer has, and the two it adds that this site's pages do by hand.
  const gone = on3.mounted.settingNames.filter((name) => !on4.mounted.settingNames.includes(name));
  expect(gone).toEqual(
    expect.arrayContaining([
      'nodeReducer',
      'edgeReducer',
      'nodeProgramClasses',
      'edgeProgramClasses',
      'defaultNodeColor',
      'defaultNodeType',
    ]),
  );
  const added = on4.mounted.settingNames.filter((name) => !on3.mounted.settingNames.includes(name));
  expect(added).toEqual(expect.arrayContaining(['enableNodeDrag', 'gestureTarget']));
});
