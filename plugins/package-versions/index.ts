import type { Plugin } from '@docusaurus/types';
import { versions } from '../../config/versions';

/**
 * The identifier src/components/Version reads. The bundler replaces it with the object literal,
 * so the versions travel only in the chunks of the pages that name one, not in every page's
 * main bundle (as `customFields` or global data would).
 */
export const VERSIONS_IDENTIFIER = '__PACKAGE_VERSIONS__';

/** What the bundler substitutes for `__PACKAGE_VERSIONS__`. */
export function versionDefinitions(installed: Readonly<Record<string, string>> = versions): Record<string, string> {
  return { [VERSIONS_IDENTIFIER]: JSON.stringify(installed) };
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
