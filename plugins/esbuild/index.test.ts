import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { clientTarget, esbuildJsLoader, minify, serverTarget } from './index';

type Loader = (this: unknown, source: string) => void;
const loader = createRequire(__filename)('./loader.cjs') as Loader;

/** Runs the webpack loader on `source` as if webpack had called it for `resourcePath`. */
function runLoader(source: string, resourcePath: string, target = clientTarget): Promise<string> {
  return new Promise((resolve, reject) => {
    loader.call(
      {
        resourcePath,
        sourceMap: false,
        getOptions: () => ({ target }),
        async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? '')),
      },
      source,
    );
  });
}

describe('esbuild loader', () => {
  it('strips types and compiles JSX to the automatic runtime, keeping ES modules', async () => {
    const code = await runLoader(
      "import type { ReactNode } from 'react';\nexport const Box = ({ n }: { n: number }): ReactNode => <b>{n}</b>;\n",
      '/site/src/Box.tsx',
    );
    expect(code).toContain('react/jsx-runtime');
    expect(code).toContain('export const Box');
    expect(code).not.toContain(': number');
  });

  it('reads JSX in .js files and in what MDX compiles to', async () => {
    expect(await runLoader('export default () => <p>hi</p>;', '/site/docs/page.mdx')).toContain('jsx(');
  });

  it('reports syntax errors with the file name', async () => {
    await expect(runLoader('const x = (;', '/site/src/broken.ts')).rejects.toThrow(/broken\.ts/);
  });

  it('targets ES2022 browsers and the building Node', () => {
    expect(esbuildJsLoader(false).options).toEqual({ target: clientTarget });
    expect(esbuildJsLoader(true).options).toEqual({ target: serverTarget });
  });
});

describe('esbuild minify', () => {
  it('minifies and keeps license comments apart', async () => {
    const { code, legalComments } = await minify('/*! @license MIT */\nfunction add(first, second) { return first + second; }\nadd(1, 2);\n', 'js');
    expect(code).not.toContain('@license');
    expect(code.length).toBeLessThan(40);
    expect(legalComments).toContain('@license MIT');
  });

  it('minifies CSS', async () => {
    expect((await minify('.a {\n  color: #ff0000;\n}\n', 'css')).code.trim()).toBe('.a{color:red}');
  });
});

describe('JSX runtime aliasing', () => {
  const { aliasJsxRuntime } = createRequire(__filename)('./jsxRuntime.cjs') as { aliasJsxRuntime: (code: string) => string };

  it('reads the runtime into local constants, as MDX and esbuild import it', () => {
    expect(aliasJsxRuntime('import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";\nexport default () => _jsx("p", {});\n')).toBe(
      'import * as __jsxRuntime from "react/jsx-runtime"; const _Fragment = __jsxRuntime.Fragment, _jsx = __jsxRuntime.jsx, _jsxs = __jsxRuntime.jsxs;\nexport default () => _jsx("p", {});\n',
    );
    expect(aliasJsxRuntime('import { jsx } from "react/jsx-runtime";')).toBe('import * as __jsxRuntime from "react/jsx-runtime"; const jsx = __jsxRuntime.jsx;');
  });

  it('leaves other imports and the same words inside strings alone', () => {
    const code = 'import { useState } from "react";\nconst text = "import { jsx } from \'react/jsx-runtime\';";\n';
    expect(aliasJsxRuntime(code)).toBe(code);
  });

  it('compiles a module whose JSX calls go through the constants', async () => {
    const code = await runLoader('export const Box = () => <><b>1</b><i>2</i></>;', '/site/src/Box.jsx');
    expect(code).toContain('import * as __jsxRuntime from "react/jsx-runtime"');
    expect(code).not.toMatch(/import \{[^}]*\} from "react\/jsx-runtime"/);
  });
});
