import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { DOCS_ROUTE_PROPS } from './slimDocsVersion';

const PATCH = 'plugins/rspack-config/slimDocsVersion.ts (docs version props without unread fields)';
const require = createRequire(__filename);
const { slimDocsVersion } = require('./slimDocsVersionLoader.cjs') as { slimDocsVersion: (props: unknown) => unknown };
const siteDir = '/home/reader/site';
const modules = path.join(process.cwd(), 'node_modules');

/** The .js files under `dir`, with their text. */
function sources(dir: string): { file: string; text: string }[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file: path.join(dir, file), text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

describe('docs version props', () => {
  const link = (docId: string, unlisted = false) => ({
    type: 'link',
    label: docId,
    href: `${site.baseUrl}docs/${docId}`,
    docId,
    unlisted,
  });

  it('drops the map of docs, sidebar doc ids and unlisted: false, and keeps the rest', () => {
    const props = {
      version: {
        version: 'current',
        label: 'Next',
        docsSidebars: {
          docs: [
            {
              type: 'category',
              label: 'Examples',
              collapsed: false,
              collapsible: true,
              items: [link('example/events'), link('secret', true)],
            },
            { type: 'html', value: '<hr>' },
          ],
        },
        docs: {
          'example/events': { id: 'example/events', title: 'Events', description: 'Mouse and touch events.', sidebar: 'docs' },
        },
      },
    };
    expect(slimDocsVersion(props)).toEqual({
      version: {
        version: 'current',
        label: 'Next',
        docsSidebars: {
          docs: [
            {
              type: 'category',
              label: 'Examples',
              collapsed: false,
              collapsible: true,
              items: [
                { type: 'link', label: 'example/events', href: `${site.baseUrl}docs/example/events` },
                { type: 'link', label: 'secret', href: `${site.baseUrl}docs/secret`, unlisted: true },
              ],
            },
            { type: 'html', value: '<hr>' },
          ],
        },
        docs: {},
      },
    });
  });

  it('leaves other route props alone', () => {
    const tags = { tags: [{ label: 'x', permalink: '/x', count: 1 }] };
    expect(slimDocsVersion(tags)).toBe(tags);
  });

  it('matches the props files Docusaurus generates for the docs plugin only', () => {
    expect(
      DOCS_ROUTE_PROPS.test(`${siteDir}/.docusaurus/docusaurus-plugin-content-docs/default/p/react-sigma-docs-4d8.json`),
    ).toBe(true);
    expect(
      DOCS_ROUTE_PROPS.test(`${siteDir}/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-faq-mdx-123.json`),
    ).toBe(false);
    expect(DOCS_ROUTE_PROPS.test(`${siteDir}/.docusaurus/docusaurus-plugin-content-pages/default/p/index.json`)).toBe(false);
  });
});

describe(`${PATCH}: guard against the installed Docusaurus`, () => {
  it('Docusaurus still writes route props to <plugin>/<id>/p/', () => {
    const codegen = fs.readFileSync(path.join(modules, '@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
    expect(codegen, `${PATCH}: route props are no longer written under p/; update DOCS_ROUTE_PROPS`).toMatch(
      /path\w*\.default\.posix\.join\(plugin\.name, plugin\.id, 'p', /,
    );
  });

  it('slims the version props the installed docs plugin makes, and only the fields it means to', () => {
    const { toVersionMetadataProp } = require('@docusaurus/plugin-content-docs/lib/props.js') as {
      toVersionMetadataProp: (pluginId: string, version: unknown) => Record<string, unknown>;
    };
    const doc = (id: string, unlisted: boolean) => ({
      id,
      title: `Title of ${id}`,
      description: `Description of ${id}`,
      sidebar: 'docs',
      permalink: `/docs/${id}`,
      unlisted,
      frontMatter: {},
    });
    const version = toVersionMetadataProp('default', {
      versionName: 'current',
      label: 'Next',
      banner: null,
      badge: false,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
      docs: [doc('intro', false), doc('hidden', true)],
      sidebars: {
        docs: [
          { type: 'doc', id: 'intro' },
          { type: 'category', label: 'More', collapsed: false, collapsible: true, items: [{ type: 'doc', id: 'hidden' }] },
        ],
      },
    });
    const slim = slimDocsVersion({ version }) as { version: typeof version };
    // What the slimming removes must still be there to remove, and nothing else may go.
    const expected = structuredClone(version) as {
      docs: Record<string, { id: string }>;
      docsSidebars: { docs: { docId?: string; unlisted?: boolean; items?: { docId?: string; unlisted?: boolean }[] }[] };
    };
    expect(Object.keys(expected.docs).sort(), `${PATCH}: the version props no longer carry a map of docs by id`).toEqual([
      'hidden',
      'intro',
    ]);
    expected.docs = {};
    const [intro, category] = expected.docsSidebars.docs;
    expect(intro?.docId, `${PATCH}: sidebar links no longer carry docId`).toBe('intro');
    delete intro!.docId;
    delete intro!.unlisted;
    delete category!.items![0]!.docId;
    expect(JSON.parse(JSON.stringify(slim.version)), `${PATCH}: the docs version props changed shape`).toEqual(
      JSON.parse(JSON.stringify(expected)),
    );
  });

  it('no theme component but DocCard reads what it drops, and DocCard asks for no doc once links lose docId', () => {
    const clientCode = [
      ...sources(path.join(modules, '@docusaurus/theme-classic/lib/theme')),
      ...sources(path.join(modules, '@docusaurus/theme-common/lib')),
      ...sources(path.join(modules, '@docusaurus/plugin-content-docs/lib/client')),
    ];
    const relative = (file: string) => path.relative(modules, file);
    // Descriptions are read through useDocById, doc ids of sidebar links as `item.docId`.
    const readers = clientCode
      .filter(({ text }) => /(?<!function )useDocById\(|\.docId\b/.test(text))
      .map(({ file }) => relative(file));
    expect(readers, `${PATCH}: another component reads the map of docs or sidebar doc ids`).toEqual([
      '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    ]);
    // The map is reached through the version props (useDocsVersion) only; no one else indexes it. (docsUtils'
    // second `version.docs` is a version of the global data, a list, in useLayoutDoc.)
    const versionReaders = clientCode
      .filter(({ text }) => /useDocsVersion\(\)/.test(text))
      .map(({ file }) => relative(file))
      .sort();
    expect(versionReaders, `${PATCH}: another component reads the docs version props`).toEqual([
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      '@docusaurus/plugin-content-docs/lib/client/docsVersion.js', // where it is defined
      '@docusaurus/theme-classic/lib/theme/DocVersionBadge/index.js',
      '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js',
    ]);
    const docsUtils = clientCode.find(({ file }) => file.endsWith('plugin-content-docs/lib/client/docsUtils.js'))!.text;
    // useDocById returns nothing for no id before it looks in the map, and DocCard passes `item.docId ?? undefined`.
    expect(docsUtils, `${PATCH}: useDocById changed`).toMatch(
      /function useDocById\(id\) \{\s*const version = useDocsVersion\(\);\s*if \(!id\) \{\s*return undefined;\s*\}\s*const doc = version\.docs\[id\];/,
    );
    expect(docsUtils.match(/version(Metadata)?\.docs\b(?!Sidebars)/g), `${PATCH}: docsUtils reads the map elsewhere`).toEqual([
      'version.docs',
      'version.docs',
    ]);
    // A missing `unlisted` must mean what `unlisted: false` meant.
    const strict = clientCode
      .filter(({ text }) => /unlisted\s*[!=]==?|[!=]==?\s*\w*\.?unlisted\b/.test(text))
      .map(({ file }) => relative(file));
    expect(strict, `${PATCH}: a component compares \`unlisted\` with a value`).toEqual([]);
  });
});
