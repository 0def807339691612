import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers } from './compile';
import { isStylesheet, liveModules } from './liveModules';

const examplesDir = path.resolve(__dirname, '../../examples');

/** Every module a reader edits in the live editor: the examples' own files, not their index.ts. */
function exampleFiles(): string[] {
  return fs
    .readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(examplesDir, dir.name))
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => path.join(dir.name, file)),
    );
}

describe('the live editor', () => {
  it('can import everything the examples import, so a reader\'s first edit runs', () => {
    const files = exampleFiles();
    expect(files).toContain(path.join('node-images', 'NodeImages.tsx'));
    for (const file of files) {
      const source = fs.readFileSync(path.join(examplesDir, file), 'utf8');
      const missing = importedSpecifiers(source).filter((specifier) => !isStylesheet(specifier) && !(specifier in liveModules));
      expect(missing, file).toEqual([]);
    }
  });
});
