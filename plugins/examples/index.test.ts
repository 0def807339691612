import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import examplesPlugin, { exampleChunkName, LIVE_MODULES } from './index';
import { folderModulePath } from './remark';

const siteDir = path.resolve(__dirname, '../..');
const generatedFilesDir = path.join(siteDir, '.docusaurus');
const context = { siteDir, generatedFilesDir } as LoadContext;

describe('the examples plugin', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-plugin-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('fails the build on a forgotten dependency, naming the file and the import', async () => {
    for (const part of ['package.json', 'src/examples', 'docs/example'])
      fs.cpSync(path.join(siteDir, part), path.join(scratch, part), { recursive: true });
    const file = path.join(scratch, 'src/examples/events/EventLog.tsx');
    fs.writeFileSync(file, `import confetti from 'canvas-confetti';\n${fs.readFileSync(file, 'utf8')}`);
    const plugin = examplesPlugin({ ...context, siteDir: scratch });
    await expect(plugin.loadContent!()).rejects.toThrow(
      'src/examples/events/EventLog.tsx imports "canvas-confetti", but "canvas-confetti" is not in the "dependencies" of package.json',
    );
  });

  it("writes one module per example folder and the live editor's, where pages and compile.ts import them", async () => {
    const plugin = examplesPlugin(context);
    const content = await plugin.loadContent!();
    const written = new Map<string, string>();
    const actions = {
      createData: async (name: string, data: string) => {
        written.set(name, data);
        return path.join(generatedFilesDir, 'examples', 'default', name);
      },
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded!({ content, actions });
    expect([...written.keys()]).toEqual(expect.arrayContaining(['load-graph.js', 'events.js', 'liveModules.js']));
    expect(folderModulePath('load-graph')).toBe('@generated/examples/default/load-graph.js');
    expect(LIVE_MODULES).toBe('@generated/examples/default/liveModules.js');
  });

  it('fails loudly if Docusaurus writes generated data somewhere else than the site imports it from', async () => {
    const plugin = examplesPlugin(context);
    const content = await plugin.loadContent!();
    const actions = {
      createData: async (name: string) => path.join(generatedFilesDir, 'elsewhere', name),
    } as unknown as PluginContentLoadedActions;
    await expect(plugin.contentLoaded!({ content, actions })).rejects.toThrow("createData's folder changed");
  });

  it("puts a folder's generated module in the chunk of its source texts", () => {
    const folder = path.join(generatedFilesDir, 'examples', 'default');
    expect(exampleChunkName(folder, path.join(folder, 'load-graph.js'))).toBe('example-sources-load-graph');
    expect(exampleChunkName(folder, path.join(folder, 'liveModules.js'))).toBeNull();
    expect(exampleChunkName(folder, path.join(siteDir, 'src/examples/load-graph/GraphProp.tsx'))).toBeNull();
  });
});
