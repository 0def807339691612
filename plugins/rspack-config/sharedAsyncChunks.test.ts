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
  });
});
