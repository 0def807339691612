/**
 * Writes a new example from templates: its folder in src/examples/ (example.json
 * and a first module that draws a graph), its page in docs/example/ and its
 * browser test. Nothing else needs to change for the site to show it.
 *
 *   npm run new-example <slug> [-- --title "Title" --description "One line on what it teaches."] [--guide]
 *
 * With `--guide`, the page is a guide: docs/guides/<slug>.mdx, in the sidebar's Guides section.
 *
 * See src/examples/README.md for the steps after this one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  EXAMPLES_DIR,
  listExamples,
  META_FILE,
  SECTIONS,
  sectionOf,
  SLUG,
  type Section,
} from '../plugins/shared/discoverExamples';
import type { ExampleMeta } from '../plugins/shared/exampleTypes';

export interface NewExample {
  slug: string;
  title?: string;
  description?: string;
  /** The sidebar section of its page; "examples" when absent. */
  section?: Section;
}

/** `node-images` → `NodeImages`: the first module's name. */
export function moduleName(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/** `node-images` → `Node images`. */
export function titleOf(slug: string): string {
  const words = slug.split(/[-_]+/).filter(Boolean).join(' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

/** The files to write, relative to the site, with their content. */
export function scaffold(
  { slug, title = titleOf(slug), description, section }: NewExample,
  position: number,
): Record<string, string> {
  const name = moduleName(slug);
  const meta: ExampleMeta = {
    title,
    description: description ?? `${title}: a live react-sigma example to read, edit and copy.`,
    position,
    ...(section && section !== 'examples' ? { section } : {}),
  };
  const { pagesDir } = SECTIONS[sectionOf(meta)];
  const key = `${slug}/${name}`;
  return {
    [`${EXAMPLES_DIR}/${slug}/${META_FILE}`]: `${JSON.stringify(meta, null, 2)}\n`,
    [`${EXAMPLES_DIR}/${slug}/${name}.tsx`]: `import { useMemo } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

export default function ${name}() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createCommunityGraph({ order: 60, communities: 3, seed: 7 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
    </SigmaContainer>
  );
}
`,
    [`${pagesDir}/${slug}.mdx`]: `# ${meta.title}

${meta.description}

## A first graph

Sixty nodes in three communities, drawn by \`SigmaContainer\`. Edit the code below: the graph
follows.

<GraphExample example="${key}" />
`,
    [`tests/e2e/examples/${slug}.spec.ts`]: `import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { summaryOf, waitForGraph } from '../../support/graph';

const NAME = '${key}.tsx';

test.describe('${slug}', () => {
  // Assert what the page says the example shows (config/rules/exampleCoverage.test.ts reads checksExample).
  test('${name} draws the sixty nodes its page announces', async ({ page }) => {
    await visit(page, \`\${BASE}${pagesDir}/${slug}\`);
    await waitForGraph(page, NAME);
    const root = await checksExample(page, NAME);
    await expect(summaryOf(root)).toContainText('60 nodes');
  });
});
`,
  };
}

/** Writes the example into `siteDir`; returns the files written. Refuses a bad or taken slug. */
export function writeExample(siteDir: string, example: NewExample): string[] {
  const { slug } = example;
  if (!SLUG.test(slug))
    throw new Error(`"${slug}" cannot be a slug: use lower-case letters, digits, "-" and "_" (it is the page's URL)`);
  const existing = listExamples(siteDir);
  const section = example.section ?? 'examples';
  const inSection = existing.filter((item) => sectionOf(item.meta) === section);
  const files = scaffold(example, Math.max(0, ...inSection.map((item) => item.meta.position)) + 1);
  const taken = Object.keys(files).filter((file) => fs.existsSync(path.join(siteDir, file)));
  if (existing.some((item) => item.id === slug) || taken.length) {
    throw new Error(`The example "${slug}" exists already: ${taken.join(', ') || `${EXAMPLES_DIR}/${slug}/`}`);
  }
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), content);
  }
  return Object.keys(files);
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const slug = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
  if (!slug) {
    console.error(
      'Usage: npm run new-example <slug> [-- --title "Title" --description "One line on what it teaches."] [--guide]',
    );
    process.exit(1);
  }
  try {
    const written = writeExample(path.resolve(__dirname, '..'), {
      slug,
      title: option(args, 'title'),
      description: option(args, 'description'),
      section: args.includes('--guide') ? 'guides' : 'examples',
    });
    console.log(
      `Wrote:\n${written.map((file) => `  ${file}`).join('\n')}\nNext steps: src/examples/README.md ("Add an example").`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
