import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TSLIB_HELPERS, UTILS_COMMON } from './utilsCommonTslib';

const PATCH = 'plugins/rspack-config/utilsCommonTslib.ts (tslib helpers for @docusaurus/utils-common)';

describe(PATCH, () => {
  const helpers = createRequire(__filename)(TSLIB_HELPERS) as Record<string, (mod: unknown) => unknown>;
  const realTslib = createRequire(__filename)('tslib') as Record<string, (mod: unknown) => unknown>;
  const libDir = path.join(process.cwd(), 'node_modules/@docusaurus/utils-common/lib');

  it('has every helper that utils-common calls', () => {
    const files = fs.readdirSync(libDir).filter((file) => file.endsWith('.js'));
    const used = new Set(
      files.flatMap((file) =>
        [...fs.readFileSync(path.join(libDir, file), 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1]!),
      ),
    );
    expect(used.size, `${PATCH}: utils-common no longer calls tslib; remove the patch`).toBeGreaterThan(0);
    for (const helper of used)
      expect(helpers[helper], `${PATCH}: utils-common now calls tslib.${helper}, which tslibHelpers.cjs lacks`).toBeTypeOf(
        'function',
      );
  });

  it('behaves as tslib does', () => {
    const esModule = { __esModule: true, default: 1 };
    const commonJs = { a: 1 };
    for (const [name, helper] of Object.entries(helpers)) {
      expect(helper(esModule), `${PATCH}: ${name}`).toEqual(realTslib[name]!(esModule));
      expect(helper(commonJs), `${PATCH}: ${name}`).toEqual(realTslib[name]!(commonJs));
    }
  });

  it('applies to utils-common files only', () => {
    expect(UTILS_COMMON.test(path.join(libDir, 'index.js')), `${PATCH}: utils-common's files moved`).toBe(true);
    expect(UTILS_COMMON.test(path.join(process.cwd(), 'node_modules/@docusaurus/utils/lib/index.js'))).toBe(false);
  });
});
