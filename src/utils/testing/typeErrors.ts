import path from 'node:path';
import ts from 'typescript';
import { siteDir } from '../../../config/versions';

/**
 * TypeScript's errors for `code`, compiled as the file `name` of the site (in src/, so that it imports the installed
 * packages as a reader's app would), with the strict options of a fresh Vite app. The file is never written.
 */
export function typeErrors(code: string, name: string): string[] {
  const file = path.join(siteDir, 'src', name);
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
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === file ? ts.createSourceFile(fileName, code, language) : getSourceFile.call(host, fileName, language, ...rest);
  host.fileExists = (fileName) => fileName === file || fileExists.call(host, fileName);
  host.readFile = (fileName) => (fileName === file ? code : readFile.call(host, fileName));
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}
