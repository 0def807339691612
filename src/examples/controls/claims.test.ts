/**
 * What the controls page (docs/example/controls.mdx) says of the controls' types, checked by TypeScript itself on
 * the installed declarations: "Pass all the children or none: the types expect exactly two (or three) elements".
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { siteDir } from '../../../config/versions';

/** TypeScript's errors for `code`, as a .tsx file of the site that imports the installed packages. */
function typeErrors(code: string): string[] {
  const file = path.join(siteDir, 'src/controls-children.check.tsx');
  const options: ts.CompilerOptions = {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, code, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? code : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('controls page: the children the types accept', () => {
  it('takes three children for ZoomControl and two for FullScreenControl and a layout control, or none, and refuses one fewer', () => {
    const header = `
      import { FullScreenControl, ZoomControl } from '@react-sigma/core';
      import { LayoutForceAtlas2Control } from '@react-sigma/layout-forceatlas2';
      const i = <span />;
    `;
    // What a reader writes: every count the page gives compiles, and so does none; one child short is an error
    // (else its @ts-expect-error line is an error itself). One program, to keep the test short.
    expect(
      typeErrors(`${header}
      export const ok = [
        <ZoomControl key="z">{i}{i}{i}</ZoomControl>, <ZoomControl key="z0" />,
        <FullScreenControl key="f">{i}{i}</FullScreenControl>, <FullScreenControl key="f0" />,
        <LayoutForceAtlas2Control key="l">{i}{i}</LayoutForceAtlas2Control>, <LayoutForceAtlas2Control key="l0" />,
      ];
      // @ts-expect-error two children for three buttons
      export const zoom = <ZoomControl>{i}{i}</ZoomControl>;
      // @ts-expect-error one child for two states
      export const fullScreen = <FullScreenControl>{i}</FullScreenControl>;
      // @ts-expect-error one child for two states
      export const layout = <LayoutForceAtlas2Control>{i}</LayoutForceAtlas2Control>;`),
    ).toEqual([]);
  }, 60_000);
});
