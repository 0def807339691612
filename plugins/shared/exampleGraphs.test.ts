import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleGraphs, exampleScenes } from './exampleGraphs';

const siteDir = path.resolve(__dirname, '../..');
// Inside the site, so that the modules below find React in its node_modules (the folder is gitignored).
const fixtures = path.join(siteDir, 'tests/fixtures/tmp-example-graphs');
const fixture = (name: string) => path.relative(siteDir, path.join(fixtures, name));

beforeAll(() => {
  fs.mkdirSync(fixtures, { recursive: true });
  fs.writeFileSync(
    path.join(fixtures, 'NoGraph.tsx'),
    "import { SigmaContainer } from '@react-sigma/core';\nexport default function NoGraph() { return <SigmaContainer />; }\n",
  );
  fs.writeFileSync(
    path.join(fixtures, 'UnknownName.tsx'),
    "import { SigmaContainer, NoSuchComponent } from '@react-sigma/core';\nexport default function UnknownName() { return <SigmaContainer><NoSuchComponent /></SigmaContainer>; }\n",
  );
  fs.writeFileSync(path.join(fixtures, 'Throws.tsx'), "export default function Throws(): null { throw new Error('no data'); }\n");
});

afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));

describe('exampleGraphs', () => {
  it('returns the graph an example hands SigmaContainer, with its attributes and positions', async () => {
    const { star, corners } = await exampleGraphs(siteDir, {
      star: 'src/examples/drag_n_drop/DragNodes',
      corners: 'src/examples/controls/Corners',
    });
    expect(star!.nodes()).toEqual(['hub', 'Ash', 'Birch', 'Cedar', 'Elm', 'Fir', 'Oak']);
    expect(star!.getNodeAttributes('hub')).toMatchObject({ x: 0, y: 0, size: 18, label: 'Hub' });
    // A seeded sample graph: each node has its place and colour.
    expect(corners!.order).toBeGreaterThan(50);
    corners!.forEachNode((_node, attributes) => {
      expect(attributes).toEqual(
        expect.objectContaining({ x: expect.any(Number), y: expect.any(Number), color: expect.any(String) }),
      );
    });
  });

  it("tells the shapes of the node programs an example registers, from the programs' stand-ins", async () => {
    const { shapes } = await exampleScenes(siteDir, { shapes: 'src/examples/node-shapes/NodeShapes' });
    expect(shapes!.graph.getNodeAttribute('Atlas', 'type')).toBe('square');
    expect(shapes!.graph.getNodeAttribute('Ada', 'type')).toBe('pie');
    // Squares through a compound program of NodeSquareProgram; pies with the example's slices.
    expect(shapes!.nodeShapes).toEqual({
      square: { kind: 'square' },
      pie: {
        kind: 'pie',
        defaultColor: '#6c757d',
        slices: [
          { attribute: 'design', color: '#d9480f' },
          { attribute: 'code', color: '#087f5b' },
          { attribute: 'review', color: '#cc2b8f' },
        ],
      },
    });
    // An example without programs of its own: every node is a disc.
    const { corners } = await exampleScenes(siteDir, { corners: 'src/examples/controls/Corners' });
    expect(corners!.nodeShapes).toEqual({});
  });

  it('says which example has no graph prop to draw', async () => {
    await expect(exampleGraphs(siteDir, { none: fixture('NoGraph') })).rejects.toThrow(
      /The graph of none: .*NoGraph gives SigmaContainer no graph prop/,
    );
  });

  it('fails, as the browser would, on a name the real package does not export', async () => {
    await expect(exampleGraphs(siteDir, { unknown: fixture('UnknownName') })).rejects.toThrow(/NoSuchComponent/);
  });

  it('says which example failed to render, and why', async () => {
    await expect(exampleGraphs(siteDir, { broken: fixture('Throws') })).rejects.toThrow(
      /The graph of broken: .*Throws failed to render in Node: no data/,
    );
  });
});
