import { literalLength, messagePattern, parseTemplate } from '../../src/data/errorTemplates';
import type { ExtractedMessage } from './extract';

export { parseTemplate };

/** What the matching needs of an entry of src/data/errorIndex.ts. */
export interface EntryLike {
  id: string;
  messages: readonly string[];
  example?: string;
}

export interface Assignment {
  /** Entry id → the extracted messages it explains, in the packages' order. */
  byEntry: Map<string, ExtractedMessage[]>;
  /** Everything wrong, each as a sentence that says what to do; empty when the registry fits the packages. */
  problems: string[];
}

/**
 * Gives each message in scope to the entry whose template matches it with the
 * most literal text (a template matches a message when its run-time parts can
 * stand for the message's text, placeholders included), and lists what does
 * not fit: messages no entry explains, messages two entries claim equally,
 * templates that match no message, and examples that match none of their
 * entry's templates.
 */
export function assignEntries(messages: readonly ExtractedMessage[], entries: readonly EntryLike[]): Assignment {
  const byEntry = new Map<string, ExtractedMessage[]>(entries.map((entry) => [entry.id, []]));
  const problems: string[] = [];
  const templates = entries.flatMap((entry) =>
    entry.messages.map((text) => {
      const parts = parseTemplate(text);
      return { entry, text, pattern: messagePattern(parts), weight: literalLength(parts), used: false };
    }),
  );

  const ids = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.id)) problems.push(`Two entries have the id "${entry.id}": anchors must be unique.`);
    ids.add(entry.id);
  }

  for (const message of messages) {
    const matching = templates.filter((template) => template.pattern.test(message.template));
    if (matching.length === 0) {
      problems.push(`No entry explains this ${message.packageName} message: ${message.errorClass}: ${message.template}`);
      continue;
    }
    const best = Math.max(...matching.map((template) => template.weight));
    const winners = [...new Set(matching.filter((template) => template.weight === best).map((template) => template.entry))];
    if (winners.length > 1) {
      problems.push(
        `Entries ${winners.map((entry) => `"${entry.id}"`).join(' and ')} both claim this ${message.packageName} message: ${message.template} (make one template more specific)`,
      );
      continue;
    }
    for (const template of matching) if (template.weight === best) template.used = true;
    byEntry.get(winners[0]!.id)!.push(message);
  }

  for (const template of templates) {
    if (!template.used) {
      problems.push(`Entry "${template.entry.id}" lists a message the installed packages no longer throw: ${template.text}`);
    }
  }
  for (const entry of entries) {
    if (entry.example === undefined) continue;
    const own = byEntry.get(entry.id) ?? [];
    if (!own.some((message) => messagePattern(message.parts).test(entry.example!))) {
      problems.push(`The example of entry "${entry.id}" is not one of its messages: ${entry.example}`);
    }
  }
  return { byEntry, problems };
}
