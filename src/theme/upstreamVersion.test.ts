import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedVersion } from '../../config/versions';

/**
 * Each swizzled file names the Docusaurus version it wraps or was ejected from. That version is a
 * record, not a claim about the site, but it must be the installed one: after an upgrade, this
 * test fails until each file has been compared with the new upstream and its header updated.
 */
describe('swizzled theme files', () => {
  it('name the installed Docusaurus as their upstream', () => {
    const themeDir = __dirname;
    const files = (fs.readdirSync(themeDir, { recursive: true }) as string[]).filter(
      (file) => /\.(tsx?|md)$/.test(file) && !file.endsWith('.test.ts'),
    );
    const named: string[] = [];
    const wrong: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(themeDir, file), 'utf8');
      for (const match of text.matchAll(/(Docusaurus|@docusaurus\/[\w-]+) v?(\d+\.\d+\.\d+)/g)) {
        const pkg = match[1] === 'Docusaurus' ? '@docusaurus/core' : match[1]!;
        named.push(file);
        const installed = installedVersion(pkg);
        if (match[2] !== installed) wrong.push(`${file}: ${match[0]} (installed: ${installed})`);
      }
    }
    expect(named.length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});
