import fs from 'node:fs';
import path from 'node:path';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { apiPackages } from '../../config/apiPackages';
import { modulePaths } from '../../config/modulePaths';
import { apiOutDir } from '../../config/typedoc';
import { EXAMPLES_DIR, listExamples, modulesOnPage, sectionOf } from './discoverExamples';
import type { ApiSymbol, ApiUsage, ApiUse } from './apiTypes';
import { addApiExamples, addTypeSnippets, reactSigmaImports, typeUses, TYPE_SNIPPETS_DIR } from './apiPageCode';

/**
 * Which examples and guide pages use which `@react-sigma/*` symbol, read from
 * the imports of the code the site shows (src/examples, and the files of
 * src/snippets that docs pages show), never typed by hand. The API pages list
 * their uses (plugins/api-usage), each example lists the symbols it imports
 * (plugins/examples), and the gallery shows them (plugins/example-gallery).
 */

export type { ApiSymbol, ApiUsage, ApiUse } from './apiTypes';
export { LIVE_EXAMPLE_HEADING, TYPE_SNIPPET_HEADING, TYPE_SNIPPETS_DIR } from './apiPageCode';

/** TypeDoc's folders of member pages (typedoc-plugin-markdown's defaults). */
const MEMBER_FOLDERS = ['functions', 'interfaces', 'type-aliases', 'variables', 'classes', 'enumerations'];

/** Every symbol with a page in the generated API reference, by package then name. */
export function apiSymbols(siteDir: string): ApiSymbol[] {
  const symbols: ApiSymbol[] = [];
  for (const pkg of apiPackages) {
    const dir = path.join(siteDir, apiOutDir, pkg.id);
    if (!fs.existsSync(dir)) {
      throw new Error(`api-usage: ${apiOutDir}/${pkg.id}/ does not exist; TypeDoc writes it when the site builds or starts`);
    }
    for (const folder of MEMBER_FOLDERS) {
      const memberDir = path.join(dir, folder);
      if (!fs.existsSync(memberDir)) continue;
      for (const file of fs
        .readdirSync(memberDir)
        .filter((name) => name.endsWith('.md'))
        .sort()) {
        const name = file.slice(0, -'.md'.length);
        symbols.push({
          name,
          package: pkg.name,
          packageId: pkg.id,
          route: `/${apiOutDir}/${pkg.id}/${folder}/${name}`,
          file: `${apiOutDir}/${pkg.id}/${folder}/${name}.md`,
        });
      }
    }
  }
  return symbols;
}

/** A heading of an MDX page, with the id Docusaurus gives it. */
export interface PageHeading {
  depth: number;
  /** Its text as written, inline code in backticks kept: ``Loading from a child with `useLoadGraph` ``. */
  markdown: string;
  /** Its plain text: `Loading from a child with useLoadGraph`. */
  text: string;
  id: string;
  /** Where the heading's line starts in the page's text. */
  offset: number;
}

/** Markdown inline syntax out of a heading's text, as Docusaurus' slugger sees it (the heading's plain text). */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/**
 * The headings of an MDX page, in order, with their ids: the explicit `{#id}`
 * or the slug of their text, numbered like Docusaurus numbers repeated slugs.
 * Lines inside code fences are skipped.
 */
export function pageHeadings(mdx: string): PageHeading[] {
  const slugger = createSlugger();
  const headings: PageHeading[] = [];
  let fence: string | null = null;
  let offset = 0;
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) => ' '.repeat(frontMatter.length - 1) + '\n');
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
    else if (fence === null) {
      const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
      if (match) {
        const { text, id } = parseMarkdownHeadingId(match[2]!);
        const plain = plainText(text);
        const markdown = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
        headings.push({ depth: match[1]!.length, markdown, text: plain, id: id ?? slugger.slug(plain), offset });
      }
    }
    offset += line.length + 1;
  }
  return headings;
}

/** The last heading of at most `maxDepth` (and at least 2) before `offset`. */
function headingBefore(headings: PageHeading[], offset: number, maxDepth: number): PageHeading | undefined {
  return headings.filter((heading) => heading.offset < offset && heading.depth >= 2 && heading.depth <= maxDepth).at(-1);
}

function frontMatterField(mdx: string, field: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(mdx)?.[1] ?? '';
  const value = new RegExp(`^${field}:\\s*(.+)$`, 'm').exec(frontMatter)?.[1]?.trim();
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

/** A docs page's path from the site's root (its front matter `slug` or its file's path). */
function docRoute(file: string, mdx: string): string {
  const slug = frontMatterField(mdx, 'slug');
  if (slug) return `/docs${slug.startsWith('/') ? slug : `/${slug}`}`;
  return `/${file.replace(/\.mdx?$/, '')}`;
}

function docTitle(file: string, mdx: string): string {
  return frontMatterField(mdx, 'title') ?? pageHeadings(mdx).find((heading) => heading.depth === 1)?.text ?? path.basename(file);
}

/** The docs pages that are not generated: docs/**.mdx, docs/api/ left out. */
function writtenPages(siteDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relative !== apiOutDir) walk(relative);
      } else if (/\.mdx?$/.test(entry.name)) pages.push(relative);
    }
  };
  walk('docs');
  return pages.sort();
}

const SNIPPETS_DIR = modulePaths.snippets;
const SNIPPET_IMPORT = new RegExp(`^import\\s+([\\w$]+)\\s+from\\s+['"]!!raw-loader!@site/(${SNIPPETS_DIR}/[^'"]+)['"]`, 'gm');

