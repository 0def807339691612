import { describe, expect, it } from 'vitest';
import { markdownPath, sidebarSections } from './routes';
import { parseLlmsTxt, renderLlmsFull, renderLlmsTxt, usefulDescription } from './llmsTxt';
import { markdownHref, rehypeSite, textOf, type HastElement, type HastNode, type HastRoot } from './rehypeSite';

const h = (tagName: string, properties: Record<string, unknown> = {}, ...children: (HastNode | string)[]): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((child) => (typeof child === 'string' ? { type: 'text', value: child } : child)),
});

function transform(...children: HastNode[]): HastRoot {
  const tree: HastRoot = { type: 'root', children };
  const sources = new Map([
    [
      'demo/Demo.tsx',
      [
        { name: 'demo/Demo.tsx', source: "import { palette } from '../_shared/colours';\n" },
        { name: '_shared/colours.ts', source: "export const palette = ['red'];\n" },
      ],
    ],
  ]);
  rehypeSite({ siteUrl: 'https://example.org', baseUrl: '/b/', sources: () => sources })(tree, { path: 'docs/demo.html' });
  return tree;
}

/** A code block as Docusaurus renders it: one span per line, each ending in `<br>`. */
const docusaurusCodeBlock = (language: string, title: string | null, lines: string[]) =>
  h(
    'div',
    { className: [`language-${language}`, 'codeBlockContainer_Ckt0', 'theme-code-block'] },
    ...(title ? [h('div', { className: ['codeBlockTitle_Ktv7'] }, title)] : []),
    h('div', {}, h('pre', {}, h('code', {}, ...lines.map((line) => h('span', { className: ['token-line'] }, line, h('br')))))),
  );

describe('rehypeSite', () => {
  it('writes a code block with its language and, above it, its file name', () => {
    const tree = transform(docusaurusCodeBlock('tsx', 'src/App.tsx', ['const a = 1;', 'export default a;']));
    expect(tree.children).toEqual([
      h('p', {}, h('code', {}, 'src/App.tsx')),
      h('pre', {}, h('code', { className: ['language-tsx'] }, 'const a = 1;\nexport default a;')),
    ]);
  });

  it('writes every tab panel under its label, code blocks inside converted too', () => {
    const tree = transform(
      h(
        'div',
        { className: ['tabs-container', 'tabList__CuJ'] },
        h('ul', { role: 'tablist' }, h('li', { role: 'tab' }, 'npm'), h('li', { role: 'tab' }, 'Yarn')),
        h(
          'div',
          {},
          h('div', { role: 'tabpanel' }, docusaurusCodeBlock('bash', null, ['npm install x'])),
          h('div', { role: 'tabpanel', hidden: true }, docusaurusCodeBlock('bash', null, ['yarn add x'])),
        ),
      ),
    );
    expect(tree.children).toEqual([
      h('p', {}, h('strong', {}, 'npm')),
      h('pre', {}, h('code', { className: ['language-bash'] }, 'npm install x')),
      h('p', {}, h('strong', {}, 'Yarn')),
      h('pre', {}, h('code', { className: ['language-bash'] }, 'yarn add x')),
    ]);
  });

  it('replaces a live example with all its files, helpers included, and drops its frame', () => {
    const tree = transform(
      h(
        'section',
        { dataExample: 'demo/Demo.tsx', ariaLabel: 'Live example: A demo' },
        h('div', {}, h('p', {}, 'Loading the graph…')),
        docusaurusCodeBlock('tsx', 'src/examples/demo/Demo.tsx', ['only the open tab']),
      ),
    );
    const text = tree.children.map(textOf).join('\n');
    expect(text).not.toContain('Loading the graph');
    expect(text).not.toContain('only the open tab');
    expect(text).toContain('src/examples/demo/Demo.tsx');
    expect(text).toContain("import { palette } from '../_shared/colours';");
    expect(text).toContain('src/examples/_shared/colours.ts');
    expect(text).toContain("export const palette = ['red'];");
  });

  it('stops the build, naming page and example, when a page shows an example the catalog lacks', () => {
    expect(() => transform(h('section', { dataExample: 'gone/Gone.tsx' }))).toThrow(/docs\/demo\.html.*"gone\/Gone\.tsx"/);
  });

  it('drops heading anchors, buttons, decorative pictures and comments, keeps the text of links without a target, and makes picture addresses absolute', () => {
    const tree = transform(
      h('h2', {}, 'Title', h('a', { href: '#title', className: ['hash-link'] }, '\u200b')),
      h(
        'p',
        {},
        h('a', { id: 'x' }),
        'text',
        { type: 'comment', value: ' ' },
        h('button', {}, 'Copy'),
        h('img', { src: '/b/logo.svg', alt: '' }),
      ),
      h('img', { src: '/b/img/graph.svg', alt: 'A graph' }),
    );
    expect(tree.children).toEqual([
      h('h2', {}, 'Title'),
      h('p', {}, 'text'),
      h('img', { src: 'https://example.org/b/img/graph.svg', alt: 'A graph' }),
    ]);
  });
});

describe('cards', () => {
  it('join the parts of a link around several blocks with a colon', () => {
    const tree = transform(
      h('a', { href: 'https://example.org/' }, h('span', {}, 'Installation'), ' ', h('span', {}, 'What to install.')),
    );
    expect(tree.children).toEqual([h('a', { href: 'https://example.org/' }, 'Installation: What to install.')]);
  });
});

