import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Guards ./chunkLoadFailure.tsx. It handles the one chunk failure Docusaurus
 * leaves uncaught, the page's own code failing before the app starts (the
 * client entry's `preload(...)` has no `catch`), and tells "before" from
 * "after" by Docusaurus' internal `window.docusaurusRoot`, which the client
 * entry sets when it starts React.
 */
const PATCH = 'src/clientModules/chunkLoadFailure.tsx (a chunk that fails on first load)';
const entry = fs.readFileSync(path.join(process.cwd(), 'node_modules/@docusaurus/core/lib/client/clientEntry.js'), 'utf8');

describe(PATCH, () => {
  it('the client entry still leaves a failed first preload uncaught (the case the module handles)', () => {
    const start = /preload\(window\.location\.pathname\)[\s\S]*?\n {4}\}\);/.exec(entry)?.[0];
    expect(start, `${PATCH}: the client entry no longer starts with preload(window.location.pathname).then(...)`).toBeDefined();
    expect(
      start,
      `${PATCH}: the client entry now handles a failed preload itself; check whether the module is still needed`,
    ).not.toMatch(/\.catch\(|, \(?\w*\)? =>/);
  });

  it('the client entry sets window.docusaurusRoot when it starts React, hydrating or rendering', () => {
    expect(entry, `${PATCH}: window.docusaurusRoot is no longer set by hydrateRoot`).toMatch(
      /window\.docusaurusRoot = ReactDOM\.hydrateRoot\(/,
    );
    expect(entry, `${PATCH}: window.docusaurusRoot is no longer set by createRoot`).toMatch(/window\.docusaurusRoot = root;/);
  });
});
