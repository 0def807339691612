import fs from 'node:fs';

/** Candidates in order: an explicit CHROMIUM_PATH, then Debian's package. */
export const chromiumCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((candidate): candidate is string =>
    Boolean(candidate),
  );

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Chromium build, without the
 * browser's windows and UI, as Playwright's own headless runs use. The browser tests drive it: the example
 * pages' specs took 109–116 s in it against 123–130 s in the full browser (two workers, the same build).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Candidates for the browser tests: an explicit CHROMIUM_PATH, then the headless shell. */
export const testChromiumCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  [env.CHROMIUM_PATH, HEADLESS_SHELL].filter((candidate): candidate is string => Boolean(candidate));

function firstFound(candidates: string[], install: string): string {
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium found. Install Debian's package (\`apt-get install -y ${install}\`) or set CHROMIUM_PATH. ` +
        '`npm test` installs it by itself when run as root on Debian.',
    );
  }
  return found;
}

/** The Chromium a reader runs, for the bench (Lighthouse); throws a message that says how to get one. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return firstFound(chromiumCandidates(env), 'chromium');
}

/** The Chromium the browser tests drive (the headless shell unless CHROMIUM_PATH names another). */
export function testChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return firstFound(testChromiumCandidates(env), 'chromium-headless-shell');
}

/** Flags for Debian's Chromium, headless, on a machine with no network but loopback. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];
