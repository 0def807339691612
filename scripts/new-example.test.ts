import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverExamples } from '../plugins/shared/discoverExamples';
import { remarkGraphExamples } from '../plugins/examples/remark';
import { moduleName, titleOf, writeExample } from './new-example';

const siteDir = path.resolve(__dirname, '..');
const created: string[] = [];
afterEach(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The parts of the site the scaffold and the examples plugin read, copied. (scaffold.build.test.ts builds a whole copy.) */
function scratchSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-example-'));
  created.push(dir);
  for (const part of ['package.json', 'src/examples', 'docs/example', 'docs/guides'])
    if (fs.existsSync(path.join(siteDir, part))) fs.cpSync(path.join(siteDir, part), path.join(dir, part), { recursive: true });
  return dir;
}

describe('npm run new-example', () => {
  it('writes an example that passes every check of the build, last in the sidebar', async () => {
    const dir = scratchSite();
    const written = writeExample(dir, { slug: 'node-halos', description: 'Draw a halo around each node.' });
    expect(written).toEqual([
      'src/examples/node-halos/example.json',
      'src/examples/node-halos/NodeHalos.tsx',
      'docs/example/node-halos.mdx',
      'tests/e2e/examples/node-halos.spec.ts',
    ]);
    const { examples } = await discoverExamples(dir);
    const added = examples.find((example) => example.id === 'node-halos')!;
    expect(added).toMatchObject({
      id: 'node-halos',
      // Guides are numbered apart from the example pages.
      meta: {
        title: 'Node halos',
        description: 'Draw a halo around each node.',
        position: examples.filter((example) => example.meta.section === undefined).length,
      },
    });
    expect(added.modules.map((module) => module.key)).toEqual(['node-halos/NodeHalos']);

    // Its page compiles, with the example in it.
    const page = path.join(dir, 'docs/example/node-halos.mdx');
    const js = String(
      await compile({ value: fs.readFileSync(page, 'utf8'), path: page }, { remarkPlugins: [remarkGraphExamples(dir)] }),
    );
    expect(js).toContain('example: __examples0["NodeHalos"]');
    expect(js).toContain('title: "A first graph"');
    // Its heading is the title the tests expect.
    expect(fs.readFileSync(page, 'utf8')).toMatch(/^# Node halos\n/);
  });

  it('writes a guide into docs/guides/, last among the guides', async () => {
    const dir = scratchSite();
    const written = writeExample(dir, { slug: 'halos', description: 'Halos.', section: 'guides' });
    expect(written).toContain('docs/guides/halos.mdx');
    expect(fs.readFileSync(path.join(dir, 'tests/e2e/examples/halos.spec.ts'), 'utf8')).toContain('docs/guides/halos');
    const { examples } = await discoverExamples(dir);
    const guides = examples.filter((example) => example.meta.section === 'guides');
    expect(guides.at(-1)).toMatchObject({ id: 'halos', route: 'docs/guides/halos', meta: { position: guides.length } });
  });

  it('refuses a slug that cannot be a URL, or one that is taken', () => {
    const dir = scratchSite();
    expect(() => writeExample(dir, { slug: 'Node Halos' })).toThrow('"Node Halos" cannot be a slug');
    expect(() => writeExample(dir, { slug: 'events' })).toThrow('The example "events" exists already');
    expect(fs.existsSync(path.join(dir, 'src/examples/Node Halos'))).toBe(false);
  });

  it('names the first module and the title after the slug', () => {
    expect(moduleName('node-images')).toBe('NodeImages');
    expect(moduleName('drag_n_drop')).toBe('DragNDrop');
    expect(titleOf('node-images')).toBe('Node images');
  });
});
