import type { PluginConfig } from '@docusaurus/types';
import { apiPackages, type ApiPackage } from './apiPackages';
import { modulePaths } from './modulePaths';
import { versionOf } from './versions';

/** Where the generated reference goes; it is rebuilt on every build and never committed. */
export const apiOutDir = 'docs/api';

function installSnippet(pkg: ApiPackage): string {
  const names = [pkg.name, ...pkg.peers].join(' ');
  return [
    `Documentation of \`${pkg.name}\` ${versionOf(pkg.name)}: ${pkg.summary}`,
    '',
    '## Installation',
    '',
    '```bash',
    `npm install ${names}`,
    '```',
    '',
    pkg.id === 'core'
      ? 'Import the stylesheet once in your app: `import "@react-sigma/core/lib/style.css";`.'
      : `It needs \`@react-sigma/core\` (see [Installation](/docs/start-installation)).`,
  ].join('\n');
}

/**
 * A member page's title, from typedoc-plugin-markdown's escaped name. With `expandParameters`, the
 * name's type parameters carry their constraints and defaults (`N *extends* \`Attributes\` =
 * \`Attributes\``); the title keeps their names only, as signatures are shown in full below it.
 */
export function memberTitle({ name }: { name: string }): string {
  return name.replace(/ \*extends\* .*?(?=, [A-Z]\w* |, [A-Z]\w*\\>$|\\>$)| = .*?(?=, [A-Z]\w*|\\>$)/g, '');
}

/** One docusaurus-plugin-typedoc instance for one package. */
export function typedocPlugin(pkg: ApiPackage): PluginConfig {
  return [
    'docusaurus-plugin-typedoc',
    {
      id: `api-${pkg.id}`,
      entryPoints: [`node_modules/${pkg.name}/lib/index.d.ts`],
      // The entry point lives in node_modules; without this TypeDoc treats every
      // symbol as external and documents nothing.
      externalPattern: ['**/node_modules/!(@react-sigma)/**'],
      excludeExternals: true,
      tsconfig: 'tsconfig.typedoc.json',
      // The .d.ts files are published and type-checked upstream; checking them again in each of the
      // ten TypeDoc runs only made the build slower.
      skipErrorChecking: true,
      out: `${apiOutDir}/${pkg.id}`,
      name: pkg.name,
      readme: 'none',
      plugin: [`./${modulePaths.typedocPlugin}`],
      // Readers do not care which generated .d.ts declared a symbol.
      disableSources: true,
      hidePageHeader: true,
      hideBreadcrumbs: true,
      entryFileName: 'index.md',
      indexFormat: 'table',
      parametersFormat: 'table',
      interfacePropertiesFormat: 'table',
      typeDeclarationFormat: 'table',
      typeAliasPropertiesFormat: 'table',
      useCodeBlocks: true,
      // Object types and parameter types in full: `{ factor?: number }` rather than `object`,
      // `(graph: Graph, clear?: boolean) => void` rather than `(graph, clear?) => void`.
      expandObjects: true,
      expandParameters: true,
      sanitizeComments: true,
      pageTitleTemplates: { index: pkg.name, member: memberTitle, module: '{name}' },
      sidebar: { autoConfiguration: true, pretty: true },
      installNote: installSnippet(pkg),
      validation: { invalidLink: true, notExported: false },
      treatWarningsAsErrors: false,
      logLevel: 'Warn',
    },
  ];
}

export const typedocPlugins: PluginConfig[] = apiPackages.map(typedocPlugin);
