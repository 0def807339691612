import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers } from '../src/utils/moduleImports';
import { modulePaths, siteModule } from './modulePaths';

const siteDir = path.resolve(__dirname, '..');

/** The file or folder a path names, as the bundler resolves an import of it (extension and `/index` optional). */
function onDisk(file: string): string | undefined {
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => `${file}${ending}`)
    .find((candidate) => fs.existsSync(path.join(siteDir, candidate)));
}

async function importsOf(file: string): Promise<string[]> {
  return importSpecifiers(fs.readFileSync(path.join(siteDir, file), 'utf8'), { fileName: file });
}

describe('modulePaths', () => {
  it.each(Object.entries(modulePaths))('%s names a file of the site: %s', (_name, file) => {
    expect(onDisk(file), `${file} is gone: change config/modulePaths.ts with the rename`).toBeDefined();
  });

  it('names the modules the page scripts list as the pages import them', async () => {
    expect(await importsOf(onDisk(modulePaths.graphExampleLiveParts)!)).toEqual(
      expect.arrayContaining([siteModule(modulePaths.liveExample), siteModule(modulePaths.codeEditor)]),
    );
    expect(await importsOf(modulePaths.playgroundPage)).toEqual(
      expect.arrayContaining([siteModule(modulePaths.playgroundLive), siteModule(modulePaths.playgroundGenerators)]),
    );
  });
});
