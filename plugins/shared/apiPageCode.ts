import fs from 'node:fs';
import path from 'node:path';
import { apiPackages } from '../../config/apiPackages';
import { modulePaths } from '../../config/modulePaths';
import { apiOutDir } from '../../config/typedoc';
import { packageName, readImportedNames } from '../../src/utils/moduleImports';
import type { ApiSymbol, ApiUse } from './apiTypes';
import { apiPackageId, EXAMPLES_DIR, listExamples, moduleName } from './discoverExamples';

/**
 * The code an API page shows of its own (plugins/api-usage puts it there): a function's live example
 * (src/examples/api-<package id>/<Name>.tsx) and a type's snippet (src/snippets/types/<package id>/<Name>.tsx),
 * read for plugins/shared/apiUsage.ts.
 */

/** `src/snippets/types/<package id>/<Name>.tsx`: the code an interface's or a type alias's page shows. */
export const TYPE_SNIPPETS_DIR = `${modulePaths.snippets}/types`;
/** The heading a type's page shows its snippet under, and its id. */
export const TYPE_SNIPPET_HEADING = { text: 'Usage', id: 'usage' } as const;

/** Records the uses `source` makes of documented symbols, at `place` (apiUsage.ts). */
export type AddUses = (source: string, place: Omit<ApiUse, 'symbol' | 'source'>) => Promise<void>;

/** The `@react-sigma/*` names a file imports, each with its package, in the order written. */
export async function reactSigmaImports(siteDir: string, file: string): Promise<{ package: string; name: string }[]> {
  const names = await readImportedNames(fs.readFileSync(path.join(siteDir, file), 'utf8'), { fileName: file });
  return Object.entries(names)
    .filter(([specifier]) => specifier.startsWith('@react-sigma/'))
    .flatMap(([specifier, list]) => list.map((name) => ({ package: packageName(specifier), name })));
}

/** The heading an API page's live example sits under, and its id. */
export const LIVE_EXAMPLE_HEADING = { text: 'Live example', id: 'live-example' } as const;

/**
 * The API examples folder `api-<package id>/`: each module is the live example of the page of the
 * function it is named after (`api-core/useCamera.tsx` on useCamera's page), and imports it.
 */
export async function addApiExamples(
  siteDir: string,
  example: ReturnType<typeof listExamples>[number],
  byName: ReadonlyMap<string, ApiSymbol>,
  problems: string[],
  add: AddUses,
): Promise<void> {
  const packageId = apiPackageId(example.id);
  const pkg = apiPackages.find((item) => item.id === packageId);
  if (!pkg) {
    problems.push(
      `${EXAMPLES_DIR}/${example.id}/: no package has the id "${packageId}" (config/apiPackages.ts: ${apiPackages.map((item) => item.id).join(', ')})`,
    );
    return;
  }
  for (const file of example.files) {
    const name = moduleName(file);
    const symbol = byName.get(`${pkg.name}:${name}`);
    const source = `${EXAMPLES_DIR}/${example.id}/${file}`;
    if (!symbol || !symbol.route.includes('/functions/')) {
      problems.push(`${source}: ${pkg.name} documents no function, hook or component "${name}": name the file after one`);
      continue;
    }
    const before = problems.length;
    await add(source, {
      kind: 'api',
      example: `${example.id}/${name}`,
      route: symbol.route,
      pageTitle: name,
      heading: LIVE_EXAMPLE_HEADING.text,
      anchor: LIVE_EXAMPLE_HEADING.id,
    });
    if (problems.length === before && !(await reactSigmaImports(siteDir, source)).some((item) => item.name === name))
      problems.push(`${source} does not import ${name}: the live example of ${name}'s page runs it`);
  }
}

/** Each type snippet (TYPE_SNIPPETS_DIR): shown on the page of the interface or type alias it is named after, which it imports. */
export async function addTypeSnippets(
  siteDir: string,
  byName: ReadonlyMap<string, ApiSymbol>,
  problems: string[],
  add: AddUses,
): Promise<void> {
  const root = path.join(siteDir, TYPE_SNIPPETS_DIR);
  if (!fs.existsSync(root)) return;
  for (const packageId of fs.readdirSync(root).sort()) {
    const pkg = apiPackages.find((item) => item.id === packageId);
    for (const file of fs.readdirSync(path.join(root, packageId)).sort()) {
      const source = `${TYPE_SNIPPETS_DIR}/${packageId}/${file}`;
      const name = file.replace(/\.tsx?$/, '');
      const symbol = pkg && byName.get(`${pkg.name}:${name}`);
      if (!symbol || symbol.route.includes('/functions/')) {
        problems.push(
          `${source}: ${pkg?.name ?? `no package "${packageId}"`} documents no interface or type "${name}": name the file after one`,
        );
        continue;
      }
      if (!(await reactSigmaImports(siteDir, source)).some((item) => item.name === name)) {
        problems.push(`${source} does not import ${name}: the snippet of ${name}'s page uses it`);
        continue;
      }
      await add(source, {
        kind: 'api',
        route: symbol.route,
        pageTitle: name,
        heading: TYPE_SNIPPET_HEADING.text,
        anchor: TYPE_SNIPPET_HEADING.id,
      });
    }
  }
}

/** A link of a generated page to a type's page: `](../interfaces/SigmaContainerProps.md)`. */
const TYPE_LINK = /\]\(((?:\.\.\/)+)(?:([\w-]+)\/)?(interfaces|type-aliases)\/(\w+)\.md(?:#[^)]*)?\)/g;

/**
 * The code that uses a function uses the types its page names (the props interface of a component,
 * the type a hook returns): each use of the function is also a use of those types, so that a type's
 * page lists the examples that pass it or receive it.
 */
export function typeUses(siteDir: string, symbols: readonly ApiSymbol[], uses: readonly ApiUse[]): ApiUse[] {
  const byRoute = new Map(symbols.map((symbol) => [symbol.route, symbol]));
  const found: ApiUse[] = [];
  for (const fn of symbols.filter((symbol) => symbol.route.includes('/functions/'))) {
    const markdown = fs.readFileSync(path.join(siteDir, fn.file), 'utf8');
    const named = new Set<ApiSymbol>();
    for (const [, up, packageId, folder, name] of markdown.matchAll(TYPE_LINK)) {
      // `../` leaves functions/; `../../<id>/` leaves the package.
      const id = up!.length > 3 && packageId ? packageId : fn.packageId;
      const type = byRoute.get(`/${apiOutDir}/${id}/${folder}/${name}`);
      if (type) named.add(type);
    }
    for (const use of uses.filter((item) => item.symbol === fn))
      for (const type of named) found.push({ ...use, symbol: type, through: fn.name });
  }
  return found;
}
