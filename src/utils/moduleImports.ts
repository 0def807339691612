import { init, parse } from 'es-module-lexer';
import { transform } from 'sucrase';

/**
 * The site's one reader of module syntax, used at build time (plugins/examples:
 * which files an example shows, which packages it needs, what the live editor
 * may import) and in the browser (src/live/compile.ts: what an edited example
 * imports). es-module-lexer reads JavaScript only (a `'` in JSX text or a
 * `<T>` breaks it), so sucrase first strips the TypeScript and the JSX.
 */
export interface ModuleSyntax {
  /** Specifiers of static imports and re-exports, in order of appearance, each once. */
  imports: string[];
  /** Exported names; `default` for a default export. */
  exports: string[];
}

export interface ReadOptions {
  /**
   * Keep imports whose bindings are only used as types (`import { type T } from 'x'`,
   * or an import nothing uses): what a copy of the file needs to type-check.
   * Without it, only what runs remains, as when the module is compiled.
   * `import type … from` statements are gone either way: they are pure types.
   */
  withTypeImports?: boolean;
  /** Named in the syntax error message. */
  fileName?: string;
}

export class ModuleSyntaxError extends Error {
  override name = 'ModuleSyntaxError';
}

/** Reads a TypeScript or TSX module's static imports and exports. Throws a ModuleSyntaxError on invalid code. */
export async function readModule(
  source: string,
  { withTypeImports = false, fileName = 'module.tsx' }: ReadOptions = {},
): Promise<ModuleSyntax> {
  let code: string;
  try {
    code = transform(source, {
      transforms: ['typescript', 'jsx'],
      // The classic runtime adds no import of its own (the automatic one adds react/jsx-runtime).
      jsxRuntime: 'classic',
      keepUnusedImports: withTypeImports,
      production: true,
      filePath: fileName,
    }).code;
  } catch (error) {
    throw new ModuleSyntaxError(`${fileName}: ${(error as Error).message}`);
  }
  await init;
  const [imports, exports] = parse(code, fileName);
  const specifiers: string[] = [];
  for (const entry of imports) {
    // d === -1: a static import or re-export (dynamic imports and import.meta have other values).
    if (entry.d === -1 && entry.n !== undefined && !specifiers.includes(entry.n)) specifiers.push(entry.n);
  }
  return { imports: specifiers, exports: exports.map((entry) => entry.n) };
}
