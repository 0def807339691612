import fs from 'node:fs';
import path from 'node:path';
import { packageName, readModule } from '../../src/utils/moduleImports';
import type { Example, ExampleCatalog, ExampleMeta, ExampleModule } from './types';

/**
 * Finds the examples by walking src/examples/: each folder is one example
 * (its page is docs/example/<folder>.mdx), each module in it one live
 * example, and src/examples/_shared/ holds the helpers they may import.
 * Nothing here is a list kept by hand.
 */
export const EXAMPLES_DIR = 'src/examples';
export const SHARED_DIR = '_shared';
export const PAGES_DIR = 'docs/example';
export const META_FILE = 'example.json';
export const DEFAULT_HEIGHT = 480;

/** Slugs as the pages' URLs have them: `load-graph`, `drag_n_drop`. */
export const SLUG = /^[a-z0-9][a-z0-9_-]*$/;
const MODULE_FILE = /^[A-Za-z0-9_-]+\.tsx?$/;
const NOT_A_MODULE = /\.(test|d)\.tsx?$/;

/** A mistake in an example, its metadata or its page: the message says which file and what to do. */
export class ExampleError extends Error {
  override name = 'ExampleError';
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} problems with the examples:\n- ${problems.join('\n- ')}`);
  }
}

const META_KEYS: Record<keyof ExampleMeta, (value: unknown) => boolean> = {
  title: (value) => typeof value === 'string' && value.trim() !== '' && !value.includes('\n'),
  description: (value) => typeof value === 'string' && value.trim() !== '' && !value.includes('\n'),
  position: (value) => typeof value === 'number' && Number.isInteger(value) && value > 0,
  height: (value) => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 100),
};

const META_RULES: Record<keyof ExampleMeta, string> = {
  title: 'a non-empty string on one line (the page title)',
  description: 'a non-empty string on one line (what the example teaches)',
  position: 'a whole number from 1 (the place in the sidebar)',
  height: 'a whole number of pixels, at least 100 (or no height: 480)',
};

/** Checks an example.json's content; `file` names it in the messages. */
export function parseMeta(value: unknown, file: string): ExampleMeta {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ExampleError([`${file} must hold an object: { "title": …, "description": …, "position": … }`]);
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(record)) {
    if (!(key in META_KEYS)) problems.push(`${file}: unknown field "${key}" (known: ${Object.keys(META_KEYS).join(', ')})`);
  }
  for (const [key, valid] of Object.entries(META_KEYS) as [keyof ExampleMeta, (value: unknown) => boolean][]) {
    if (!valid(record[key])) problems.push(`${file}: "${key}" must be ${META_RULES[key]}`);
  }
  if (problems.length) throw new ExampleError(problems);
  return record as unknown as ExampleMeta;
}

function readJson(file: string, shown: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ExampleError([`${shown} is not valid JSON: ${(error as Error).message}`]);
  }
}

function isModuleFile(name: string): boolean {
  return MODULE_FILE.test(name) && !NOT_A_MODULE.test(name);
}

/** The page `filePath` (absolute) shows which example, if it is an example page. */
export function examplePageId(siteDir: string, filePath: string): string | null {
  const relative = path.relative(path.join(siteDir, PAGES_DIR), filePath);
  if (relative.startsWith('..') || path.dirname(relative) !== '.' || path.extname(relative) !== '.mdx') return null;
  return path.basename(relative, '.mdx');
}

/** The example `id`'s metadata, read and checked. */
export function readMeta(siteDir: string, id: string): ExampleMeta {
  const shown = `${EXAMPLES_DIR}/${id}/${META_FILE}`;
  const file = path.join(siteDir, shown);
  if (!fs.existsSync(file)) {
    throw new ExampleError([
      `${EXAMPLES_DIR}/${id}/ has no ${META_FILE}: every folder of ${EXAMPLES_DIR}/ is one example (helpers go in ${SHARED_DIR}/); \`npm run new-example ${id}\` writes one`,
    ]);
  }
  return parseMeta(readJson(file, shown), shown);
}

/**
 * The example folders with their metadata and module files, in sidebar
 * order. Reads folder listings and example.json files only (fast, and
 * synchronous for config files); `discoverExamples` also reads the code.
 */
