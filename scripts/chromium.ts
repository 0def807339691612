import fs from 'node:fs';

/** An explicit CHROMIUM_PATH first, then `paths`. */
const withOverride = (env: NodeJS.ProcessEnv, paths: string[]): string[] =>
  [env.CHROMIUM_PATH, ...paths].filter((candidate): candidate is string => Boolean(candidate));

/** The bench's candidates: an explicit CHROMIUM_PATH, then Debian's browser. */
export const chromiumCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  withOverride(env, ['/usr/bin/chromium', '/usr/bin/chromium-browser']);

/**
 * The browser tests' candidates: an explicit CHROMIUM_PATH, then Debian's Chromium headless shell (package
 * chromium-headless-shell): the same Chromium build, without the browser's windows and UI, as Playwright's own
 * headless runs use. The example pages' specs took 109–116 s in it against 123–130 s in the full browser (two
 * workers, the same build).
 */
export const testChromiumCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  withOverride(env, ['/usr/bin/chromium-headless-shell']);

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
