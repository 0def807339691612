import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { load } from 'cheerio';
import { build } from 'esbuild';
import { site } from '../../config/site';

/** The template of the bench's baseline site, kept in the repository. */
export const baselineTemplate = path.join(__dirname, 'baseline');

/** What the baseline's docs page copies from the docs page the bench measures. */
export interface DocsShape {
  /** Characters of prose in the article (headings and paragraphs; code excluded). */
  textChars: number;
  /** Second- and third-level headings in the article. */
  headings: number;
  /** Each code block: its language and number of lines. */
  codeBlocks: { language: string; lines: number }[];
  /** Elements inside the code blocks (a line's span and its tokens'), to compare the two pages' code. */
  codeElements: number;
}

/** Reads a built docs page's article: its prose length, headings and code blocks. */
export function docsShapeOf(html: string): DocsShape {
  const $ = load(html);
  const article = $('article').first();
  const codeBlocks = article
    .find('pre')
    .toArray()
    .map((pre) => {
      const block = $(pre);
      const language = /language-([\w-]+)/.exec(block.attr('class') ?? block.parent().attr('class') ?? '')?.[1] ?? 'text';
      const lines = block.find('.token-line').length || block.text().replace(/\n$/, '').split('\n').length;
      return { language, lines };
    });
  const prose = article.clone();
  prose.find('pre, nav, footer, button, script, style').remove();
  return {
    textChars: prose.text().replace(/\s+/g, ' ').trim().length,
    headings: article.find('h2, h3').length,
    codeBlocks,
    codeElements: article.find('pre *').length,
  };
}

const sentence =
  'Docusaurus renders this paragraph on the server and React hydrates it in the browser, which is the work this baseline measures. ';

/** A docs page in Markdown with the given shape: prose of that length cut into sections, and the code blocks spread over them. */
export function bareDocsMarkdown(shape: DocsShape): string {
  const sections = Math.max(1, shape.headings);
  const title = 'Baseline docs page';
  // The title and headings count towards the prose, as on the measured page.
  const headingText = (index: number) => `Section ${index + 1}`;
  const headingsLength = Array.from({ length: shape.headings }, (_, index) => headingText(index).length).reduce(
    (sum, length) => sum + length + 1,
    0,
  );
  const bodyChars = Math.max(0, shape.textChars - title.length - 1 - headingsLength);
  const perSection = Math.floor(bodyChars / sections);
  const parts: string[] = [`# ${title}`];
  let written = 0;
  let block = 0;
  for (let section = 0; section < sections; section++) {
    if (shape.headings > 0) parts.push(`## ${headingText(section)}`);
    const chars = section === sections - 1 ? bodyChars - written : perSection;
    written += chars;
    const text = sentence
      .repeat(Math.ceil(chars / sentence.length) + 1)
      .slice(0, chars)
      .trim();
    if (text) parts.push(text);
    const blocksHere = Math.floor(((section + 1) * shape.codeBlocks.length) / sections) - block;
    for (let index = 0; index < blocksHere; index++, block++) {
      const { language, lines } = shape.codeBlocks[block]!;
      // About as many elements per line (Prism tokens, line span, line break) as the measured page's code has.
      const body = Array.from({ length: lines }, (_, line) => `value${line} = compute(${line});`);
      parts.push(`\`\`\`${language}\n${body.join('\n')}\n\`\`\``);
    }
  }
  return `${parts.join('\n\n')}\n`;
}

