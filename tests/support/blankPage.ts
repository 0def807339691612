import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { siteDir } from './paths';

/**
 * Opens a blank page with react-sigma's stylesheet and runs `source` there: a few lines that import
 * the installed packages (bundled here by esbuild, in React's development build, whose `act` waits
 * for effects) and put what the test needs on `window`. For what the packages do on their own, with
 * a real DOM, real effects and real WebGL, and no page of the site around them.
 */
export async function openBlankPage(page: Page, source: string): Promise<void> {
  const { outputFiles } = await build({
    stdin: { contents: source, resolveDir: siteDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'error',
  });
  await page.setContent('<!doctype html><html><body><div id="root" style="width:400px;height:300px"></div></body></html>');
  await page.addStyleTag({ path: require.resolve('@react-sigma/core/lib/style.css') });
  await page.addScriptTag({ content: outputFiles[0]!.text });
}
