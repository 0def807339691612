import { describe, expect, it } from 'vitest';
import { GraphFileError, MAX_FILE_MB, readGraph } from './readGraph';

const read = (text: string, name: string) => readGraph(new Blob([text]), name);

describe('readGraph (CSV and JSON; the XML formats run in the browser tests)', () => {
  it('reads a CSV edge list with a header and weights, placing the nodes once', async () => {
    const { graph, notes } = await read('source,target,weight\na,b,2\nb,c,1\n', 'edges.csv');
    expect([graph.order, graph.size]).toEqual([3, 2]);
    expect(graph.getEdgeAttribute(graph.edge('a', 'b')!, 'weight')).toBe(2);
    expect(notes).toContain('The first line was read as a header.');
    expect(notes.join(' ')).toMatch(/no node positions: the nodes were placed on a circle once/);
  });

  it('drops duplicates and self-loops and says so', async () => {
    const { graph, notes } = await read('a,b\nb,a\na,a\nb,c\n', 'edges.csv');
    expect([graph.order, graph.size]).toEqual([3, 2]);
    expect(notes.join(' ')).toMatch(/1 duplicate edge was dropped/);
    expect(notes.join(' ')).toMatch(/1 self-loop .* was dropped/);
  });

  it('JSON: adds missing nodes, repairs coordinates', async () => {
    const json = JSON.stringify({
      nodes: [
        { key: 'a', attributes: { x: '3', y: 'NaN' } },
        { key: 'b', attributes: { x: 1, y: 2 } },
      ],
      edges: [{ source: 'a', target: 'z' }],
    });
    const { graph, notes } = await read(json, 'graph.json');
    expect(graph.hasNode('z')).toBe(true);
    expect(graph.getNodeAttributes('b')).toMatchObject({ x: 1, y: 2 });
    expect(Number.isFinite(graph.getNodeAttribute('a', 'y'))).toBe(true);
    expect(notes.join(' ')).toMatch(/1 node that edges name but the file does not declare \("z"\) was added/);
    expect(notes.join(' ')).toMatch(/1 coordinate that was not a number/);
  });

  it.each([
    ['', 'empty.csv', /is empty/],
    ['{"nodes": [', 'bad.json', /JSON: the file is not valid JSON/],
    ['a,b', 'graph.xlsx', /not a format read here\. Supported: GEXF \(\.gexf\); GraphML/],
  ])('refuses %j (%s) with a message', async (text, name, message) => {
    await expect(read(text, name)).rejects.toThrow(message);
    await expect(read(text, name)).rejects.toBeInstanceOf(GraphFileError);
  });

  it(`refuses a file over ${MAX_FILE_MB} MB without reading it`, async () => {
    let touched = false;
    const huge = {
      size: (MAX_FILE_MB + 1) * 1024 * 1024,
      text: () => ((touched = true), Promise.resolve('')),
    } as unknown as Blob;
    await expect(readGraph(huge, 'big.gexf')).rejects.toThrow(/51\.0 MB; the limit is 50 MB/);
    expect(touched).toBe(false);
  });
});
