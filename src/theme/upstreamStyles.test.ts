import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Ejects import upstream's CSS modules from inside @docusaurus/theme-classic
 * (`@docusaurus/theme-classic/lib/theme/…/styles.module.css`) rather than a
 * copy, so they look exactly like the components they stand beside. Those
 * paths and class names are internals of the theme: this fails, naming the
 * file that imports them, when an upgrade moves a file or drops a class.
 */

const srcDir = path.join(process.cwd(), 'src');
const modules = path.join(process.cwd(), 'node_modules');
const UPSTREAM_CSS = /import\s+(\w+)\s+from\s+'(@docusaurus\/[^']+\.module\.css)'/g;

/** `styles.codeBlock`, not the `/styles.module.css` of an import path. */
const classUses = (name: string) => new RegExp(`(?<![\\w/.-])${name}\\.(\\w+)`, 'g');

function sourceFiles(): string[] {
  return (fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' }) as string[]).filter(
    (file) => /\.(tsx?|jsx?)$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
}

const imports = sourceFiles().flatMap((file) => {
  const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
  return [...text.matchAll(UPSTREAM_CSS)].map(([, name, request]) => {
    const used = [...text.matchAll(classUses(name!))].map((match) => match[1]!);
    return { file: `src/${file}`, request: request!, used: [...new Set(used)] };
  });
});

describe("imports of theme-classic's internal CSS modules", () => {
  it('finds them (the ejects use upstream styles)', () => {
    expect(imports.map(({ file }) => file).sort()).toEqual(
      ['src/theme/CodeBlock/Content/String.tsx', 'src/theme/TabItem/index.tsx', 'src/theme/Tabs/index.tsx'].map((file) =>
        path.normalize(file),
      ),
    );
  });

  it.each(imports.map((entry) => [entry.file, entry] as const))(
    '%s: the module exists and has every class it uses',
    (file, { request, used }) => {
      const cssFile = path.join(modules, request);
      expect(fs.existsSync(cssFile), `${file} imports ${request}, which the installed theme no longer has`).toBe(true);
      const css = fs.readFileSync(cssFile, 'utf8');
      // Upstream's own components may name a class their CSS lacks (CodeBlock's `codeButton`): so may the eject.
      const upstreamUses = fs
        .readdirSync(path.dirname(cssFile))
        .filter((name) => name.endsWith('.js'))
        .flatMap((name) =>
          [...fs.readFileSync(path.join(path.dirname(cssFile), name), 'utf8').matchAll(classUses('styles'))].map(
            (match) => match[1]!,
          ),
        );
      const missing = used.filter((name) => !new RegExp(`\\.${name}\\b`).test(css) && !upstreamUses.includes(name));
      expect(missing, `${file} uses classes that ${request} no longer defines`).toEqual([]);
      expect(used.length).toBeGreaterThan(0);
    },
  );
});
