/**
 * The search evaluation: readers' questions (tests/support/searchQuestions.ts) typed into the
 * navbar's search box of the built site; the page that answers each must be among the first three
 * results for at least 90 % of them. How the box itself behaves is in search.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, searchBoxReady, test, visit } from '../support/fixtures';
import { searchQuestions } from '../support/searchQuestions';
import { STORYBOOK_GROUPS } from '../../config/storybookStories';

/** The share of questions whose answer must be among the first three results. */
const TARGET = 0.9;
const SHOWN = 3;
/** The plugin's `SearchDocumentType` of a page's keywords. */
const KEYWORDS = 3;

/** What the dropdown renders for one result (the plugin's `SearchResult`, the fields read here). */
interface Result {
  document: { t: string; s?: string; u: string; h?: string };
  type: number;
}

declare global {
  interface Window {
    /** The search worker's answers, by query: recorded by `recordAnswers`. */
    __searchAnswers?: Map<string, Result[]>;
  }
}

/**
 * The dropdown's options carry no link: the plugin keeps each option's result out of the DOM and
 * navigates with the router when one is chosen. So the page records the results as the search
 * worker hands them to the dropdown (Comlink calls over a MessagePort: `search(baseUrl, context,
 * input, limit)`, answered by a message with the same id), and the test checks that the options
 * show them, in that order.
 */
function recordAnswers(): void {
  const answers = new Map<string, Result[]>();
  const asked = new Map<string, string>();
  window.__searchAnswers = answers;
  const post = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: never[]) {
    const call = message as { id?: string; type?: string; path?: string[]; argumentList?: { value?: unknown }[] } | null;
    const input = call?.argumentList?.[2]?.value;
    if (call?.type === 'APPLY' && call.path?.[0] === 'search' && call.id && typeof input === 'string') asked.set(call.id, input);
    return post.call(this, message, ...rest);
  } as typeof post;
  const listen = MessagePort.prototype.addEventListener;
  MessagePort.prototype.addEventListener = function (this: MessagePort, ...args: Parameters<typeof listen>) {
    // Registered before the caller's own listener, so the answer is recorded before the dropdown shows it.
    if (args[0] === 'message') {
      listen.call(this, 'message', (event) => {
        const reply = (event as MessageEvent<{ id?: string; value?: Result[] } | null>).data;
        const input = asked.get(reply?.id ?? '');
        if (input !== undefined) answers.set(input, reply?.value ?? []);
      });
    }
    return listen.apply(this, args);
  } as typeof listen;
}

/** A result's page, as a route under the base path: `docs/guides/labels`. */
const routeOf = (result: Result) => result.document.u.slice(BASE.length).replace(/\/$/, '');

/** Types the query into the box (ready, its index loaded) and returns the first results the dropdown shows. */
async function firstResults(page: Page, box: Locator, query: string): Promise<Result[]> {
  await box.fill(query);
  // The options show the last query's results until this query's arrive: wait for the worker's
  // answer, and for the options to show it, in order. Each shows its result's text cut around the
  // words found ("…"); keywords show their page's title. (One call per question.)
  const answer = await page
    .waitForFunction(
      ({ input, count, keywords }) => {
        const results = window.__searchAnswers?.get(input);
        const options = Array.from(document.querySelectorAll('[role="listbox"] [role="option"]:not(a)'));
        if (!results || options.length !== results.length) return null;
        const first = results.slice(0, count);
        const shown = first.every((result, index) => {
          const text = (result.type === keywords ? result.document.s : result.document.t) ?? '';
          const title = options[index]?.querySelector('[class^="hitTitle"]')?.textContent ?? '';
          const pieces = title.split('…').map((piece) => piece.trim());
          return pieces.join('') !== '' && pieces.every((piece) => text.includes(piece));
        });
        return shown ? first : null;
      },
      { input: query, count: SHOWN, keywords: KEYWORDS },
    )
    .catch((error: unknown) => {
      throw new Error(`"${query}": the options never showed the search worker's results`, { cause: error });
    });
  return (await answer.jsonValue()) as Result[];
}

/**
 * A Storybook story's name as a reader types it: a package's story with the package's name
 * ("edge-curve Basic example": "Basic example" or "Labels" alone could be anything), the core
 * library's alone.
 */
function storyQueries(): { query: string; answers: string[] }[] {
  const all = STORYBOOK_GROUPS.flatMap(({ group, stories }) => stories.map((story) => ({ group, ...story })));
  return all
    .filter((story) => story.page !== null)
    .map(({ group, name, page }) => ({
      query: group.startsWith('@sigma/') ? `${group.replace(/^@sigma\//, '')} ${name}` : name,
      answers: [`docs/${page}`],
    }));
}

for (const [title, questions, target] of [
  ['questions readers asked upstream find their answer among the first three results', searchQuestions, TARGET],
  // Every one: a reader coming from sigma.js's examples knows them by these names (config/storybookStories.ts).
  ['each Storybook story finds the page that answers it among the first three results', storyQueries(), 1],
] as const) {
  test(title, async ({ page }) => {
    await page.addInitScript(recordAnswers);
    await visit(page, `${BASE}docs/start-introduction`);
    const box = await searchBoxReady(page);
    const misses: string[] = [];
    for (const { query, answers } of questions) {
      const got = await firstResults(page, box, query);
      if (!got.some((result) => answers.includes(routeOf(result)))) {
        const shown = got.map((result) => `${routeOf(result)}${result.document.h ?? ''}`).join(' | ') || 'nothing';
        misses.push(`${query} → ${shown} (answer: ${answers.join(' or ')})`);
      }
    }
    const hits = questions.length - misses.length;
    const report = [`${hits}/${questions.length} questions answered in the first ${SHOWN} results`, ...misses].join('\n  ');
    console.log(report);
    expect(hits / questions.length, report).toBeGreaterThanOrEqual(target);
  });
}
