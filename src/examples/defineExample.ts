import type { ComponentType } from 'react';
import { sharedSources } from './_shared/sources';

export interface ExampleFile {
  /** Path shown on the tab, relative to src/examples/ (the folder layout a reader copies). */
  name: string;
  source: string;
}

export interface ExampleDefinition {
  /** The page's slug; also the folder name, the test name and the screenshot name. */
  id: string;
  title: string;
  /** Height of the graph frame in pixels; the example's own container uses the same. */
  height: number;
  /** The module that runs, shown first and editable. */
  main: ExampleFile;
  /** Every site file the main module imports, directly or not, shown read-only. */
  files: ExampleFile[];
  /** Loads the very module whose source is `main`. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Relative imports of a module (`./x`, `../_shared/y`), in order of appearance. */
export function localImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    if (match[1] && !found.includes(match[1])) found.push(match[1]);
  }
  return found;
}

/** Resolves `specifier` (as written in the file `from`) to a path relative to src/examples/. */
export function resolveLocal(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/**
 * Every file `main` needs from the site, found by following its relative
 * imports through `available` (path without extension → file).
 */
export function collectFiles(main: ExampleFile, available: Record<string, ExampleFile>): ExampleFile[] {
  const files: ExampleFile[] = [];
  const queue = [main];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of localImports(file.source)) {
      const target = available[resolveLocal(file.name, specifier)];
      if (!target) throw new Error(`${file.name} imports ${specifier}, which is not a known example file`);
      if (target !== main && !files.includes(target)) {
        files.push(target);
        queue.push(target);
      }
    }
  }
  return files;
}

interface ExampleInput {
  id: string;
  title: string;
  height?: number;
  /** File name of the main module inside the example's folder, e.g. `LoadGraph.tsx`. */
  fileName: string;
  source: string;
  load: ExampleDefinition['load'];
}

/**
 * An example is one module in src/examples/<id>/ plus the shared helpers it
 * imports from src/examples/_shared/ (found here, so none can be forgotten).
 */
export function defineExample({ id, title, height = 480, fileName, source, load }: ExampleInput): ExampleDefinition {
  const main = { name: `${id}/${fileName}`, source };
  return { id, title, height, main, files: collectFiles(main, sharedSources), load };
}
