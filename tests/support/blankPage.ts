import { build, type BuildOptions } from 'esbuild';
import type { Page } from '@playwright/test';
import { siteDir } from './paths';

/** How every blank page's script is bundled: one IIFE, React in the build `nodeEnv` names. */
function bundleOptions(nodeEnv: 'development' | 'production'): BuildOptions {
  return {
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    logLevel: 'error',
  };
}

const bundles = new Map<string, Promise<string>>();

/**
 * The script of a harness module of tests/support/harness/ (`entry`, a path), bundled once per test worker and kept:
 * React's development build where a test needs Strict Mode's rehearsals or `act`, production otherwise.
 */
export function harnessBundle(entry: string, nodeEnv: 'development' | 'production'): Promise<string> {
  const key = `${nodeEnv}:${entry}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = build({ ...bundleOptions(nodeEnv), entryPoints: [entry] }).then((result) => result.outputFiles![0]!.text);
    bundles.set(key, bundle);
  }
  return bundle;
}

/**
 * Opens a blank page with react-sigma's stylesheet and runs `source` there: a few lines that import
 * the installed packages (bundled here by esbuild, in React's development build, whose `act` waits
 * for effects) and put what the test needs on `window`. For what the packages do on their own, with
 * a real DOM, real effects and real WebGL, and no page of the site around them.
 */
export async function openBlankPage(page: Page, source: string): Promise<void> {
  const { outputFiles } = await build({
    ...bundleOptions('development'),
    stdin: { contents: source, resolveDir: siteDir, loader: 'ts' },
  });
  await page.setContent('<!doctype html><html><body><div id="root" style="width:400px;height:300px"></div></body></html>');
  await page.addStyleTag({ path: require.resolve('@react-sigma/core/lib/style.css') });
  await page.addScriptTag({ content: outputFiles![0]!.text });
}
