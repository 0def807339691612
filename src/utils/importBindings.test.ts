import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames } from './importBindings';
import { readImportedNames } from './moduleImports';

const examplesDir = path.resolve(__dirname, '../examples');

function exampleFiles(dir = examplesDir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? exampleFiles(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
}

describe('importedNames', () => {
  it('maps each local name to its module and exported name', () => {
    const code = [
      "import Graph from 'graphology';",
      "import { SigmaContainer, useSigma as use, type SigmaContainerProps } from '@react-sigma/core';",
      "import type { Settings } from 'sigma/settings';",
      "import * as layouts from './layouts';",
      "import '@react-sigma/core/lib/style.css';",
      'const text = \'import { no } from "nowhere"\';',
    ].join('\n');
    const names = importedNames(code);
    expect([...names.keys()]).toEqual(['Graph', 'SigmaContainer', 'use', 'SigmaContainerProps', 'Settings', 'layouts']);
    expect(names.get('use')).toEqual({ local: 'use', imported: 'useSigma', specifier: '@react-sigma/core' });
    expect(names.get('Graph')?.imported).toBe('default');
    expect(names.get('layouts')?.imported).toBe('*');
  });

  it('reads code that does not parse yet, as a reader types it', () => {
    expect(importedNames("import { useSigma } from '@react-sigma/core';\nconst x = (").has('useSigma')).toBe(true);
  });

  it('agrees with the exact reader (sucrase and es-module-lexer) on every example', async () => {
    const files = exampleFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const light: Record<string, string[]> = {};
      for (const { specifier, imported } of importedNames(source).values()) (light[specifier] ??= []).push(imported);
      const exact = Object.fromEntries(
        Object.entries(await readImportedNames(source, { fileName: file })).filter(([, list]) => list.length > 0),
      );
      expect(light, path.relative(examplesDir, file)).toEqual(exact);
    }
  });
});
