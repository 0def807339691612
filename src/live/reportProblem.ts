import { projectVersions } from './project/versions';

/**
 * "Report a problem": the address of a new GitHub issue prefilled (`/issues/new?title=…&body=…`, as
 * GitHub documents in "Creating an issue from a URL query") with what a maintainer needs to see the
 * problem again. Loaded when the reader clicks the link (src/components/GraphExample/CodeToolbar.tsx).
 */

/**
 * The longest address the link gets. GitHub answers a longer one with "414 URI Too Long" (its docs
 * say so, without the figure); the limit reported to them is 8,191 bytes (github/docs issue 5136),
 * and the address is percent-encoded ASCII, one byte a character. 8,000 keeps a margin under it.
 */
export const MAX_URL_LENGTH = 8000;

export interface ProblemReport {
  /** The repository's address, `https://github.com/<owner>/<name>`. */
  repository: string;
  /** What the code is: "Load a graph (load-graph/Dataset.tsx)", "the playground". */
  about: string;
  /** The page's address. */
  page: string;
  /** `navigator.userAgent`. */
  browser: string;
  /** Package name → the version the page runs. */
  packages: Readonly<Record<string, string>>;
  /** The code as the editor shows it. */
  code: string;
  /** Whether the reader changed it. */
  edited: boolean;
  /** The error the frame shows, if any. */
  error?: string;
}

/** A fence longer than any run of backticks in `text`, so that the text cannot close it. */
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  return '`'.repeat(longest + 1);
}

function block(text: string, language = ''): string {
  const marks = fence(text);
  return `${marks}${language}\n${text.replace(/\n$/, '')}\n${marks}`;
}

/** What a report says when the code does not fit in the address. */
export const CODE_TOO_LONG =
  'The code is too long to travel in this link. Please attach it: press **Download project** above the code, pick **Vite + React**, and drop the zip into this box.';

function body(report: ProblemReport, code: string | null, error: string | undefined): string {
  const packages = Object.entries(report.packages)
    .map(([name, version]) => `- ${name} ${version}`)
    .join('\n');
  return [
    '<!-- What did you do, what did you expect, and what happened instead? -->',
    '',
    '',
    '### Where',
    '',
    `- Page: ${report.page}`,
    `- Example: ${report.about}`,
    '',
    '### Versions (as the page runs them)',
    '',
    packages,
    '',
    '### Browser',
    '',
    report.browser,
    ...(error ? ['', '### Error shown in the frame', '', block(error)] : []),
    '',
    report.edited ? '### The code, as I edited it' : '### The code',
    '',
    code === null ? CODE_TOO_LONG : block(code, 'tsx'),
    '',
  ].join('\n');
}

function address(repository: string, title: string, text: string): string {
  return `${repository}/issues/new?${new URLSearchParams({ title, body: text }).toString()}`;
}

/**
 * The new issue's address: the title, and a body with the page, the example, the package versions,
 * the browser, the frame's error and the code in a fenced block. When that is longer than
 * `maxLength`, the code gives way to how to attach the downloaded project; if it is still too long,
 * the error is cut to fit, its end marked.
 */
export function reportUrl(report: ProblemReport, maxLength: number = MAX_URL_LENGTH): string {
  const title = `Problem with ${report.about}`;
  const full = address(report.repository, title, body(report, report.code, report.error));
  if (full.length <= maxLength) return full;
  const withoutCode = address(report.repository, title, body(report, null, report.error));
  if (withoutCode.length <= maxLength || !report.error) return withoutCode;
  // The longest start of the error that fits, found by halving.
  const cut = (length: number) =>
    address(report.repository, title, body(report, null, `${report.error!.slice(0, length)}… (cut to fit the link)`));
  let low = 0;
  let high = report.error.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (cut(middle).length <= maxLength) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}

/** The npm package a module specifier names: `@react-sigma/core/lib/x` → `@react-sigma/core`, `graphology` → `graphology`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Packages every report names, whatever the code imports. */
const ALWAYS = ['react', 'react-dom', 'sigma', 'graphology', '@react-sigma/core'];

/**
 * The versions a report gives: React, sigma, graphology and @react-sigma/core, and every other
 * package the code imports (read from its `from '…'` and `import('…')` specifiers) that the site
 * knows a version of, sorted by name.
 */
export function reportPackages(code: string, versions: Readonly<Record<string, string>>): Record<string, string> {
  const names = new Set(ALWAYS);
  for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'".][^'"]*)['"]/g))
    names.add(packageOf(specifier!));
  return Object.fromEntries(
    [...names]
      .filter((name) => versions[name] !== undefined)
      .sort()
      .map((name) => [name, versions[name]!]),
  );
}

/** The error a graph frame shows (src/live/ErrorMessage.tsx: a title, then the message), if it shows one. */
export function frameError(frame: Element | null | undefined): string | undefined {
  const alert = frame?.querySelector('[role="alert"]');
  if (!alert) return undefined;
  const parts = [alert.querySelector('strong')?.textContent, alert.querySelector('pre')?.textContent].filter(Boolean);
  return (parts.length > 0 ? parts.join('\n') : alert.textContent?.trim()) || undefined;
}

export interface PageProblem {
  repository: string;
  about: string;
  code: string;
  edited: boolean;
  /** The graph frame the code draws in. */
  frame: Element | null | undefined;
}

/** Opens the new issue in a new tab, with what the page shows now. */
export function openReport({ repository, about, code, edited, frame }: PageProblem): void {
  const url = reportUrl({
    repository,
    about,
    page: window.location.href,
    browser: navigator.userAgent,
    packages: reportPackages(code, projectVersions()),
    code,
    edited,
    error: frameError(frame),
  });
  window.open(url, '_blank', 'noopener');
}
