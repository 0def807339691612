/**
 * Where the tests find the site: its folder, the build under test, and the path it is served under.
 * Plain Node (no Playwright), so the Firefox fixture and playwright.config.ts import it too.
 */
import path from 'node:path';
import { site } from '../../config/site';

/** The repository root, which is the site's folder. */
export const siteDir = path.resolve(__dirname, '../..');

/**
 * The built site under test: `build/` unless `E2E_BUILD_DIR` names another (`docusaurus build --out-dir`).
 * playwright.config.ts serves this folder; the tests that read built files read the same one.
 */
export const buildDir = path.resolve(siteDir, process.env.E2E_BUILD_DIR ?? 'build');

/** The path every page is served under (`baseUrl` of config/site.ts), with its slashes. */
export const BASE = site.baseUrl;
