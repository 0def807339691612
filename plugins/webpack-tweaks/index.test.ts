import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_ROUTE_PROPS, sourceTextChunkName, isSourceText, TSLIB_HELPERS, UTILS_COMMON } from './index';

const site = '/home/reader/site';

describe('source text chunks', () => {
  it('takes the source texts of example files, and nothing else', () => {
    const raw = (file: string) => ({ request: `!!${site}/node_modules/raw-loader/dist/cjs.js!${site}/${file}`, resource: `${site}/${file}` });
    expect(isSourceText(raw('src/examples/events/EventLog.tsx'))).toBe(true);
    expect(isSourceText(raw('src/examples/_shared/theme.tsx'))).toBe(true);
    expect(isSourceText(raw('src/snippets/faq/nextjs/GraphClient.tsx'))).toBe(true);
    // The modules that run are code, not text to show.
    expect(isSourceText({ request: `${site}/src/examples/events/EventLog.tsx`, resource: `${site}/src/examples/events/EventLog.tsx` })).toBe(false);
    expect(isSourceText(raw('src/components/GraphExample/index.tsx'))).toBe(false);
  });

  it('makes one chunk per example folder', () => {
    expect(sourceTextChunkName({ resource: `${site}/src/examples/graph-search/SearchNodesAndEdges.tsx` })).toBe('example-sources-graph-search');
    expect(sourceTextChunkName({ resource: `${site}/src/examples/_shared/random.ts` })).toBe('example-sources-_shared');
    expect(sourceTextChunkName({ resource: `${site}/src/snippets/faq/nextjs/Page.tsx` })).toBe('snippet-sources-faq');
  });
});

describe('tslib helpers for @docusaurus/utils-common', () => {
  const helpers = createRequire(__filename)(TSLIB_HELPERS) as Record<string, (mod: unknown) => unknown>;
  const realTslib = createRequire(__filename)('tslib') as Record<string, (mod: unknown) => unknown>;
  const libDir = path.join(process.cwd(), 'node_modules/@docusaurus/utils-common/lib');

  it('has every helper that utils-common calls', () => {
    const files = fs.readdirSync(libDir).filter((file) => file.endsWith('.js'));
    const used = new Set(files.flatMap((file) => [...fs.readFileSync(path.join(libDir, file), 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1]!)));
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(helpers[helper], helper).toBeTypeOf('function');
  });

  it('behaves as tslib does', () => {
    const esModule = { __esModule: true, default: 1 };
    const commonJs = { a: 1 };
    for (const [name, helper] of Object.entries(helpers)) {
      expect(helper(esModule), name).toEqual(realTslib[name]!(esModule));
      expect(helper(commonJs), name).toEqual(realTslib[name]!(commonJs));
    }
  });

  it('applies to utils-common files only', () => {
    expect(UTILS_COMMON.test(path.join(libDir, 'index.js'))).toBe(true);
    expect(UTILS_COMMON.test(path.join(process.cwd(), 'node_modules/@docusaurus/utils/lib/index.js'))).toBe(false);
  });
});

describe('docs version props', () => {
  const { slimDocsVersion } = createRequire(__filename)('./slimDocsVersion.cjs') as { slimDocsVersion: (props: unknown) => unknown };
  const link = (docId: string, unlisted = false) => ({ type: 'link', label: docId, href: `/react-sigma/docs/${docId}`, docId, unlisted });

  it('drops descriptions, sidebar doc ids and unlisted: false, and keeps the rest', () => {
    const props = {
      version: {
        version: 'current',
        label: 'Next',
        docsSidebars: {
          docs: [
            { type: 'category', label: 'Examples', collapsed: false, collapsible: true, items: [link('example/events'), link('secret', true)] },
            { type: 'html', value: '<hr>' },
          ],
        },
        docs: { 'example/events': { id: 'example/events', title: 'Events', description: 'Mouse and touch events.', sidebar: 'docs' } },
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
                { type: 'link', label: 'example/events', href: '/react-sigma/docs/example/events' },
                { type: 'link', label: 'secret', href: '/react-sigma/docs/secret', unlisted: true },
              ],
            },
            { type: 'html', value: '<hr>' },
          ],
        },
        docs: { 'example/events': { id: 'example/events', title: 'Events', sidebar: 'docs' } },
      },
    });
  });

  it('leaves other route props alone', () => {
    const tags = { tags: [{ label: 'x', permalink: '/x', count: 1 }] };
    expect(slimDocsVersion(tags)).toBe(tags);
  });

  it('matches the props files Docusaurus generates for the docs plugin only', () => {
    expect(DOCS_ROUTE_PROPS.test(`${site}/.docusaurus/docusaurus-plugin-content-docs/default/p/react-sigma-docs-4d8.json`)).toBe(true);
    expect(DOCS_ROUTE_PROPS.test(`${site}/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-faq-mdx-123.json`)).toBe(false);
    expect(DOCS_ROUTE_PROPS.test(`${site}/.docusaurus/docusaurus-plugin-content-pages/default/p/index.json`)).toBe(false);
  });
});
