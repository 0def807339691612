import fs from 'node:fs';
import path from 'node:path';
import { siteModule } from '../../config/modulePaths';
import { packageName, readModule } from '../../src/utils/moduleImports';
import { GRAPH_HEIGHT } from '../../src/examples/_shared/frame';
import type { Example, ExampleCatalog, ExampleMeta, ExampleModule } from './exampleTypes';

/**
 * Finds the examples by walking src/examples/: each folder is one example
 * page (docs/example/<folder>.mdx, or docs/guides/<folder>.mdx for a guide),
 * each module in it one live example, and src/examples/_shared/ holds the
 * helpers they may import. Nothing here is a list kept by hand.
 */
export const EXAMPLES_DIR = 'src/examples';
export const SHARED_DIR = '_shared';
export const META_FILE = 'example.json';

/** The sidebar sections an example folder's page can be in (example.json `section`), with where their pages live. */
export const SECTIONS = {
  examples: { pagesDir: 'docs/example', docIdPrefix: 'example' },
  guides: { pagesDir: 'docs/guides', docIdPrefix: 'guides' },
  // `api-<package id>/<Symbol>.tsx`: the live example of <Symbol>'s generated API page (plugins/api-usage
  // puts it there); the folder has no page of its own.
  api: { pagesDir: 'docs/api', docIdPrefix: 'api' },
} as const satisfies Record<string, { pagesDir: string; docIdPrefix: string }>;
export type Section = keyof typeof SECTIONS;
/** The sections whose folders are pages of their own, in the sidebar, the gallery and the page lists. */
export const PAGE_SECTIONS: readonly Section[] = ['examples', 'guides'];
/** The folder of a package's API examples: `api-core`. */
export const API_FOLDER_PREFIX = 'api-';
/** The package id (config/apiPackages.ts) of an API examples folder: `api-core` → `core`. */
export const apiPackageId = (id: string): string => id.slice(API_FOLDER_PREFIX.length);
/** The section of a folder whose example.json names none. */
export const DEFAULT_SECTION: Section = 'examples';

/** The topics that file the example pages in the sidebar's Examples category and the gallery, in their order. */
export const TOPICS = {
  interact: 'Load and interact',
  navigate: 'Layout and navigate',
  draw: 'Draw nodes and edges',
} as const satisfies Record<NonNullable<ExampleMeta['topic']>, string>;
export type Topic = keyof typeof TOPICS;
/** The topic of an example page whose example.json names none. */
export const DEFAULT_TOPIC: Topic = 'interact';
export const topicOf = (meta: Pick<ExampleMeta, 'topic'>): Topic => meta.topic ?? DEFAULT_TOPIC;

export const sectionOf = (meta: Pick<ExampleMeta, 'section'>): Section => meta.section ?? DEFAULT_SECTION;
/** An example's graph height when its example.json sets none: the one the examples' code uses. */
export const DEFAULT_HEIGHT = GRAPH_HEIGHT;

/** What the site's `import()` of the live example `key` (`load-graph/GraphProp`) names: the module a page runs. */
export function exampleImport(key: string): string {
  return siteModule(`${EXAMPLES_DIR}/${key}`);
}

/** What a page imports for an example folder's definitions, which plugins/examples writes (and checks). */
export function folderModulePath(id: string): string {
  return `@generated/examples/default/${id}.js`;
}

/** Slugs as the pages' URLs have them: `load-graph`, `drag_n_drop`. */
export const SLUG = /^[a-z0-9][a-z0-9_-]*$/;
const MODULE_FILE = /^[A-Za-z0-9_-]+\.tsx?$/;
const EXTENSION = /\.tsx?$/;
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
  section: (value) => value === undefined || (typeof value === 'string' && value in SECTIONS),
  dragNodes: (value) => value === undefined || typeof value === 'boolean',
  topic: (value) => value === undefined || (typeof value === 'string' && value in TOPICS),
};

