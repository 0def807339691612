import { init, parse } from 'es-module-lexer';
import { transform } from 'sucrase';
import { clauseBindings, packageName } from './importBindings';

export { packageName };

/**
 * The site's one reader of module syntax, used at build time (plugins/examples:
 * which files an example shows, which packages it needs, what the live editor
 * may import) and in the browser (src/live/compile.ts: what an edited example
 * imports; src/live/project: which packages a downloaded project needs). es-module-lexer reads JavaScript only (a `'` in JSX text or a
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

/** The module as JavaScript, for es-module-lexer: types gone, JSX compiled, imports kept where they stood. */
function stripTypes(source: string, fileName: string, keepUnusedImports: boolean): string {
  try {
    return transform(source, {
      transforms: ['typescript', 'jsx'],
      // The classic runtime adds no import of its own (the automatic one adds react/jsx-runtime).
      jsxRuntime: 'classic',
      keepUnusedImports,
      production: true,
      filePath: fileName,
    }).code;
  } catch (error) {
    throw new ModuleSyntaxError(`${fileName}: ${(error as Error).message}`);
  }
}

async function parseModule(source: string, fileName: string, keepUnusedImports: boolean) {
  const code = stripTypes(source, fileName, keepUnusedImports);
  await init;
  return parse(code, fileName);
}

/** Reads a TypeScript or TSX module's static imports and exports. Throws a ModuleSyntaxError on invalid code. */
export async function readModule(
  source: string,
  { withTypeImports = false, fileName = 'module.tsx' }: ReadOptions = {},
): Promise<ModuleSyntax> {
  const [imports, exports] = await parseModule(source, fileName, withTypeImports);
  const specifiers: string[] = [];
  for (const entry of imports) {
    // d === -1: a static import or re-export (dynamic imports and import.meta have other values).
    if (entry.d === -1 && entry.n !== undefined && !specifiers.includes(entry.n)) specifiers.push(entry.n);
  }
  return { imports: specifiers, exports: exports.map((entry) => entry.n) };
}

/**
 * `import type { A } from 'x'` → `import { A } from 'x'`, `{ B, type C }` → `{ B, C }`, in the
 * import statements that start a line. Sucrase drops type-only imports even with
 * `keepUnusedImports`; turned into value imports, they stay, and a module's use of a documented
 * type (`LayoutHook`) counts like its use of a component.
 */
function typeImportsAsValues(source: string): string {
  return source
    .replace(/^import\s+type\s+(?=[{\w*])/gm, 'import ')
    .replace(/^import\s*\{[^}]*\}/gm, (clause) => clause.replace(/([{,]\s*)type\s+(?=[\w$])/g, '$1'));
}

/** `A`, `{ b as c, d }`, `* as ns` (an import clause) → the names the exporting module gives them: `default`, `b`, `d`, `*`. */
function clauseNames(clause: string): string[] {
  return clauseBindings(clause).map((binding) => binding.imported);
}

/**
 * The names a TypeScript or TSX module imports, by specifier, as the exporting module calls them
 * (`default` for a default import, `*` for a namespace), type-only imports included:
 * `{ '@react-sigma/core': ['SigmaContainer', 'useLoadGraph'] }`. Re-exports count as imports.
 * Side-effect imports (`import './style.css'`) have an empty list. Throws a ModuleSyntaxError on
 * invalid code.
 */
export async function readImportedNames(
  source: string,
  { fileName = 'module.tsx' }: Pick<ReadOptions, 'fileName'> = {},
): Promise<Record<string, string[]>> {
  const code = stripTypes(typeImportsAsValues(source), fileName, true);
  await init;
  const [imports] = parse(code, fileName);
  const names: Record<string, string[]> = {};
  for (const entry of imports) {
    if (entry.d !== -1 || entry.n === undefined) continue;
    const statement = code.slice(entry.ss, entry.se);
    const clause = /^(?:import|export)\s*([\s\S]*?)\s*from\s*["']/.exec(statement)?.[1] ?? '';
    const list = (names[entry.n] ??= []);
    for (const name of clauseNames(clause)) if (!list.includes(name)) list.push(name);
  }
  return names;
}

/**
 * Every module a TypeScript or TSX module names, each once, in order: static, type-only,
 * side-effect and re-exported imports, and `import('…')` of a string, as written (relative files
 * too). What config/rules/structure.test.ts follows between the site's folders. Throws a
 * ModuleSyntaxError on invalid code.
 */
export async function importSpecifiers(
  source: string,
  { fileName = 'module.tsx' }: Pick<ReadOptions, 'fileName'> = {},
): Promise<string[]> {
  const code = stripTypes(typeImportsAsValues(source), fileName, true);
  await init;
  const [imports] = parse(code, fileName);
  const found: string[] = [];
  for (const entry of imports) {
    // n is set for static imports and for dynamic ones of a string literal; import.meta (d === -2) has none.
    if (entry.n !== undefined && !found.includes(entry.n)) found.push(entry.n);
  }
  return found;
}

/**
 * The npm packages a TypeScript or TSX module needs, sorted: every bare specifier it imports
 * (`importSpecifiers`), by package name; relative files left out. What a copy of the module needs
 * installed to type-check and build. Throws a ModuleSyntaxError on invalid code.
 */
export async function importedPackages(source: string, options: Pick<ReadOptions, 'fileName'> = {}): Promise<string[]> {
  const bare = (await importSpecifiers(source, options)).filter((specifier) => !/^[./]/.test(specifier));
  return [...new Set(bare.map(packageName))].sort();
}