describe('markdownHref', () => {
  it.each([
    ['/b/docs/faq', 'https://example.org/b/docs/faq.md'],
    ['/b/docs/faq#why', 'https://example.org/b/docs/faq.md#why'],
    ['/b/docs/api/core/', 'https://example.org/b/docs/api/core.md'],
    ['/b/', 'https://example.org/b/index.md'],
    ['/b/data/graph.json', 'https://example.org/b/data/graph.json'],
    ['#local', '#local'],
    ['https://www.sigmajs.org/', 'https://www.sigmajs.org/'],
  ])('%s → %s', (href, expected) => {
    expect(markdownHref(href, 'https://example.org', '/b/')).toBe(expected);
  });
});

describe('markdownPath', () => {
  it('puts a page beside its HTML file, a folder route included, and the home page at index.md', () => {
    expect(markdownPath('/b/docs/faq', '/b/')).toBe('docs/faq.md');
    expect(markdownPath('/b/docs/api/core/', '/b/')).toBe('docs/api/core.md');
    expect(markdownPath('/b/', '/b/')).toBe('index.md');
  });
});

describe('sidebarSections', () => {
  it('makes a section of each top-level category, in sidebar order, category pages first, loose docs together', () => {
    const docs = new Map(
      ['intro', 'api', 'api/core/index', 'api/core/functions/useSigma', 'faq'].map((id) => [
        id,
        { title: id, description: '', permalink: `/b/docs/${id.replace(/\/index$/, '/')}` },
      ]),
    );
    const sections = sidebarSections(
      [
        { type: 'category', label: 'Start', items: [{ type: 'doc', id: 'intro' }], collapsed: false, collapsible: true },
        {
          type: 'category',
          label: 'Api',
          link: { type: 'doc', id: 'api' },
          collapsed: false,
          collapsible: true,
          items: [
            {
              type: 'category',
              label: 'core',
              link: { type: 'doc', id: 'api/core/index' },
              collapsed: true,
              collapsible: true,
              items: [{ type: 'doc', id: 'api/core/functions/useSigma' }],
            },
          ],
        },
        { type: 'doc', id: 'faq' },
      ],
      docs,
    );
    expect(sections).toEqual([
      { title: 'Start', permalinks: ['/b/docs/intro'] },
      { title: 'Api', permalinks: ['/b/docs/api', '/b/docs/api/core', '/b/docs/api/core/functions/useSigma'] },
      { title: 'Questions and errors', permalinks: ['/b/docs/faq'] },
    ]);
  });
});

describe('llms.txt', () => {
  const index = {
    title: 'Site',
    summary: 'What it is.',
    details: 'Some prose.',
    sections: [
      {
        title: 'Docs',
        links: [
          { title: 'Intro [start]', url: 'https://example.org/intro.md', description: 'First\npage' },
          { title: 'Other', url: 'https://example.org/other.md' },
        ],
      },
      { title: 'Empty', links: [] },
    ],
  };

  it('renders the title, the summary, the prose and sections of links, empty sections left out', () => {
    expect(renderLlmsTxt(index)).toBe(
      [
        '# Site',
        '',
        '> What it is.',
        '',
        'Some prose.',
        '',
        '## Docs',
        '',
        '- [Intro \\[start\\]](https://example.org/intro.md): First page',
        '- [Other](https://example.org/other.md)',
        '',
      ].join('\n'),
    );
  });

  it('reads back what it renders', () => {
    expect(parseLlmsTxt(renderLlmsTxt(index))).toEqual({
      title: 'Site',
      summary: 'What it is.',
      sections: [
        {
          title: 'Docs',
          links: [
            { title: 'Intro [start]', url: 'https://example.org/intro.md', note: 'First page' },
            { title: 'Other', url: 'https://example.org/other.md', note: null },
          ],
        },
      ],
    });
  });

  it.each([
    ['no title', '> summary\n\n## A\n\n- [a](u)\n', /expected the title/],
    ['no summary', '# T\n\n## A\n\n- [a](u)\n', /expected the summary/],
    ['a deeper heading', '# T\n\n> s\n\n## A\n\n### B\n\n- [a](u)\n', /only "## " section headings/],
    ['prose inside a section', '# T\n\n> s\n\n## A\n\nSome text\n', /"- \[name\]\(url\): note" items only/],
    ['no section', '# T\n\n> s\n\nprose\n', /no "## " section/],
  ])('rejects a file with %s', (_, text, message) => {
    expect(() => parseLlmsTxt(text)).toThrow(message);
  });

  it("leaves out a description that is only one of the page's headings", () => {
    const page = '# useThing()\n\n## Type Parameters\n\n| T |\n';
    expect(usefulDescription('Type Parameters', page)).toBeUndefined();
    expect(usefulDescription('React hook that does a thing.', page)).toBe('React hook that does a thing.');
  });

  it('llms-full.txt is the index, then each page under a rule and its address', () => {
    expect(renderLlmsFull('# Site\n', [{ url: 'https://example.org/a', markdown: '# A\n\nText\n' }])).toBe(
      '# Site\n\n---\n\nSource: https://example.org/a\n\n# A\n\nText\n',
    );
  });
});
