import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { site } from '../../config/site';
import { listExamples, openingModule } from '../../plugins/shared/discoverExamples';
import type { Example } from '../../plugins/shared/exampleTypes';

/**
 * An example page's first example, alone on a blank page: React, the example
 * and nothing else (no Docusaurus, no editor, no highlighted code). Lighthouse
 * on that page measures what the graph itself costs on this machine, the
 * floor under the example page's own score.
 */
export interface BareExample {
  /** The example page's slug, e.g. `load-graph`. */
  slug: string;
  /** The module that runs, relative to the site, without extension: `src/examples/load-graph/GraphProp`. */
  module: string;
}

/**
 * The example a page shows first (`openingModule` of plugins/shared/discoverExamples.ts, as the
 * gallery and the social cards draw it): of its folder's live examples, the one whose
 * `<GraphExample example="…" />` comes first in docs/example/<slug>.mdx.
 */
export function firstExampleOf(example: Pick<Example, 'id' | 'files' | 'page'>, mdx: string): BareExample {
  return { slug: example.id, module: openingModule(example, mdx) };
}

/** The page around the example: a heading and a line of text, as on the docs page above the first example. */
export function barePageHtml(example: BareExample): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${example.slug}: the example alone</title>
<meta name="description" content="The first example of the ${example.slug} page, with nothing else on the page.">
<link rel="stylesheet" href="app.css">
<style>body { font-family: system-ui, sans-serif; margin: 1rem; }</style>
</head>
<body>
<main>
<h1>${example.slug}</h1>
<p>The first example of the page, alone: React and the example's own code.</p>
<div id="root"></div>
</main>
<script type="module" src="app.js"></script>
</body>
</html>
`;
}

/**
 * Bundles each example with esbuild into `<root>/<slug>/`, for the site's own
 * server, which serves `<root>` under the base path. Returns the page paths.
 */
export async function buildBareExamples(siteDir: string, slugs: readonly string[], root: string): Promise<Map<string, string>> {
  const examples = listExamples(siteDir);
  const paths = new Map<string, string>();
  for (const slug of slugs) {
    const found = examples.find((item) => item.id === slug);
    if (!found) throw new Error(`No example ${slug} in src/examples/`);
    const example = firstExampleOf(found, await fs.readFile(path.join(siteDir, found.page), 'utf8'));
    const dir = path.join(root, slug);
    await fs.mkdir(dir, { recursive: true });
    await build({
      stdin: {
        contents: `import { createRoot } from 'react-dom/client';\nimport Example from './${example.module}';\ncreateRoot(document.getElementById('root')!).render(<Example />);\n`,
        resolveDir: siteDir,
        loader: 'tsx',
      },
      outfile: path.join(dir, 'app.js'),
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    await fs.writeFile(path.join(dir, 'index.html'), barePageHtml(example));
    paths.set(slug, `${site.baseUrl}${slug}/`);
  }
  return paths;
}