function snippetFiles(siteDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !/\.test\.tsx?$/.test(entry.name))
        files.push(relative);
    }
  };
  if (fs.existsSync(path.join(siteDir, SNIPPETS_DIR))) walk(SNIPPETS_DIR);
  return files.sort();
}

const undocumented = (file: string, imported: { package: string; name: string }) =>
  `${file} imports ${imported.name} from ${imported.package}, which has no page in the API reference (${apiOutDir}/): import a documented name`;

/**
 * Reads every example and every snippet, and returns each use of a
 * documented `@react-sigma/*` symbol with the place that shows it. Throws,
 * listing every problem, when code imports a name the reference has no page
 * for, or a snippet that imports from `@react-sigma/*` is shown on no page.
 */
export async function collectApiUsage(siteDir: string): Promise<ApiUsage> {
  const symbols = apiSymbols(siteDir);
  const byName = new Map(symbols.map((symbol) => [`${symbol.package}:${symbol.name}`, symbol]));
  const problems: string[] = [];
  const uses: ApiUse[] = [];
  const add = async (source: string, place: Omit<ApiUse, 'symbol' | 'source'>) => {
    for (const imported of await reactSigmaImports(siteDir, source)) {
      const symbol = byName.get(`${imported.package}:${imported.name}`);
      if (!symbol) {
        problems.push(undocumented(source, imported));
        continue;
      }
      if (!uses.some((use) => use.symbol === symbol && use.source === source && use.anchor === place.anchor))
        uses.push({ symbol, source, ...place });
    }
  };

  for (const example of listExamples(siteDir, { api: true })) {
    if (sectionOf(example.meta) === 'api') {
      await addApiExamples(siteDir, example, byName, problems, add);
      continue;
    }
    const mdx = fs.readFileSync(path.join(siteDir, example.page), 'utf8');
    const headings = pageHeadings(mdx);
    // In the order the page shows them, so that an API page lists a page's examples top to bottom.
    for (const { file, key, at } of modulesOnPage(example, mdx)) {
      const heading = at >= 0 ? headingBefore(headings, at, 2) : undefined;
      if (!heading) {
        problems.push(`${example.page}: ${key} sits under no ## heading, so the API pages have no place to link to`);
        continue;
      }
      await add(`${EXAMPLES_DIR}/${example.id}/${file}`, {
        kind: 'example',
        example: key,
        route: `/${example.route}`,
        pageTitle: example.meta.title,
        heading: heading.markdown,
        anchor: heading.id,
      });
    }
  }

  const shown = new Set<string>();
  for (const page of writtenPages(siteDir)) {
    const mdx = fs.readFileSync(path.join(siteDir, page), 'utf8');
    const imports = [...mdx.matchAll(SNIPPET_IMPORT)];
    if (!imports.length) continue;
    const headings = pageHeadings(mdx);
    for (const [statement, local, source] of imports) {
      const end = mdx.indexOf(statement) + statement.length;
      const at = mdx.slice(end).search(new RegExp(`\\{\\s*${local!.replace(/\$/g, '\\$')}\\s*\\}`));
      if (at < 0) continue;
      shown.add(source!);
      const heading = headingBefore(headings, end + at, 3);
      if (!heading) {
        problems.push(
          `${page}: the code of ${source} sits under no ## or ### heading, so the API pages have no place to link to`,
        );
        continue;
      }
      await add(source!, {
        kind: 'guide',
        route: docRoute(page, mdx),
        pageTitle: docTitle(page, mdx),
        heading: heading.markdown,
        anchor: heading.id,
      });
    }
  }
  await addTypeSnippets(siteDir, byName, problems, add);
  for (const file of snippetFiles(siteDir)) {
    if (shown.has(file) || file.startsWith(`${TYPE_SNIPPETS_DIR}/`)) continue;
    const imported = await reactSigmaImports(siteDir, file);
    if (imported.length > 0) {
      problems.push(`${file} imports from @react-sigma/* but no docs page shows it: show it (raw-loader) or remove it`);
    }
    for (const name of imported) {
      if (!byName.has(`${name.package}:${name.name}`)) problems.push(undocumented(file, name));
    }
  }
  if (problems.length) throw new Error(`api-usage: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return { symbols, uses: [...uses, ...typeUses(siteDir, symbols, uses)] };
}

/** The documented symbols no example and no guide's code imports: the docs' blind spots. */
export function unusedSymbols({ symbols, uses }: ApiUsage): ApiSymbol[] {
  const used = new Set(uses.map((use) => use.symbol));
  return symbols.filter((symbol) => !used.has(symbol));
}

/** The newest modification time of the files the usage is read from: `npm start` reads it again after an edit. */
function sourcesStamp(siteDir: string): string {
  let newest = 0;
  let count = 0;
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        newest = Math.max(newest, fs.statSync(file).mtimeMs);
        count += 1;
      }
    }
  };
  for (const dir of [EXAMPLES_DIR, SNIPPETS_DIR, 'docs']) walk(path.join(siteDir, dir));
  return `${siteDir}:${count}:${newest}`;
}

/** Computed once per state of the sources (a build compiles ~100 API pages, and each asks). */
let cached: { stamp: string; usage: Promise<ApiUsage> } | undefined;
export function apiUsage(siteDir: string): Promise<ApiUsage> {
  const stamp = sourcesStamp(siteDir);
  if (cached?.stamp !== stamp) cached = { stamp, usage: collectApiUsage(siteDir) };
  return cached.usage;
}
