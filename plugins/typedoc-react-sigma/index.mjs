// @ts-check
/**
 * TypeDoc plugin for the react-sigma API reference. What it does:
 *
 * 1. Documents exported constants that can be called as functions as functions.
 *
 * The react-sigma packages declare their components as `const X: FC<Props>` in
 * their `.d.ts` files, so TypeDoc files them under `variables/`. Readers (and
 * every existing link to the reference) expect them under `functions/`, with a
 * call signature and its props. TypeDoc already does this for variables that
 * carry the `@function` modifier tag; this plugin adds that tag to every
 * exported constant whose type has a call signature and no construct
 * signature, which is exactly TypeDoc's own condition for the tag to apply.
 *
 * 2. Drops the `deprecatedLegacyContext` parameter that React 18's `FC` type
 *    adds to every component signature: no reader should pass it.
 *
 * 3. Gives each page a `title` front matter without Markdown escapes: the
 *    heading `SigmaContainerProps\<N, E, G\>` is right in Markdown, but
 *    Docusaurus would copy the backslashes into the browser title.
 *
 * 4. Puts the `installNote` option (Markdown) at the top of the package's index
 *    page, so each section says how to install its package.
 *
 * 5. Shows the members of types that have no page of their own (types the
 *    packages do not export, and props built with `Omit`) on the pages that use
 *    them (./members.mjs).
 *
 * 6. Corrects upstream JSDoc that is wrong, from a list that fails the build
 *    when an entry goes stale (./errata.mjs).
 *
 * Plain JavaScript (checked by `tsc` through `// @ts-check`) because TypeDoc
 * loads plugins with a bare `import()`, which cannot read TypeScript on Node 20.
 */
import { Comment, Context, Converter, ParameterType, ProjectReflection, ReflectionKind, TypeScript as ts } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { applyChanges, changes } from './changedIn.mjs';
import { applyErrata, errata, staleErrataMessage } from './errata.mjs';
import { showLocalMembers } from './members.mjs';

/** Marker so loading the plugin twice (one TypeDoc run per package) wraps once. */
const WRAPPED = Symbol.for('react-sigma.typedoc-callable-as-function');

/**
 * True when `symbol` is a `const` whose type can be called but not constructed.
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} symbol
 */
export function isCallableConstant(checker, symbol) {
  const declaration = symbol.getDeclarations()?.[0];
  if (!declaration || !ts.isVariableDeclaration(declaration)) return false;
  const list = declaration.parent;
  if (!ts.isVariableDeclarationList(list) || (list.flags & ts.NodeFlags.Const) === 0) return false;
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return type.getCallSignatures().length > 0 && type.getConstructSignatures().length === 0;
}

/**
 * Returns `comment` (or a new empty one) carrying the `@function` modifier.
 * @param {Comment | undefined} comment
 */
export function withFunctionModifier(comment) {
  const result = comment ?? new Comment();
  result.modifierTags.add('@function');
  return result;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.options.addDeclaration({
    name: 'installNote',
    help: 'Markdown shown at the top of the package index page.',
    type: ParameterType.String,
    defaultValue: '',
  });
  const renderer = /** @type {any} */ (app.renderer);
  // `markdownHooks` exists once typedoc-plugin-markdown is loaded (it is listed first).
  renderer.markdownHooks?.on('content.begin', (/** @type {any} */ context) =>
    context.page.model instanceof ProjectReflection ? String(app.options.getValue('installNote')) : '',
  );
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (_context, signature) => {
    signature.parameters = signature.parameters?.filter((p) => p.name !== LEGACY_CONTEXT);
  });
  // After conversion, before rendering: the pages show the corrected comments, and an erratum
  // whose wrong text has gone from upstream stops the build (see errata.mjs).
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const packageName = String(app.options.getValue('name'));
    const stale = applyErrata(context.project, packageName, errata);
    if (stale.length > 0) throw new Error(staleErrataMessage(packageName, stale));
    // "Changed in" notes from the upstream changelog (changedIn.mjs).
    const missing = applyChanges(context.project, packageName, changes);
    if (missing.length > 0)
      throw new Error(
        `typedoc-react-sigma: changedIn.mjs names symbols ${packageName} no longer documents: ${missing.join(', ')}`,
      );
  });
  app.renderer.on(MarkdownPageEvent.END, (/** @type {{ contents?: string }} */ page) => {
    if (page.contents) page.contents = withTitleFrontMatter(page.contents);
  });
  showLocalMembers(app);
  wrapGetComment();
}

/**
 * Prepends `title:` front matter taken from the page's first `# ` heading,
 * with Markdown backslash escapes removed.
 * @param {string} markdown
 */
export function withTitleFrontMatter(markdown) {
  if (markdown.startsWith('---\n')) return markdown;
  const heading = /^# (.+)$/m.exec(markdown)?.[1];
  if (!heading) return markdown;
  const title = heading.replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1');
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n${markdown}`;
}

const LEGACY_CONTEXT = 'deprecatedLegacyContext';

/**
 * Wraps TypeDoc's internal `Context.prototype.getComment`: TypeDoc has no hook
 * between reading a variable's comment and choosing its kind. Figure: 15 of
 * the 37 API function pages (the components, `SigmaContainer` to `MiniMap`)
 * exist because of it. Guard: ./getComment.guard.test.ts.
 */
function wrapGetComment() {
  const proto = /** @type {any} */ (Context.prototype);
  if (proto[WRAPPED]) return;
  /** @type {(symbol: ts.Symbol, kind: ReflectionKind) => Comment | undefined} */
  const original = proto.getComment;
  proto.getComment = /** @this {Context} */ function getComment(
    /** @type {ts.Symbol} */ symbol,
    /** @type {ReflectionKind} */ kind,
  ) {
    const comment = original.call(this, symbol, kind);
    if (kind !== ReflectionKind.Variable || !isCallableConstant(this.checker, symbol)) return comment;
    return withFunctionModifier(comment);
  };
  proto[WRAPPED] = true;
}
