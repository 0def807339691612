/**
 * A light reader of import declarations, for the browser: no compiler, and it reads code
 * that does not parse yet (the live editors show code as the reader types it).
 * ./moduleImports.ts reads modules exactly, with sucrase and es-module-lexer, and shares
 * `clauseBindings` with it.
 */

/** One name an import clause binds: `b as c` → `{ local: 'c', imported: 'b' }`. */
export interface ImportBinding {
  /** The name the importing code uses. */
  local: string;
  /** The name the exporting module gives it: `default` for a default import, `*` for a namespace. */
  imported: string;
}

/** The bindings of an import clause: `A`, `{ b as c, type d }`, `* as ns`. */
export function clauseBindings(clause: string): ImportBinding[] {
  const bindings: ImportBinding[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause.replace(/\{[^}]*\}/, '');
  for (const part of outside.split(',').map((item) => item.trim())) {
    const namespace = /^\*\s*as\s+([\w$]+)$/.exec(part);
    if (part.startsWith('*')) bindings.push({ local: namespace?.[1] ?? '*', imported: '*' });
    else if (/^[\w$]+$/.test(part)) bindings.push({ local: part, imported: 'default' });
  }
  for (const item of braces?.[1]?.split(',') ?? []) {
    const [imported, local] = item
      .trim()
      .replace(/^type\s+(?=[\w$'"])/, '')
      .split(/\s+as\s+/)
      .map((name) => name.trim().replace(/^["']|["']$/g, ''));
    if (imported) bindings.push({ local: local || imported, imported });
  }
  return bindings;
}

/** An imported name and the module it comes from. */
export interface ImportedName extends ImportBinding {
  specifier: string;
}

const IMPORT_DECLARATION = /^[ \t]*import\s+(?:type\s+)?([\w$*{][^;]*?)\s*from\s*["']([^"']+)["']/gm;

/**
 * The names the import declarations of a TypeScript or TSX module bind, by the name the code
 * uses: `import { useSigma as use } from '@react-sigma/core'` → `use` → `useSigma` from
 * `@react-sigma/core`. Declarations that start a line only, as the site's code writes them.
 */
export function importedNames(source: string): Map<string, ImportedName> {
  const names = new Map<string, ImportedName>();
  for (const [, clause, specifier] of source.matchAll(IMPORT_DECLARATION)) {
    for (const binding of clauseBindings(clause!)) {
      if (binding.local !== '*') names.set(binding.local, { ...binding, specifier: specifier! });
    }
  }
  return names;
}

/** The npm package a bare specifier names: `@react-sigma/core/lib/style.css` → `@react-sigma/core`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