export function listExamples(siteDir: string): Example[] {
  const root = path.join(siteDir, EXAMPLES_DIR);
  const problems: string[] = [];
  const examples: Example[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === SHARED_DIR) continue;
    const id = entry.name;
    if (!SLUG.test(id)) {
      problems.push(`${EXAMPLES_DIR}/${id}/: a folder name is the page's slug: lower-case letters, digits, "-" and "_"`);
      continue;
    }
    let meta: ExampleMeta;
    try {
      meta = readMeta(siteDir, id);
    } catch (error) {
      problems.push(...(error instanceof ExampleError ? error.problems : [(error as Error).message]));
      continue;
    }
    const children = fs.readdirSync(path.join(root, id), { withFileTypes: true });
    for (const child of children) {
      if (child.isDirectory())
        problems.push(
          `${EXAMPLES_DIR}/${id}/${child.name}/: an example folder holds its modules only (helpers go in ${SHARED_DIR}/)`,
        );
    }
    const files = children
      .filter((child) => child.isFile() && isModuleFile(child.name))
      .map((child) => child.name)
      .sort();
    if (!files.length) problems.push(`${EXAMPLES_DIR}/${id}/ has no module: add one .tsx file per live example`);
    const page = `${PAGES_DIR}/${id}.mdx`;
    if (!fs.existsSync(path.join(siteDir, page))) problems.push(`${EXAMPLES_DIR}/${id}/ has no page: write ${page}`);
    examples.push({ id, meta, page, route: `${PAGES_DIR}/${id}`, docId: `example/${id}`, files });
  }
  const pagesDir = path.join(siteDir, PAGES_DIR);
  for (const page of fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir) : []) {
    const id = examplePageId(siteDir, path.join(pagesDir, page));
    if (
      id &&
      !examples.some((example) => example.id === id) &&
      !problems.some((problem) => problem.startsWith(`${EXAMPLES_DIR}/${id}/`))
    ) {
      problems.push(`${PAGES_DIR}/${page} has no example folder: every page of ${PAGES_DIR}/ shows ${EXAMPLES_DIR}/${id}/`);
    }
  }
  const byPosition = new Map<number, string>();
  for (const { id, meta } of examples) {
    const other = byPosition.get(meta.position);
    if (other)
      problems.push(
        `${EXAMPLES_DIR}/${other}/${META_FILE} and ${EXAMPLES_DIR}/${id}/${META_FILE} both have position ${meta.position}`,
      );
    byPosition.set(meta.position, id);
  }
  if (problems.length) throw new ExampleError(problems);
  return examples.sort((a, b) => a.meta.position - b.meta.position);
}

