import { describe, expect, it } from 'vitest';
import { interleave, pairedRatio, ratioBudgets, sumRounds } from './ratios';

describe('ratio budgets', () => {
  it('takes the median of each round’s own ratio, so a busy stretch slows both sides of a round', () => {
    // Round 2 ran while the machine was busy: both sides doubled, its ratio is still 1.5.
    expect(pairedRatio([150, 300, 160], [100, 200, 100])).toBe(1.5);
    expect(pairedRatio([10, 20], [0, 0])).toBeNull();
    expect(pairedRatio([10, 20, 30], [0, 10, 10])).toBe(2.5);
  });

  it('adds two baseline pages round by round', () => {
    expect(sumRounds([1, 2, 3], [10, 20])).toEqual([11, 22]);
  });

  it('holds docs-like pages to the bare docs page and example pages to the bare docs and sigma pages together', () => {
    const budgets = ratioBudgets(
      [
        { name: 'docs', kind: 'docs', runs: { tbt: [110, 130, 120], js: 600_000 } },
        { name: 'minimap', kind: 'example', runs: { tbt: [500, 400, 450], firstGraphFrame: [1300, 1100] } },
      ],
      {
        docs: { tbt: [100, 100, 100], js: 500_000 },
        sigma: { tbt: [300, 300, 300], firstGraphFrame: [1000, 1000] },
      },
    );
    const rounded = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 1000) / 1000);
    expect(budgets.map((b) => [b.page, b.measure, b.against, rounded(b.ratio), b.limit, b.ok])).toEqual([
      ['docs', 'TBT', 'bare docs', 1.2, 1.2, true],
      ['docs', 'JS', 'bare docs', 1.2, 1.15, false],
      ['minimap', 'TBT', 'bare docs + bare sigma', 1.125, 1.2, true],
      ['minimap', 'first graph frame', 'bare sigma', 1.2, 1.2, true],
    ]);
    expect(budgets[0]).toMatchObject({ ours: 120, baseline: 100 });
  });

  it('fails a page with blocking time when the baseline has none, and passes one without', () => {
    const baseline = { docs: { tbt: [0, 0] }, sigma: { tbt: [0, 0] } };
    const [busy] = ratioBudgets([{ name: 'api', kind: 'api', runs: { tbt: [40, 60] } }], baseline);
    const [idle] = ratioBudgets([{ name: 'home', kind: 'home', runs: { tbt: [0, 0] } }], baseline);
    expect(busy).toMatchObject({ ratio: null, ok: false });
    expect(idle).toMatchObject({ ratio: null, ok: true });
  });

  it('divides a page’s first graph frame by the bare sigma loads made beside it, when it has its own', () => {
    const sigma = { tbt: [300, 300], firstGraphFrame: [400, 800] };
    const [, frame] = ratioBudgets(
      [
        {
          name: 'events',
          kind: 'example',
          runs: { tbt: [100, 100], firstGraphFrame: [500, 1000], bareFirstGraphFrame: [500, 1000] },
        },
      ],
      { docs: { tbt: [100, 100] }, sigma },
    );
    expect(frame).toMatchObject({ measure: 'first graph frame', ratio: 1, baseline: 750, ok: true });
  });

  it('alternates ours and the baseline’s runs', () => {
    expect(interleave(['a1', 'a2', 'a3'], ['b1'])).toEqual(['a1', 'b1', 'a2', 'a3']);
  });
});
