import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as slimPrism from '../../src/prism';
import { THEME_FILES } from './prismAlias';

const PATCH = 'plugins/rspack-config/prismAlias.ts (src/prism in place of prism-react-renderer)';
const modules = path.join(process.cwd(), 'node_modules');
const themes = ['@docusaurus/theme-classic/lib', '@docusaurus/theme-common/lib'];

interface Importer {
  file: string;
  names: string[];
}

/** The browser-side files of the themes that import prism-react-renderer, and the names they import. */
function themeImports(): { esm: Importer[]; commonJs: string[] } {
  const esm: Importer[] = [];
  const commonJs: string[] = [];
  for (const theme of themes) {
    const dir = path.join(modules, theme);
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]) {
      if (!file.endsWith('.js')) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      if (!text.includes('prism-react-renderer')) continue;
      const relative = path.join(theme, file);
      if (/require\(["']prism-react-renderer["']\)/.test(text)) commonJs.push(relative);
      for (const match of text.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+["']prism-react-renderer["']/g)) {
        if (match[1]) continue;
        const clause = match[2]!;
        const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
        const names = named
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((part) => part.split(/\s+as\s+/)[0]!);
        const rest = clause
          .replace(/\{[^}]*\}/, '')
          .replace(/,/g, '')
          .trim();
        // A default or namespace import: every export may be used.
        if (rest) names.push(rest.startsWith('*') ? '*' : 'default');
        esm.push({ file: relative, names });
      }
    }
  }
  return { esm, commonJs };
}

describe(PATCH, () => {
  const { esm, commonJs } = themeImports();

  it('finds the theme files that import prism-react-renderer', () => {
    expect(esm.length, `${PATCH}: the theme no longer imports prism-react-renderer; remove the alias`).toBeGreaterThan(0);
    for (const { file } of esm)
      expect(THEME_FILES.test(path.join(modules, file)), `${PATCH}: the alias does not apply to ${file}`).toBe(true);
  });

  it('src/prism exports every name the theme imports', () => {
    const exported = new Set(Object.keys(slimPrism));
    const missing = esm.flatMap(({ file, names }) =>
      names.filter((name) => !exported.has(name)).map((name) => `${name} (${file})`),
    );
    expect(missing, `${PATCH}: the theme imports names src/prism does not export`).toEqual([]);
  });

  it('the theme requires the real package only in Node (its options validation), never in the browser bundle', () => {
    expect(commonJs, `${PATCH}: a CommonJS require of prism-react-renderer moved`).toEqual([
      '@docusaurus/theme-classic/lib/options.js',
    ]);
  });
});