function run(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stderr.slice(-3000)}`)),
    );
  });
}

export interface Baseline {
  /** Served under the site's base path, like build/. */
  buildDir: string;
  docsPath: string;
  /**
   * The bare site's graph page (graph.mdx in the template): one plain sigma
   * graph on a docs page, as our examples are. Example pages' budgets compare with it.
   */
  graphPath: string;
  /** The same graph on a page of its own, no Docusaurus and no React: printed for reference. */
  sigmaPath: string;
  shape: DocsShape;
  /** Elements in the baseline docs page's code, as built (compare with shape.codeElements). */
  bareCodeElements: number;
}

/** Bundles a baseline page's script for the browser, minified as for production, into `outDir` (code-split). */
export async function bundlePage(entry: string, outDir: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outdir: outDir,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
}

/** Where the baseline's graph site is built, inside the docs site's folder (and under its base URL). */
const GRAPH_SITE = 'graph-site';

/** Builds the template with `docs` (file name → text) as its docs folder, into `outDir`, served at `baseUrl`. */
async function buildTemplate(siteDir: string, docs: Record<string, string>, outDir: string, baseUrl: string): Promise<void> {
  const docsDir = path.join(baselineTemplate, 'docs');
  await fs.rm(docsDir, { recursive: true, force: true });
  await fs.mkdir(docsDir, { recursive: true });
  for (const [name, text] of Object.entries(docs)) await fs.writeFile(path.join(docsDir, name), text);
  try {
    await run(
      process.execPath,
      [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', baselineTemplate, '--out-dir', outDir],
      siteDir,
      { BASELINE_BASE_URL: baseUrl },
    );
  } finally {
    // Generated: kept out of the template, where lint and Prettier would read them.
    await fs.rm(docsDir, { recursive: true, force: true });
    await fs.rm(path.join(baselineTemplate, '.docusaurus'), { recursive: true, force: true });
  }
}

/**
 * Builds the bare Docusaurus site from the template into `outDir`, with a docs
 * page shaped like `measuredDocsHtml`, and, in `outDir/graph-site/`, the same
 * site with a docs page with one graph; adds the
 * standalone sigma page beside it, bundled by esbuild; the dataset is copied
 * from the measured site's build.
 */
export async function buildBaseline(
  siteDir: string,
  measuredBuild: string,
  measuredDocsHtml: string,
  outDir: string,
): Promise<Baseline> {
  const shape = docsShapeOf(await fs.readFile(measuredDocsHtml, 'utf8'));
  await fs.rm(outDir, { recursive: true, force: true });
  // Two sites from the one template: with both pages in one, Docusaurus (which merges modules
  // that several of a small site's pages use into one `common` chunk) gave the docs page
  // sigma's code as well (697 kB of JS instead of 521 kB).
  await buildTemplate(siteDir, { 'intro.md': bareDocsMarkdown(shape) }, outDir, site.baseUrl);
  await buildTemplate(
    siteDir,
    { 'graph.mdx': await fs.readFile(path.join(baselineTemplate, 'graph.mdx'), 'utf8') },
    path.join(outDir, GRAPH_SITE),
    `${site.baseUrl}${GRAPH_SITE}/`,
  );
  const sigmaDir = path.join(outDir, 'sigma');
  await fs.mkdir(sigmaDir, { recursive: true });
  await bundlePage(path.join(baselineTemplate, 'sigma/main.ts'), sigmaDir);
  await fs.copyFile(path.join(baselineTemplate, 'sigma/index.html'), path.join(sigmaDir, 'index.html'));
  // The dataset, for the sigma page and for the graph site (which fetches it under its own base URL).
  for (const dir of [outDir, path.join(outDir, GRAPH_SITE)]) {
    await fs.mkdir(path.join(dir, 'data'), { recursive: true });
    await fs.copyFile(path.join(measuredBuild, 'data/les-miserables.gexf'), path.join(dir, 'data/les-miserables.gexf'));
  }
  const bare = docsShapeOf(await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8'));
  return {
    buildDir: outDir,
    docsPath: `${site.baseUrl}docs/intro`,
    graphPath: `${site.baseUrl}${GRAPH_SITE}/docs/graph`,
    sigmaPath: `${site.baseUrl}sigma/`,
    shape,
    bareCodeElements: bare.codeElements,
  };
}
