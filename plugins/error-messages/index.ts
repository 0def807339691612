import type { LoadContext, Plugin } from '@docusaurus/types';
import { errorIndex } from '../../src/data/errorIndex';
import type { ExtractedMessage } from './extract';
import { assignEntries } from './match';
import { exclusionOf, outOfScope } from './scope';
import { scanPackages } from './sources';

/** One message as the error index page shows it. */
export interface IndexedMessage {
  packageName: string;
  errorClass: string;
  template: string;
}

/** What the page imports from `@generated/error-messages/default/errorIndex.json`. */
export interface ErrorIndexData {
  /** Entry id → its messages, read from the installed packages. */
  entries: Record<string, IndexedMessage[]>;
  /** Messages left out of the index, counted by the rule that leaves them out. */
  excluded: { id: string; reason: string; count: number }[];
  /** Packages scanned, in the order they were read. */
  packages: string[];
}

/** The page's data, or the list of what does not fit (then the build must stop). */
export function buildErrorIndex(
  messages: readonly ExtractedMessage[],
  packages: readonly string[],
): { data: ErrorIndexData; problems: string[] } {
  const inScope = messages.filter((message) => exclusionOf(message) === undefined);
  const { byEntry, problems } = assignEntries(inScope, errorIndex);
  const strip = ({ packageName, errorClass, template }: ExtractedMessage): IndexedMessage => ({
    packageName,
    errorClass,
    template,
  });
  return {
    problems,
    data: {
      entries: Object.fromEntries([...byEntry].map(([id, list]) => [id, list.map(strip)])),
      excluded: outOfScope.map((rule) => ({
        id: rule.id,
        reason: rule.reason,
        count: messages.filter((message) => exclusionOf(message) === rule).length,
      })),
      packages: [...packages],
    },
  };
}

/**
 * Reads every error message sigma, graphology (with the layouts react-sigma
 * uses) and the @react-sigma packages throw, from their installed code, and
 * hands them to the error index page as a generated module. The build stops
 * when src/data/errorIndex.ts no longer fits the packages: a message without
 * an explanation, or an explanation of a message that is gone.
 */
export default function errorMessagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'error-messages',
    loadContent() {
      const { messages, packages } = scanPackages(context.siteDir);
      const { data, problems } = buildErrorIndex(messages, packages);
      if (problems.length > 0) {
        throw new Error(
          `error-messages: src/data/errorIndex.ts does not fit the installed packages:\n- ${problems.join('\n- ')}`,
        );
      }
      return data;
    },
    async contentLoaded({ content, actions }) {
      await actions.createData('errorIndex.json', JSON.stringify(content));
    },
  };
}
