import path from 'node:path';
import ts from 'typescript';
import { apiPackages } from '../../config/apiPackages';
import { errata } from '../../plugins/typedoc-react-sigma/errata.mjs';
import { siteDir } from './paths';

export interface ApiSymbol {
  /** Route under the base path, e.g. `docs/api/core/functions/SigmaContainer`. */
  route: string;
  name: string;
  /** The first sentence of the symbol's JSDoc, as plain text (empty when it has none). */
  description: string;
}

/** Markdown in JSDoc renders as text: drop code ticks, keep link labels, fold spaces. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\{@link\s+([^}|\s]+)(?:[\s|]+([^}]+))?\}/g, (_m, target: string, label?: string) => label ?? target)
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function firstSentence(text: string): string {
  const plain = plainText(text.split('\n')[0] ?? '');
  const end = plain.search(/[.:](\s|$)/);
  return (end > 0 ? plain.slice(0, end) : plain).trim();
}

/** Reads the packages' own type declarations: the reference must show what they say. */
export function readApiSymbols(root = siteDir): ApiSymbol[] {
  const entries = apiPackages.map((pkg) => path.join(root, 'node_modules', pkg.name, 'lib/index.d.ts'));
  const program = ts.createProgram(entries, {
    skipLibCheck: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const symbols: ApiSymbol[] = [];
  apiPackages.forEach((pkg, index) => {
    const source = program.getSourceFile(entries[index]!);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`Cannot read ${entries[index]}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      if (!declaration) continue;
      let folder: string | null = null;
      if (ts.isFunctionDeclaration(declaration)) folder = 'functions';
      else if (ts.isVariableDeclaration(declaration)) {
        const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
        folder = type.getCallSignatures().length > 0 ? 'functions' : 'variables';
      } else if (ts.isInterfaceDeclaration(declaration)) folder = 'interfaces';
      else if (ts.isTypeAliasDeclaration(declaration)) folder = 'type-aliases';
      if (!folder) continue;
      const jsdoc = ts.getJSDocCommentsAndTags(declaration).find(ts.isJSDoc);
      // `@hidden` / `@internal` symbols are left out of the reference on purpose.
      if (jsdoc?.tags?.some((tag) => ['hidden', 'internal'].includes(tag.tagName.text))) continue;
      // The pages show the upstream comment with the site's corrections applied.
      const comment = errata
        .filter((erratum) => erratum.package === pkg.name && erratum.symbol === exported.name)
        .reduce((text, erratum) => text.replace(erratum.wrong, erratum.right), ts.getTextOfJSDocComment(jsdoc?.comment) ?? '');
      symbols.push({
        route: `docs/api/${pkg.id}/${folder}/${exported.name}`,
        name: exported.name,
        description: firstSentence(comment),
      });
    }
  });
  return symbols;
}
