import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

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
 * Reads which example a page shows first: the first `<GraphExample example={name} />`
 * of docs/example/<slug>.mdx, looked up in the examples module it imports.
 */
export function firstExampleOf(slug: string, mdx: string, readIndex: (folder: string) => string): BareExample {
  const name = /<GraphExample\s+example=\{(\w+)\}/.exec(mdx)?.[1];
  if (!name) throw new Error(`docs/example/${slug}.mdx shows no <GraphExample>`);
  const imports = [...mdx.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@site\/src\/examples\/([^']+)'/g)];
  const folder = imports.find(([, names]) => names!.split(',').some((item) => item.trim() === name))?.[2];
  if (!folder) throw new Error(`docs/example/${slug}.mdx does not import ${name} from @site/src/examples/…`);
  const index = readIndex(folder);
  const definition = new RegExp(`export const ${name} = defineExample\\(\\{[^}]*?fileName:\\s*'([^']+)'`).exec(index);
  if (!definition) throw new Error(`src/examples/${folder}/index.ts defines no example ${name}`);
  return { slug, module: `src/examples/${folder}/${definition[1]!.replace(/\.tsx?$/, '')}` };
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
  const readIndex = (folder: string) => readFileSync(path.join(siteDir, 'src/examples', folder, 'index.ts'), 'utf8');
  const paths = new Map<string, string>();
  for (const slug of slugs) {
    const mdx = await fs.readFile(path.join(siteDir, 'docs/example', `${slug}.mdx`), 'utf8');
    const example = firstExampleOf(slug, mdx, readIndex);
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
    paths.set(slug, `/react-sigma/${slug}/`);
  }
  return paths;
}
