import type { ComponentType } from 'react';
import { isStylesheet, liveModules } from './liveModules';

/** Every module specifier a source imports (static imports and re-exports). */
export function importedSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\b(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

export class LiveCodeError extends Error {
  override name = 'LiveCodeError';
}

/**
 * Turns the edited TypeScript module into a component: sucrase strips types,
 * compiles JSX and rewrites imports to `require`, which we answer from
 * `liveModules`. Throws a LiveCodeError with a readable message on bad input.
 */
export async function compileExample(source: string): Promise<ComponentType> {
  const { transform } = await import('sucrase');
  let code: string;
  try {
    code = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: 'Example.tsx',
    }).code;
  } catch (error) {
    throw new LiveCodeError(`Syntax error: ${(error as Error).message}`);
  }
  const specifiers = [...importedSpecifiers(source), 'react/jsx-runtime'];
  const modules = new Map<string, unknown>();
  await Promise.all(
    specifiers.map(async (specifier) => {
      if (isStylesheet(specifier)) return modules.set(specifier, {});
      const loader = liveModules[specifier];
      if (!loader) {
        throw new LiveCodeError(
          `Cannot import "${specifier}" here. The live editor knows: ${Object.keys(liveModules).join(', ')}.`,
        );
      }
      return modules.set(specifier, await loader());
    }),
  );
  const require = (specifier: string): unknown => {
    if (!modules.has(specifier)) throw new LiveCodeError(`Cannot import "${specifier}" here.`);
    return modules.get(specifier);
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  try {
    // eslint-disable-next-line no-new-func -- running the reader's own code is the point of a live editor.
    new Function('require', 'module', 'exports', code)(require, module, module.exports);
  } catch (error) {
    throw error instanceof LiveCodeError ? error : new LiveCodeError(`Error: ${(error as Error).message}`);
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new LiveCodeError('The example must `export default` a React component.');
  }
  return component as ComponentType;
}
