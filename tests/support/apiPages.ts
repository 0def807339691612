import type { LoadContext } from '@docusaurus/types';
import { typedocPlugins } from '../../config/typedoc';
import { cachedWithPrivateOptions } from '../../plugins/typedoc-options-cache';
import { siteDir } from './paths';

/**
 * Makes TypeDoc's pages of the ten packages in docs/api/, as `npm start` and the build do, or finds
 * them current (plugins/typedoc-options-cache): about 11 s of TypeDoc on a clean clone, nothing after.
 * The tests that read those pages call it first, so that a clean clone makes them once for the unit
 * tests, the scaffold's copy of the site and the production build.
 */
export async function makeApiPages(): Promise<void> {
  const context = { siteDir, siteConfig: { presets: [] } } as unknown as LoadContext;
  for (const entry of typedocPlugins) await cachedWithPrivateOptions(entry)(context);
}
