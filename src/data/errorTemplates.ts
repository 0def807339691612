/**
 * Message templates, as the error index writes them (`Graph.${method}: could not find the "${node}" node.`):
 * each `${…}` stands for a part computed at run time. Shared by the build, which gives each message of
 * the installed packages to an entry (plugins/error-messages), and by the live frames, which find the
 * entry of an error a reader's code threw (src/live/ErrorExplanation.tsx). No TypeScript compiler here:
 * this module ships to the browser.
 */

/** One piece of a message: literal text, or a part computed at run time (`expression` is its source text). */
export type MessagePart = string | { expression: string };

/** Splits a template (`Graph.${method}: …`) into its literal and run-time parts. */
export function parseTemplate(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = text;
  for (let start = rest.indexOf('${'); start !== -1; start = rest.indexOf('${')) {
    const end = rest.indexOf('}', start);
    if (end === -1) break;
    if (start > 0) parts.push(rest.slice(0, start));
    parts.push({ expression: rest.slice(start + 2, end) });
    rest = rest.slice(end + 1);
  }
  if (rest) parts.push(rest);
  return parts;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A regular expression that matches every message the template can produce (a run-time part matches any text). */
export function messagePattern(parts: readonly MessagePart[]): RegExp {
  return new RegExp(`^${parts.map((part) => (typeof part === 'string' ? escapeRegExp(part) : '[\\s\\S]*?')).join('')}$`);
}

/** How much of a template is literal text: the longer, the more specific. */
export function literalLength(parts: readonly MessagePart[]): number {
  return parts.reduce((sum, part) => sum + (typeof part === 'string' ? part.length : 0), 0);
}

/**
 * The entry that explains a message as a reader saw it: of the entries with a template that
 * matches it, the one whose template has the most literal text; `undefined` when none matches.
 */
export function entryForMessage<Entry extends { messages: readonly string[] }>(
  message: string,
  entries: readonly Entry[],
): Entry | undefined {
  const text = message.trim();
  let best: { entry: Entry; weight: number } | undefined;
  for (const entry of entries) {
    for (const template of entry.messages) {
      const parts = parseTemplate(template);
      const weight = literalLength(parts);
      if ((!best || weight > best.weight) && messagePattern(parts).test(text)) best = { entry, weight };
    }
  }
  return best?.entry;
}
