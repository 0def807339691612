import { describe, expect, it } from 'vitest';
import { importedChunks, withModuleOrigins, type LoadableManifest } from './manifest';

const manifest: LoadableManifest = {
  entrypoints: ['main'],
  origins: { main: ['1', '2'], f4c7404f: ['10', '11'] },
  assets: Object.fromEntries(['1', '2', '10', '11', '20', '21'].map((id) => [id, { js: [{ file: `assets/js/${id}.js` }] }])),
};

describe('importedChunks', () => {
  it('gathers, for each import() request, every chunk of the group it loads', () => {
    const imports = importedChunks([
      { id: 10, origins: [{ request: '@site/docs/example/node-images.mdx' }] },
      { id: 11, origins: [{ request: '@site/docs/example/node-images.mdx' }, { request: '@theme/DocItem' }] },
      { id: '20', origins: [{ request: '@site/src/examples/node-images/NodeImages' }] },
    ]);
    expect(Object.fromEntries(imports)).toEqual({
      '@site/docs/example/node-images.mdx': ['10', '11'],
      '@theme/DocItem': ['11'],
      '@site/src/examples/node-images/NodeImages': ['20'],
    });
  });

  it('leaves out relative requests, which name different modules in different files, and chunks without an id', () => {
    const imports = importedChunks([
      { id: 21, origins: [{ request: './Live' }, { request: null }] },
      { id: null, origins: [{ request: '@theme/DocItem' }] },
    ]);
    expect(imports.size).toBe(0);
  });
});

describe('withModuleOrigins', () => {
  const imports = new Map([
    ['@site/docs/example/node-images.mdx', ['10', '11']],
    ['@site/src/examples/node-images/NodeImages', ['20', '21']],
  ]);

  it('keys each module’s chunks by its request, as the server render reports it, keeping what the manifest had', () => {
    const result = withModuleOrigins(manifest, imports);
    expect(result.origins['@site/docs/example/node-images.mdx']).toEqual(['10', '11']);
    expect(result.origins.f4c7404f).toEqual(['10', '11']);
    expect(result.origins.main).toEqual(['1', '2']);
    expect(manifest.origins).not.toHaveProperty(['@site/docs/example/node-images.mdx']);
  });

  it('adds the chunks of what a module imports as it runs, once each', () => {
    const result = withModuleOrigins(manifest, imports, {
      '@site/docs/example/node-images.mdx': ['@site/src/examples/node-images/NodeImages', '@site/docs/example/node-images.mdx'],
    });
    expect(result.origins['@site/docs/example/node-images.mdx']).toEqual(['10', '11', '20', '21']);
  });

  it('fails, naming the request, when a module of alsoLoads is not imported anywhere', () => {
    expect(() =>
      withModuleOrigins(manifest, imports, { '@site/docs/example/node-images.mdx': ['@site/src/examples/node-images/Gone'] }),
    ).toThrow(
      'no import() of "@site/src/examples/node-images/Gone" in the bundle (alsoLoads of "@site/docs/example/node-images.mdx")',
    );
    expect(() => withModuleOrigins(manifest, imports, { '@site/docs/gone.mdx': [] })).toThrow(
      'no import() of "@site/docs/gone.mdx" in the bundle (a key of alsoLoads)',
    );
  });

  it('fails when a chunk has no files in the manifest', () => {
    expect(() => withModuleOrigins(manifest, new Map([['@theme/DocItem', ['99']]]))).toThrow(
      'chunk 99 has no assets in the client manifest',
    );
  });
});
