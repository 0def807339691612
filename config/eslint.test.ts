/**
 * @docusaurus/eslint-plugin runs on the @typescript-eslint/utils of typescript-eslint 8 (an override in
 * package.json: the plugin's own range, ^5, wants ESLint 8 at most). This runs the site's ESLint config on
 * a small page: the plugin's rules must still load and report, or the override has broken them.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '..');

const page = `import React from 'react';

export function Page() {
  return (
    <div>
      <h2>Title</h2>
      <a href="/react-sigma/docs/start/introduction">Start</a>
      <a href="https://www.sigmajs.org">sigma.js</a>
    </div>
  );
}
`;

describe('ESLint config (eslint.config.mjs)', () => {
  it("runs @docusaurus/eslint-plugin's rules: an <hn> and a relative <a> are reported, each by its rule", async () => {
    const eslint = new ESLint({ cwd: siteDir, overrideConfigFile: path.join(siteDir, 'eslint.config.mjs') });
    const [result] = await eslint.lintText(page, { filePath: path.join(siteDir, 'src/components/LintProbe/index.tsx') });
    const reported = result!.messages.map((message) => `${message.line}: ${message.ruleId}`);
    // The absolute link is reported too: the rule's option `ignoreFullyResolved` is off in the recommended set.
    expect(reported).toEqual([
      '6: @docusaurus/prefer-docusaurus-heading',
      '7: @docusaurus/no-html-links',
      '8: @docusaurus/no-html-links',
    ]);
    expect(result!.messages.every((message) => !message.fatal)).toBe(true);
  });
});
