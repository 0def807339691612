/**
 * Where the WebKit tests (tests/webkit) find Safari's engine: Debian's WebKitGTK, whose
 * `WebKitWebDriver` (package webkit2gtk-driver) speaks W3C WebDriver and starts the
 * `MiniBrowser` that ships with the library (package libwebkit2gtk-4.1-0, a dependency).
 * Playwright's own WebKit build cannot be downloaded here.
 */
import fs from 'node:fs';
import { xvfbCandidates } from './virtualDisplay';

/** Candidates in order: an explicit WEBKIT_DRIVER_PATH, then Debian's package. */
export const webkitDriverCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  [env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'].filter((candidate): candidate is string => Boolean(candidate));

/**
 * Candidates in order: an explicit WEBKIT_BROWSER_PATH, then where Debian and Ubuntu put
 * MiniBrowser on x86-64 and on arm64 (the library's private folder, not on PATH).
 */
export const miniBrowserCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  [
    env.WEBKIT_BROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  ].filter((candidate): candidate is string => Boolean(candidate));

const HOW_TO_INSTALL =
  "Install Debian's packages (`apt-get install -y webkit2gtk-driver xvfb`) or set WEBKIT_DRIVER_PATH and " +
  'WEBKIT_BROWSER_PATH. `npm test` installs them by itself when run as root on Debian.';

function firstExisting(candidates: string[], what: string): string {
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`No ${what} found (looked for ${candidates.join(', ')}). ${HOW_TO_INSTALL}`);
  return found;
}

/** The WebDriver server the WebKit tests start; throws a message that says how to get one. */
export function webkitDriverPath(env: NodeJS.ProcessEnv = process.env): string {
  return firstExisting(webkitDriverCandidates(env), 'WebKitWebDriver');
}

/** The browser WebKitWebDriver starts for a session. */
export function miniBrowserPath(env: NodeJS.ProcessEnv = process.env): string {
  return firstExisting(miniBrowserCandidates(env), "WebKitGTK's MiniBrowser");
}

/** What the WebKit tests need that is missing on this machine (empty when nothing is). */
export function missingForWebKit(env: NodeJS.ProcessEnv = process.env, exists = fs.existsSync): string[] {
  const missing: string[] = [];
  if (!webkitDriverCandidates(env).some((candidate) => exists(candidate))) missing.push('WebKitWebDriver (webkit2gtk-driver)');
  if (!miniBrowserCandidates(env).some((candidate) => exists(candidate))) missing.push('MiniBrowser (libwebkit2gtk-4.1-0)');
  if (!xvfbCandidates.some((candidate) => exists(candidate))) missing.push('Xvfb (xvfb)');
  return missing;
}

/**
 * The capabilities of a new session. WebKitWebDriver matches `browserName` against the
 * browser it starts (MiniBrowser reports itself as "MiniBrowser"), so none is asked for;
 * `--automation` lets the browser be driven (it then uses an ephemeral session: no
 * profile, cookies or cache left behind).
 */
export function webkitCapabilities(browser: string): Record<string, unknown> {
  return {
    'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
    // Pages and scripts of the site on loopback: a page load past 30 s is a failure, not a wait.
    timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 },
  };
}
