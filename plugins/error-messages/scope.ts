import type { ExtractedMessage } from './extract';

/**
 * Which extracted messages the error index must explain. A message is in
 * scope unless one of these rules leaves it out; each rule says why a reader of
 * react-sigma does not meet the message. Tested in scope.test.ts.
 */
export interface ScopeRule {
  id: string;
  /** Why the messages it matches are left out, as the error index page says it. */
  reason: string;
  matches: (message: ExtractedMessage) => boolean;
}

export const outOfScope: readonly ScopeRule[] = [
  {
    id: 'transpiler-helpers',
    reason:
      "thrown by the helpers a compiler inlines into a package's build (Babel names them with a leading underscore, such as `_classCallCheck`): they report a misuse of the language, not of the library",
    matches: (message) => message.functionName.startsWith('_'),
  },
  {
    id: 'graphology-argument-types',
    reason:
      "graphology's `InvalidArgumentsGraphError`s other than those of `Graph.import`: each reports an argument of the wrong type (a callback that is not a function, attributes that are not an object, an unknown option), which graphology's TypeScript types reject before the code runs. `Graph.import` stays in: react-sigma's `useLoadGraph` hands it your data, which often comes from a parsed file the compiler cannot check",
    matches: (message) =>
      message.packageName === 'graphology' &&
      message.errorClass === 'InvalidArgumentsGraphError' &&
      !message.template.startsWith('Graph.import:'),
  },
];

/** The first rule that leaves `message` out, if any. */
export function exclusionOf(message: ExtractedMessage): ScopeRule | undefined {
  return outOfScope.find((rule) => rule.matches(message));
}

export function inScope(message: ExtractedMessage): boolean {
  return exclusionOf(message) === undefined;
}
