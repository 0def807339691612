/**
 * tsconfig.typedoc.json is TypeDoc's program for each of the ten runs (config/typedoc.ts); JSON cannot import
 * config/apiPackages.ts, so its `files` are written out, and this keeps them the packages that file holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPackages } from './apiPackages';
import { typedocPlugin } from './typedoc';

const siteDir = path.resolve(__dirname, '..');

describe('tsconfig.typedoc.json', () => {
  it('lists the entry point of every package of config/apiPackages.ts, in its order, and nothing else', () => {
    const tsconfig = JSON.parse(fs.readFileSync(path.join(siteDir, 'tsconfig.typedoc.json'), 'utf8')) as { files: string[] };
    const entryPoints = apiPackages.flatMap((pkg) => (typedocPlugin(pkg) as [string, { entryPoints: string[] }])[1].entryPoints);
    expect(entryPoints).toHaveLength(apiPackages.length);
    expect(tsconfig.files, `set "files" of tsconfig.typedoc.json to ${JSON.stringify(entryPoints)}`).toEqual(entryPoints);
    for (const file of entryPoints) expect(fs.existsSync(path.join(siteDir, file)), file).toBe(true);
  });
});
