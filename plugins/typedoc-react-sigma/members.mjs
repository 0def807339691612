// @ts-check
/**
 * Shows, on the page that uses them, the members of types a reader would otherwise see only as a
 * name (typedoc-plugin-markdown's `expandObjects` and `expandParameters`, set in
 * config/typedoc.ts, print object types and parameter types in full, but neither resolves a
 * reference to a type that has no page):
 *
 * - Types a package declares without exporting them (`EdgeProps` for `Edge`, `CameraOptions` for
 *   `useCamera`, `GraphologyWorkerLayoutConstructor`…) have no page of their own, so TypeDoc
 *   printed a bare, unlinked name. They are inlined through TypeDoc's own `inlineType` set (what
 *   the `@inlineType` tag fills), given every such name when conversion begins. TypeDoc does not
 *   inline a reference written with type arguments, nor the utility types around it, so the
 *   parameters written with a local type are converted again from the type their annotation
 *   denotes, with `Omit` and `Pick` inlined too.
 * - The `Layout*ControlProps` aliases are `Omit<WorkerLayoutControlProps, …> & { settings }`, and
 *   their pages showed `settings` alone. Such aliases (and those using a local generic type, like
 *   `GraphType`) are converted again from the checker's type, part by part, the same way.
 *
 * Object types joined by `&` become one object, so the page has one table of members, each with
 * its upstream description.
 */
import path from 'node:path';
import { Converter, IntersectionType, ReflectionKind, ReflectionType, TypeScript as ts, UnionType } from 'typedoc';

/**
 * The utility types whose result a reader needs to see member by member. Not `Partial`: it wraps
 * sigma's types here (`Partial<AnimateOptions>`), whose members TypeDoc leaves out as external,
 * so inlining it would print `{}` where the name at least says what to look up.
 */
export const RESOLVED_UTILITIES = ['Omit', 'Pick'];

/**
 * Names of the interfaces and type aliases declared, but not exported, at the top of the
 * package's declaration files: those in the folder of an entry point, or below it.
 * @param {readonly ts.Program[]} programs
 * @param {readonly string[]} entryPoints
 * @returns {Set<string>}
 */
export function localTypeNames(programs, entryPoints) {
  const folders = entryPoints.map((entry) => path.dirname(path.resolve(entry)).replace(/\\/g, '/') + '/');
  /** @type {Set<string>} */
  const names = new Set();
  for (const program of programs) {
    for (const file of program.getSourceFiles()) {
      const fileName = path.resolve(file.fileName).replace(/\\/g, '/');
      if (!folders.some((folder) => fileName.startsWith(folder))) continue;
      for (const statement of file.statements) {
        if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
        const exported = ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export;
        if (!exported) names.add(statement.name.text);
      }
    }
  }
  return names;
}

/**
 * True when the type node mentions a local type or one of the utility types.
 * @param {ts.Node | undefined} node
 * @param {ReadonlySet<string>} names
 * @returns {boolean}
 */
function mentionsResolvable(node, names) {
  if (!node) return false;
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
    const name = node.typeName.text;
    if (RESOLVED_UTILITIES.includes(name) || names.has(name)) return true;
  }
  return ts.forEachChild(node, (child) => mentionsResolvable(child, names) || undefined) ?? false;
}

/**
 * @param {import('typedoc').SomeType} type
 * @returns {type is ReflectionType}
 */
function isObjectLiteral(type) {
  return type instanceof ReflectionType && !!type.declaration.children?.length && !type.declaration.signatures;
}

/**
 * `{ a } & { b }` → `{ a; b }`; other types as they are.
 * @param {import('typedoc').ProjectReflection} project
 * @param {import('typedoc').SomeType} type
 * @returns {import('typedoc').SomeType}
 */
export function joinObjectLiterals(project, type) {
  if (!(type instanceof IntersectionType) || !type.types.every(isObjectLiteral)) return type;
  const [first, ...rest] = /** @type {ReflectionType[]} */ (type.types);
  if (!first) return type;
  for (const part of rest) project.mergeReflections(part.declaration, first.declaration);
  return first;
}

/**
 * Drops the reflections of a replaced type (its object literals), so nothing refers to them.
 * @param {import('typedoc').ProjectReflection} project
 * @param {import('typedoc').SomeType | undefined} type
 */
function removeTypeReflections(project, type) {
  type?.visit({ reflection: (reflectionType) => project.removeReflection(reflectionType.declaration) });
}

/**
 * Wires the steps into a TypeDoc application (one run per package).
 * @param {import('typedoc').Application} app
 */
export function showLocalMembers(app) {
  /** @type {Set<string>} */
  let names = new Set();

  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    names = localTypeNames(context.programs, app.options.getValue('entryPoints'));
    for (const name of names) context.inlineType.add(name);
  });

  /**
   * A converter scope that also inlines the utility types.
   * @param {import('typedoc').Context} context
   * @param {import('typedoc').Reflection} reflection
   */
  const resolvingScope = (context, reflection) => {
    const scope = context.withScope(reflection);
    for (const utility of RESOLVED_UTILITIES) scope.inlineType.add(utility);
    return scope;
  };

  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, signature, declaration, tsSignature) => {
    if (!declaration || !tsSignature || !('parameters' in declaration)) return;
    const nodes = /** @type {ts.NodeArray<ts.ParameterDeclaration>} */ (declaration.parameters);
    (signature.parameters ?? []).forEach((parameter, index) => {
      const node = nodes[index]?.type;
      if (!node || !mentionsResolvable(node, names)) return;
      const type = context.converter.convertType(resolvingScope(context, signature), context.checker.getTypeFromTypeNode(node));
      removeTypeReflections(context.project, parameter.type);
      parameter.type = joinObjectLiterals(context.project, type);
    });
  });

  // An alias is converted from its written form, which TypeDoc does not inline, and converting
  // its type as a whole yields a reference to the alias itself: convert its parts. The alias's
  // own type is set after this event, so the result is swapped in when resolving begins.
  /** @type {Map<import('typedoc').DeclarationReflection, import('typedoc').SomeType>} */
  const resolved = new Map();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.TypeAlias)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
    if (!symbol || !declaration || !mentionsResolvable(declaration.type, names)) return;
    const type = context.checker.getDeclaredTypeOfSymbol(symbol);
    if (!type.isUnionOrIntersection()) return;
    const scope = resolvingScope(context, reflection);
    const parts = type.types.map((part) => context.converter.convertType(scope, part));
    resolved.set(reflection, type.isUnion() ? new UnionType(parts) : new IntersectionType(parts));
  });

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const [alias, type] of resolved) {
      removeTypeReflections(context.project, alias.type);
      const joined = joinObjectLiterals(context.project, type);
      if (isObjectLiteral(joined)) {
        // As TypeDoc does for an alias of an object type: its members become the alias's.
        context.project.mergeReflections(joined.declaration, alias);
        delete alias.type;
      } else {
        alias.type = joined;
      }
    }
    resolved.clear();
  });
}
