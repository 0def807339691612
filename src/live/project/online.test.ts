import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { readProjectVersions } from '../../../config/versions';
import { codeSandboxForm, codeSandboxParameters, onlineForm, stackBlitzForm, textFiles } from './online';
import { projectFiles } from './projectFiles';
import type { ProjectSpec } from './types';

const versions = readProjectVersions();

const spec: ProjectSpec = {
  name: 'react-sigma-demo-graph',
  title: 'Demo graph',
  files: {
    'demo/Graph.tsx':
      "import { SigmaContainer } from '@react-sigma/core';\nexport default function Graph() {\n  return <SigmaContainer />; // é ✓\n}\n",
  },
  entry: 'demo/Graph.tsx',
  dependencies: ['@react-sigma/core'],
  assets: { 'data/g.gexf': new TextEncoder().encode('<gexf>ü</gexf>\n') },
};

/** The Vite project "Download project" makes, every file as text. */
function downloaded(project: ProjectSpec = spec): Record<string, string> {
  const files = projectFiles(project, 'vite', versions);
  return Object.fromEntries(
    Object.entries(files).map(([file, content]) => [
      file,
      typeof content === 'string' ? content : new TextDecoder().decode(content),
    ]),
  );
}

/** CodeSandbox's `parameters`, decoded as their docs' example does: URL-safe alphabet back, then LZ-String. */
function decodeParameters(parameters: string): { files: Record<string, { content: string; isBinary: boolean }> } {
  const json = decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as { files: Record<string, { content: string; isBinary: boolean }> };
}

describe('textFiles', () => {
  it('keeps every file of a text-only project as it is, a UTF-8 dataset decoded', () => {
    const { files, left } = textFiles(projectFiles(spec, 'vite', versions));
    expect(left).toEqual([]);
    expect(files).toEqual(downloaded());
    expect(files['public/data/g.gexf']).toBe('<gexf>ü</gexf>\n');
  });

  it('leaves out a file that is not UTF-8 and says so in the README', () => {
    const binary: ProjectSpec = { ...spec, assets: { 'data/picture.png': new Uint8Array([0x89, 0x50, 0xff, 0xfe, 0x00]) } };
    const { files, left } = textFiles(projectFiles(binary, 'vite', versions));
    expect(left).toEqual(['public/data/picture.png']);
    expect(files).not.toHaveProperty(['public/data/picture.png']);
    expect(files['README.md']).toContain('`public/data/picture.png` is not in this online copy');
    expect(files['README.md']!.startsWith(downloaded(binary)['README.md']!)).toBe(true);
  });
});

describe('StackBlitz', () => {
  it("POSTs the downloaded Vite project's files to /run, with the node template and the example's module open", () => {
    const form = stackBlitzForm(spec, downloaded());
    expect(form.action).toBe('https://stackblitz.com/run?file=src%2Fdemo%2FGraph.tsx');
    const fields = new Map(form.fields);
    expect(fields.get('project[title]')).toBe('Demo graph');
    expect(fields.get('project[template]')).toBe('node');
    expect(fields.get('project[description]')).toContain('Demo graph');
    const files = Object.fromEntries(
      form.fields.filter(([name]) => name.startsWith('project[files][')).map(([name, value]) => [name.slice(15, -1), value]),
    );
    expect(files).toEqual(downloaded());
    expect(JSON.parse(files['package.json']!).dependencies['@react-sigma/core']).toBe(versions['@react-sigma/core']);
  });
});

describe('CodeSandbox', () => {
  it('sends parameters that decode back to the downloaded files, in the URL-safe alphabet', () => {
    const parameters = codeSandboxParameters(downloaded());
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const { files } = decodeParameters(parameters);
    expect(Object.fromEntries(Object.entries(files).map(([file, { content }]) => [file, content]))).toEqual(downloaded());
    expect(Object.values(files).every((file) => file.isBinary === false)).toBe(true);
  });

  it("POSTs them to the define API, opening the example's module", () => {
    const form = codeSandboxForm(spec, downloaded());
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.fields.map(([name]) => name)).toEqual(['parameters', 'query']);
    expect(new Map(form.fields).get('query')).toBe('file=/src/demo/Graph.tsx');
  });
});

describe('onlineForm', () => {
  it("makes the project with the versions it is given, for either service, the reader's code included", () => {
    const edited: ProjectSpec = { ...spec, files: { 'demo/Graph.tsx': 'export default () => null; // edited\n' } };
    const stackblitz = onlineForm(edited, 'stackblitz', versions);
    expect(new Map(stackblitz.fields).get('project[files][src/demo/Graph.tsx]')).toBe('export default () => null; // edited\n');
    const codesandbox = onlineForm(edited, 'codesandbox', versions);
    expect(decodeParameters(new Map(codesandbox.fields).get('parameters')!).files['src/demo/Graph.tsx']!.content).toBe(
      'export default () => null; // edited\n',
    );
    expect(stackblitz.left).toEqual([]);
  });
});
