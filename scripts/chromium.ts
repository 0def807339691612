import fs from 'node:fs';

/** Candidates in order: an explicit CHROMIUM_PATH, then Debian's package. */
export const chromiumCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((candidate): candidate is string =>
    Boolean(candidate),
  );

/** The Chromium the browser tests drive; throws a message that says how to get one. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const found = chromiumCandidates(env).find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (`apt-get install -y chromium`) or set CHROMIUM_PATH. " +
        '`npm test` installs it by itself when run as root on Debian.',
    );
  }
  return found;
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
