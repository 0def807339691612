import { describe, expect, it } from 'vitest';
import { importedPackages, importSpecifiers, ModuleSyntaxError, readImportedNames, readModule } from './moduleImports';

const example = `import { useMemo, type ReactNode } from 'react';
import type { Settings } from 'sigma/settings';
import { type GraphSearchOption } from '@react-sigma/graph-search';
import Graph from 'graphology';
import '@react-sigma/core/lib/style.css';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { unused } from 'unused-package';
export { palette } from '../_shared/palette';

const later = () => import('lazy-package');

export default function Example<T>({ children }: { children: ReactNode }) {
  const graph = useMemo(() => Graph.from(createCommunityGraph().export()), []);
  return <p title="it's">Don't {graph.order} {children}</p>;
}
`;

describe('readModule', () => {
  it('lists what runs: static imports and re-exports in order, not type-only or unused ones, not dynamic imports', async () => {
    const { imports, exports } = await readModule(example);
    expect(imports).toEqual([
      'react',
      'graphology',
      '@react-sigma/core/lib/style.css',
      '../_shared/sampleGraph',
      '../_shared/palette',
    ]);
    expect(exports).toEqual(['palette', 'default']);
  });

  it('keeps imports used only as types when asked (a copy of the file needs them to type-check)', async () => {
    const { imports } = await readModule(example, { withTypeImports: true });
    expect(imports).toEqual([
      'react',
      '@react-sigma/graph-search',
      'graphology',
      '@react-sigma/core/lib/style.css',
      '../_shared/sampleGraph',
      'unused-package',
      '../_shared/palette',
    ]);
  });

  it('reads JSX text and generics that a JavaScript-only lexer cannot', async () => {
    const { imports } = await readModule(
      `import a from 'a';\nconst x = <b>it's</b>;\nfunction f<T>(v: T): T { return v; }\nimport c from 'c';\nexport default [a, c, x, f];`,
    );
    expect(imports).toEqual(['a', 'c']);
  });

  it('names the file in a syntax error', async () => {
    await expect(readModule('export default function (', { fileName: 'broken/Broken.tsx' })).rejects.toThrow(ModuleSyntaxError);
    await expect(readModule('export default function (', { fileName: 'broken/Broken.tsx' })).rejects.toThrow(
      /^broken\/Broken\.tsx: /,
    );
  });
});

describe('readImportedNames', () => {
  it('names what each specifier gives, type-only imports included, as the exporting module calls it', async () => {
    const names = await readImportedNames(
      `${example}\nimport Sigma, * as sigmaTypes from 'sigma';\nimport {\n  useLoadGraph as load,\n  type SigmaContainerProps,\n} from '@react-sigma/core';\n`,
    );
    expect(names).toEqual({
      react: ['useMemo', 'ReactNode'],
      'sigma/settings': ['Settings'],
      '@react-sigma/graph-search': ['GraphSearchOption'],
      graphology: ['default'],
      '@react-sigma/core/lib/style.css': [],
      '../_shared/sampleGraph': ['createCommunityGraph'],
      'unused-package': ['unused'],
      '../_shared/palette': ['palette'],
      sigma: ['default', '*'],
      '@react-sigma/core': ['useLoadGraph', 'SigmaContainerProps'],
    });
  });

  it('reads JSX text with quotes, and names the file in a syntax error', async () => {
    expect(await readImportedNames(`import { a } from 'a';\nexport const x = <b>it's {a}</b>;`)).toEqual({ a: ['a'] });
    await expect(readImportedNames('import {', { fileName: 'broken/Broken.tsx' })).rejects.toThrow(/^broken\/Broken\.tsx: /);
  });
});

describe('importedPackages', () => {
  it('names the packages of static, type-only, side-effect, re-exported and dynamic imports, not relative files', async () => {
    const source = [
      "import { a } from 'sigma/settings';",
      "import type { B } from '@sigma/node-image/types';",
      "import '@react-sigma/core/lib/style.css';",
      "export { c } from 'graphology';",
      "const d = import('graphology-layout-forceatlas2/worker');",
      "import { e } from '../_shared/random';",
      // Text that only looks like an import: a string and a comment.
      'const f = "import x from \'not-a-package\'";',
      "// import y from 'nor-this-one';",
      'export const g = <T,>(value: T) => <div>{String(value)}</div>;',
    ].join('\n');
    expect(await importedPackages(source)).toEqual([
      '@react-sigma/core',
      '@sigma/node-image',
      'graphology',
      'graphology-layout-forceatlas2',
      'sigma',
    ]);
  });
});

describe('importSpecifiers', () => {
  it('lists every module named, relative files and dynamic imports included, each once', async () => {
    const source = [
      "import type { A } from '../../scripts/bench/bareExample';",
      "import { b } from './local';",
      "export { c } from './local';",
      "const d = import('@site/src/components/Playground/Live');",
      'const e = "import x from \'not-a-module\'";',
    ].join('\n');
    expect(await importSpecifiers(source)).toEqual([
      '../../scripts/bench/bareExample',
      './local',
      '@site/src/components/Playground/Live',
    ]);
  });
});
