import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PATCH = 'plugins/rspack-config/sharedAsyncChunks.ts (chunks for code shared by lazy chunks)';

describe(`${PATCH}: guard against the installed Docusaurus`, () => {
  it("Docusaurus still turns the bundler's default chunk sharing off", () => {
    const base = fs.readFileSync(path.join(process.cwd(), 'node_modules/@docusaurus/core/lib/webpack/base.js'), 'utf8');
    expect(base, `${PATCH}: Docusaurus' splitChunks cacheGroups changed; measure whether the extra group still pays`).toMatch(
      /cacheGroups: \{\s*\/\/ Disable the built-in cacheGroups\s*default: false,/,
    );
    expect(base, `${PATCH}: Docusaurus' page-wide group is no longer \`common\`; turn the new one off instead`).toMatch(
      /common: \{\s*name: 'common',\s*minChunks: totalPages > 2 \? totalPages \* 0\.5 : 2,/,
    );
  });
});
