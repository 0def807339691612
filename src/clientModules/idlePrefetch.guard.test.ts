import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Guards ./idlePrefetch.ts, which replaces `window.docusaurus` (Docusaurus'
 * internal global) with a copy whose `prefetch` queues the calls for idle time.
 * It relies on @docusaurus/core's client: the app assigns the global after the
 * client modules have run (so the module's setter sees the assignment), and
 * `<Link>` reads `window.docusaurus.prefetch` at each call.
 */
const PATCH = 'src/clientModules/idlePrefetch.ts (window.docusaurus.prefetch queued for idle time)';
const client = path.join(process.cwd(), 'node_modules/@docusaurus/core/lib/client');
const read = (file: string) => fs.readFileSync(path.join(client, file), 'utf8');

describe(PATCH, () => {
  it('the client entry assigns window.docusaurus, after importing the app and with it the client modules', () => {
    const entry = read('clientEntry.js');
    expect(entry, `${PATCH}: clientEntry.js no longer assigns window.docusaurus`).toMatch(
      /\n\s*window\.docusaurus = docusaurus;/,
    );
    expect(entry, `${PATCH}: clientEntry.js no longer imports the app (and the client modules) first`).toMatch(
      /^import App from '\.\/App';$/m,
    );
    expect(read('App.js'), `${PATCH}: the app no longer imports the client modules`).toContain(
      "import '@generated/client-modules';",
    );
  });

  it('Link prefetches and preloads through window.docusaurus at each call', () => {
    const link = read('exports/Link.js');
    expect(
      link.match(/window\.docusaurus\.prefetch\(targetLink\)/g)?.length,
      `${PATCH}: Link no longer calls window.docusaurus.prefetch`,
    ).toBeGreaterThan(0);
    expect(link, `${PATCH}: Link no longer calls window.docusaurus.preload`).toContain('window.docusaurus.preload(targetLink)');
  });

  it('window.docusaurus is the { prefetch, preload } object the module copies', () => {
    expect(read('docusaurus.js'), `${PATCH}: the shape of window.docusaurus changed`).toMatch(
      /const docusaurus = \{\s*prefetch,\s*preload,\s*\};/,
    );
  });
});