const META_RULES: Record<keyof ExampleMeta, string> = {
  title: 'a non-empty string on one line (the page title)',
  description: 'a non-empty string on one line (what the example teaches)',
  position: 'a whole number from 1 (the place in the sidebar)',
  height: `a whole number of pixels, at least 100 (or no height: ${DEFAULT_HEIGHT})`,
  section: `one of ${Object.keys(SECTIONS)
    .map((name) => `"${name}"`)
    .join(', ')} (or none: "${DEFAULT_SECTION}")`,
  dragNodes: 'true for a graph whose nodes the reader drags (or none)',
  topic: `one of ${Object.keys(TOPICS)
    .map((name) => `"${name}"`)
    .join(', ')} (an example page's place in the sidebar and the gallery; or none: "${DEFAULT_TOPIC}")`,
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

/** `GraphProp.tsx` → `GraphProp`, `_shared/theme.tsx` → `_shared/theme`: a module as imports and pages name it. */
export function moduleName(file: string): string {
  return file.replace(EXTENSION, '');
}

function isModuleFile(name: string): boolean {
  return MODULE_FILE.test(name) && !NOT_A_MODULE.test(name);
}

/** The page `filePath` (absolute) shows which example folder, if it is an example page or a guide. */
export function examplePageId(siteDir: string, filePath: string): string | null {
  for (const { pagesDir } of PAGE_SECTIONS.map((section) => SECTIONS[section])) {
    const relative = path.relative(path.join(siteDir, pagesDir), filePath);
    if (relative.startsWith('..') || path.dirname(relative) !== '.' || path.extname(relative) !== '.mdx') continue;
    return path.basename(relative, '.mdx');
  }
  return null;
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
export function listExamples(siteDir: string, { api = false }: { api?: boolean } = {}): Example[] {
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
    const { pagesDir, docIdPrefix } = SECTIONS[sectionOf(meta)];
    if (sectionOf(meta) === 'api') {
      // Checked here for the folder's name only; plugins/api-usage checks each module names a documented symbol.
      if (!id.startsWith(API_FOLDER_PREFIX))
        problems.push(
          `${EXAMPLES_DIR}/${id}/: a folder of API examples is named ${API_FOLDER_PREFIX}<package id>, e.g. api-core`,
        );
      const route = `${pagesDir}/${apiPackageId(id)}`;
      if (api) examples.push({ id, meta, page: route, route, docId: `${docIdPrefix}/${apiPackageId(id)}/index`, files });
      continue;
    }
    if (sectionOf(meta) !== 'examples' && meta.topic)
      problems.push(`${EXAMPLES_DIR}/${id}/${META_FILE}: "topic" files example pages only; a ${sectionOf(meta)} folder has none`);
    const page = `${pagesDir}/${id}.mdx`;
    if (!fs.existsSync(path.join(siteDir, page))) problems.push(`${EXAMPLES_DIR}/${id}/ has no page: write ${page}`);
    examples.push({ id, meta, page, route: `${pagesDir}/${id}`, docId: `${docIdPrefix}/${id}`, files });
  }
  for (const { pagesDir } of PAGE_SECTIONS.map((section) => SECTIONS[section])) {
    for (const page of fs.existsSync(path.join(siteDir, pagesDir)) ? fs.readdirSync(path.join(siteDir, pagesDir)) : []) {
      const id = examplePageId(siteDir, path.join(siteDir, pagesDir, page));
      if (
        id &&
        !examples.some((example) => example.page === `${pagesDir}/${page}`) &&
        !problems.some((problem) => problem.startsWith(`${EXAMPLES_DIR}/${id}/`))
      ) {
        problems.push(
          `${pagesDir}/${page} has no example folder in its section: every page of ${pagesDir}/ shows ${EXAMPLES_DIR}/${id}/, whose example.json puts it there`,
        );
      }
    }
  }
  const byPosition = new Map<string, string>();
  for (const { id, meta } of examples) {
    const place = `${sectionOf(meta)} ${meta.position}`;
    const other = byPosition.get(place);
    if (other)
      problems.push(
        `${EXAMPLES_DIR}/${other}/${META_FILE} and ${EXAMPLES_DIR}/${id}/${META_FILE} both have position ${meta.position} in ${sectionOf(meta)}`,
      );
    byPosition.set(place, id);
  }
  if (problems.length) throw new ExampleError(problems);
  // The sidebar's order: the example pages, then the guides, each section by position.
  const sectionRank = (example: Example) => Object.keys(SECTIONS).indexOf(sectionOf(example.meta));
  return examples.sort((a, b) => sectionRank(a) - sectionRank(b) || a.meta.position - b.meta.position);
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
        ? helpers.find((name) => moduleName(name) === `${SHARED_DIR}/${specifier.slice(prefix.length)}`)
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

/** One module of an example folder and where its page shows it. */
export interface ModuleOnPage {
  file: string;
  /** What the page writes: `load-graph/GraphProp`. */
  key: string;
  /** Where the page names it (`example="<key>"`), or -1 when it does not. */
  at: number;
}

/**
 * The modules of an example folder in the order its page (the text of `example.page`) shows
 * them, those it does not show last. A plain search of the page for each module's
 * `example="…"`, as `discoverExamples` checks that every module is shown.
 */
export function modulesOnPage(example: Pick<Example, 'id' | 'files'>, page: string): ModuleOnPage[] {
  const position = (at: number) => (at < 0 ? Infinity : at);
  return example.files
    .map((file) => {
      const key = `${example.id}/${moduleName(file)}`;
      return { file, key, at: page.indexOf(`example="${key}"`) };
    })
    .sort((a, b) => position(a.at) - position(b.at));
}

/**
 * The live example an example page shows first (`load-graph/GraphProp`): the one in view as the
 * page opens. `page` is the text of its MDX page; undefined when it shows none.
 */
export function openingExample(example: Pick<Example, 'id' | 'files'>, page: string): string | undefined {
  const first = modulesOnPage(example, page)[0];
  return first && first.at >= 0 ? first.key : undefined;
}

/**
 * The module of the example a page shows first, relative to the site
 * (`src/examples/load-graph/GraphProp`): what the gallery, the social cards and the bench draw.
 * Throws, naming the page, when it shows none.
 */
export function openingModule(example: Pick<Example, 'id' | 'files' | 'page'>, page: string): string {
  const key = openingExample(example, page);
  if (!key) throw new Error(`${example.page} shows none of the examples of ${EXAMPLES_DIR}/${example.id}/`);
  return `${EXAMPLES_DIR}/${key}`;
}

/**
 * Reads every example and helper, checks them (imports, default exports,
 * pages) and returns what the site generates from them. Throws one
 * ExampleError listing every problem found.
 */
export async function discoverExamples(siteDir: string): Promise<ExampleCatalog> {
  const examples = listExamples(siteDir, { api: true });
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
    const onApiPages = sectionOf(example.meta) === 'api';
    const page = onApiPages ? '' : fs.readFileSync(path.join(siteDir, example.page), 'utf8');
    const modules: ExampleModule[] = [];
    for (const file of example.files) {
      const read = await readFile(siteDir, `${example.id}/${file}`);
      const direct = checkImports(read, dependencies, helpers, problems);
      const name = moduleName(file);
      const key = `${example.id}/${name}`;
      if (!read.exports.includes('default')) {
        problems.push(
          `${EXAMPLES_DIR}/${read.name} has no default export: each module of an example folder is one live example and \`export default\`s its component`,
        );
      }
      // A plain search, not a parse: the MDX plugin (./remark.ts) checks the uses themselves.
      if (!onApiPages && !page.includes(`example="${key}"`)) {
        problems.push(`${EXAMPLES_DIR}/${read.name} is shown nowhere: add <GraphExample example="${key}" /> to ${example.page}`);
      }
      for (const specifier of read.runtimeImports) {
        if (!isRelative(specifier) && !specifier.endsWith('.css')) liveImports.add(specifier);
      }
      modules.push({ name, file, key, helpers: helperClosure(direct, helperImports), runtimeImports: read.runtimeImports });
    }
    catalog.push({ ...example, modules });
  }
  for (const helper of helpers) liveImports.add(`../${moduleName(helper)}`);
  if (problems.length) throw new ExampleError(problems);
  return { examples: catalog, helpers, liveImports: [...liveImports].sort() };
}