function isRelative(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

interface ReadFile {
  /** Relative to src/examples/: `events/EventLog.tsx`, `_shared/theme.tsx`. */
  name: string;
  imports: string[];
  runtimeImports: string[];
  exports: string[];
}

async function readFile(siteDir: string, name: string): Promise<ReadFile> {
  const source = fs.readFileSync(path.join(siteDir, EXAMPLES_DIR, name), 'utf8');
  const fileName = `${EXAMPLES_DIR}/${name}`;
  const all = await readModule(source, { withTypeImports: true, fileName });
  const runtime = await readModule(source, { fileName });
  return { name, imports: all.imports, runtimeImports: runtime.imports, exports: all.exports };
}

/**
 * Checks one file's imports: a package declared in package.json
 * `dependencies` (what a reader installs), or a shared helper. Returns the
 * helpers it imports (relative to src/examples/) and adds any problem.
 */
function checkImports(
  file: ReadFile,
  dependencies: ReadonlySet<string>,
  helpers: readonly string[],
  problems: string[],
): string[] {
  const shown = `${EXAMPLES_DIR}/${file.name}`;
  const inShared = file.name.startsWith(`${SHARED_DIR}/`);
  const found: string[] = [];
  for (const specifier of file.imports) {
    if (isRelative(specifier)) {
      const prefix = inShared ? './' : `../${SHARED_DIR}/`;
      const helper = specifier.startsWith(prefix)
        ? helpers.find((name) => name.replace(/\.tsx?$/, '') === `${SHARED_DIR}/${specifier.slice(prefix.length)}`)
        : undefined;
      if (helper) {
        found.push(helper);
        continue;
      }
      problems.push(
        `${shown} imports "${specifier}", which is not a shared helper: an example imports packages and the files of ${EXAMPLES_DIR}/${SHARED_DIR}/ (as "../${SHARED_DIR}/<name>", without extension), so that what a reader copies runs`,
      );
    } else if (!dependencies.has(packageName(specifier))) {
      problems.push(
        `${shown} imports "${specifier}", but "${packageName(specifier)}" is not in the "dependencies" of package.json: add it (npm install ${packageName(specifier)}) or import a package that is there`,
      );
    }
  }
  return found;
}

/** Every helper `start` needs, breadth first, each once, in the order first imported. */
function helperClosure(start: readonly string[], helperImports: ReadonlyMap<string, string[]>): string[] {
  const found: string[] = [];
  const queue = [...start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (found.includes(next)) continue;
    found.push(next);
    queue.push(...(helperImports.get(next) ?? []));
  }
  return found;
}

/**
 * The live example an example page shows first (`load-graph/GraphProp`): the
 * one in view as the page opens. A plain search of the page for each module's
 * `example="…"`, as `discoverExamples` checks that every module is shown.
 */
export function openingExample(siteDir: string, example: Example): string | undefined {
  const page = fs.readFileSync(path.join(siteDir, example.page), 'utf8');
  const shown = example.files
    .map((file) => `${example.id}/${file.replace(/\.tsx?$/, '')}`)
    .map((key) => ({ key, at: page.indexOf(`example="${key}"`) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return shown[0]?.key;
}

/**
 * Reads every example and helper, checks them (imports, default exports,
 * pages) and returns what the site generates from them. Throws one
 * ExampleError listing every problem found.
 */
export async function discoverExamples(siteDir: string): Promise<ExampleCatalog> {
  const examples = listExamples(siteDir);
  const manifest = readJson(path.join(siteDir, 'package.json'), 'package.json') as { dependencies?: Record<string, string> };
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  const sharedDir = path.join(siteDir, EXAMPLES_DIR, SHARED_DIR);
  const helpers = (fs.existsSync(sharedDir) ? fs.readdirSync(sharedDir) : [])
    .filter(isModuleFile)
    .sort()
    .map((file) => `${SHARED_DIR}/${file}`);
  const problems: string[] = [];

  const helperFiles = await Promise.all(helpers.map((name) => readFile(siteDir, name)));
  const helperImports = new Map(helperFiles.map((file) => [file.name, checkImports(file, dependencies, helpers, problems)]));

  const liveImports = new Set<string>(['react/jsx-runtime']);
  const catalog: ExampleCatalog['examples'] = [];
  for (const example of examples) {
    const page = fs.readFileSync(path.join(siteDir, example.page), 'utf8');
    const modules: ExampleModule[] = [];
    for (const file of example.files) {
      const read = await readFile(siteDir, `${example.id}/${file}`);
      const direct = checkImports(read, dependencies, helpers, problems);
      const name = file.replace(/\.tsx?$/, '');
      const key = `${example.id}/${name}`;
      if (!read.exports.includes('default')) {
        problems.push(
          `${EXAMPLES_DIR}/${read.name} has no default export: each module of an example folder is one live example and \`export default\`s its component`,
        );
      }
      // A plain search, not a parse: the MDX plugin (./remark.ts) checks the uses themselves.
      if (!page.includes(`example="${key}"`)) {
        problems.push(`${EXAMPLES_DIR}/${read.name} is shown nowhere: add <GraphExample example="${key}" /> to ${example.page}`);
      }
      for (const specifier of read.runtimeImports) {
        if (!isRelative(specifier) && !specifier.endsWith('.css')) liveImports.add(specifier);
      }
      modules.push({ name, file, key, helpers: helperClosure(direct, helperImports), runtimeImports: read.runtimeImports });
    }
    catalog.push({ ...example, modules });
  }
  for (const helper of helpers) liveImports.add(`../${helper.replace(/\.tsx?$/, '')}`);
  if (problems.length) throw new ExampleError(problems);
  return { examples: catalog, helpers, liveImports: [...liveImports].sort() };
}
