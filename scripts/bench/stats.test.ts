import { describe, expect, it } from 'vitest';
import { formatBytes, graphLibrariesIn, median, parseGnuTime, table, treeRssKb } from './stats';

describe('benchmark helpers', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('recognises sigma and graphology by their code, not their file names', () => {
    expect(graphLibrariesIn('throw new Error("Sigma: container should be an html element.")')).toEqual(['sigma']);
    expect(
      graphLibrariesIn(
        'throw Error("Sigma: could not find a suitable program for node type");throw new g(\'Graph.import: invalid serialized node\')',
      ),
    ).toEqual(['sigma', 'graphology']);
    expect(graphLibrariesIn('throw new w(`Graph.addNode: the "${t}" node already exist`)')).toEqual(['graphology']);
    // The error index page quotes the messages as text: that is not the libraries' code.
    expect(
      graphLibrariesIn('{messages:["Sigma: container should be an html element."],example:\'Graph.addNode: the "Paris" node\'}'),
    ).toEqual([]);
    // Prose about WebGL (the FAQ) is not sigma.
    expect(graphLibrariesIn('"Sigma needs a WebGL2RenderingContext"')).toEqual([]);
    expect(graphLibrariesIn('var sigmaChunk = "graphology";')).toEqual([]);
  });

  it('formats bytes and aligns tables', () => {
    expect(formatBytes(1_234_567)).toBe('1.23 MB');
    expect(formatBytes(2_500)).toBe('2.5 kB');
    expect(
      table(
        ['page', 'JS'],
        [
          ['home', '1.0 kB'],
          ['a longer page', '10.0 kB'],
        ],
      ),
    ).toBe(['page           JS', '-------------  -------', 'home            1.0 kB', 'a longer page  10.0 kB'].join('\n'));
  });

  it('reads GNU time -v output', () => {
    const output = [
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02.50',
      '\tMaximum resident set size (kbytes): 1843200',
    ].join('\n');
    expect(parseGnuTime(output)).toEqual({ elapsedSeconds: 62.5, maxRssKb: 1843200 });
    expect(parseGnuTime('nothing')).toEqual({ elapsedSeconds: null, maxRssKb: null });
  });

  it('sums the memory of a process tree', () => {
    const processes = new Map([
      [1, { ppid: 0, rssKb: 10 }],
      [2, { ppid: 1, rssKb: 20 }],
      [3, { ppid: 2, rssKb: 30 }],
      [4, { ppid: 0, rssKb: 99 }],
    ]);
    expect(treeRssKb(1, processes)).toBe(60);
  });
});
