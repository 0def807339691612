import type { Plugin } from '@docusaurus/types';
import { readProjectVersions, versions } from '../../config/versions';

/**
 * The identifier src/components/Version reads. The bundler replaces it with the object literal,
 * so the versions travel only in the chunks of the pages that name one, not in every page's
 * main bundle (as `customFields` or global data would).
 */
export const VERSIONS_IDENTIFIER = '__PACKAGE_VERSIONS__';

/** The identifier src/live/project/versions.ts reads: the versions a downloaded project pins (only the project generator's lazy chunk carries them). */
export const PROJECT_VERSIONS_IDENTIFIER = '__PROJECT_VERSIONS__';

/** What the bundler substitutes for `__PACKAGE_VERSIONS__` and `__PROJECT_VERSIONS__`. */
export function versionDefinitions(
  installed: Readonly<Record<string, string>> = versions,
  project: Readonly<Record<string, string>> = readProjectVersions(),
): Record<string, string> {
  return { [VERSIONS_IDENTIFIER]: JSON.stringify(installed), [PROJECT_VERSIONS_IDENTIFIER]: JSON.stringify(project) };
}

/**
 * Hands config/versions.ts's installed versions to the pages, through the bundler's
 * DefinePlugin (webpack's or Rspack's, whichever Docusaurus runs).
 */
export default function packageVersions(): Plugin {
  return {
    name: 'package-versions',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return { plugins: [new currentBundler.instance.DefinePlugin(versionDefinitions())] };
    },
  };
}
