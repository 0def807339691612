import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, writeSettings, type PlaygroundSettings } from './settings';

describe('settings in the URL', () => {
  it('a hand-written generator link opens as written', () => {
    const { settings, notes } = readSettings('?generator=scale-free&nodes=5000&edges=20000&seed=42');
    expect(settings.source).toEqual({ kind: 'generator', generator: 'scale-free', nodes: 5000, edges: 20000, seed: 42 });
    expect(notes).toEqual([]);
  });

  it('round-trips every setting', () => {
    const settings: PlaygroundSettings = {
      source: { kind: 'generator', generator: 'small-world', nodes: 300, edges: 900, seed: 9 },
      layout: 'forceatlas2',
      sizeBy: 'none',
      colorBy: 'degree',
      labelThreshold: 14,
      edgeType: 'curved',
      nodeProgram: 'border',
      hideEdgesOnMove: true,
      hideLabelsOnMove: true,
      zIndex: true,
      renderEdgeLabels: true,
    };
    const query = writeSettings(settings);
    expect(query.startsWith('generator=small-world&nodes=300&edges=900&seed=9')).toBe(true);
    expect(readSettings(`?${query}`).settings).toEqual(settings);
    expect(readSettings(`?${writeSettings(DEFAULT_SETTINGS)}`).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('unreadable values fall back to the defaults, each one said; sizes are capped', () => {
    const { settings, notes } = readSettings('?generator=nope&edges=999999&layout=spring');
    expect(settings.source).toMatchObject({ generator: 'clustered', edges: 100_000 });
    expect(settings.layout).toBe('none');
    expect(notes).toEqual([
      '"generator=nope" was not understood; using clustered.',
      '"layout=spring" was not understood; using none.',
    ]);
  });
});
