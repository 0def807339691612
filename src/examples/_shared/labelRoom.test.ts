/**
 * labelRoom.ts on a real sigma instance in Node (src/utils/testing/headlessSigma.ts), whose stand-in
 * canvas measures text at 7 px a character: where sigma draws each disc and label before and after
 * the helpers give it their bounding box. The browser tests check the examples on a phone
 * (tests/phone/labels.spec.ts) and on a desktop (tests/e2e/examples/events.spec.ts and others).
 */
import Graph from 'graphology';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sigma } from 'sigma';
import { createHeadlessSigma, withHeadlessSigma } from '../../utils/testing/headlessSigma';

let sigmaModule: typeof import('sigma');
let labelRoom: typeof import('./labelRoom');

withHeadlessSigma();
beforeAll(async () => {
  sigmaModule = await import('sigma');
  labelRoom = await import('./labelRoom');
});

const CHARACTER = 7;

/** A row of three nodes, the right one with a long label, as sigma's default fit cuts it in a narrow box. */
function row(): Graph {
  const graph = new Graph({ type: 'undirected' });
  graph.addNode('left', { x: 0, y: 0, size: 10, label: 'Left' });
  graph.addNode('middle', { x: 10, y: 2, size: 10, label: 'Middle' });
  graph.addNode('right', { x: 20, y: 0, size: 10, label: 'A rather long label' });
  return graph;
}

/** Each node's disc and label box as sigma draws them now, and whether any leaves the box. */
function overflow(sigma: Sigma, margin = 0) {
  const { width, height } = sigma.getDimensions();
  const size = sigma.getSetting('labelSize');
  const out: string[] = [];
  sigma.getGraph().forEachNode((node, { label }: { label?: string }) => {
    const data = sigma.getNodeDisplayData(node)!;
    const { x, y } = sigma.framedGraphToViewport(data);
    const radius = sigma.scaleSize(data.size);
    const right = x + radius + (label ? 3 + label.length * CHARACTER : 0);
    if (x - radius < margin) out.push(`${node} left`);
    if (right > width - margin) out.push(`${node} right`);
    if (y - Math.max(radius, size) < margin) out.push(`${node} top`);
    if (y + Math.max(radius, size / 2) > height - margin) out.push(`${node} bottom`);
  });
  return out;
}

describe('labelRoom', () => {
  it("sigma's own fit puts the nodes' centres stagePadding from the edges and cuts a label on the right of a narrow box; fitLabels grows the box just enough", () => {
    const h = createHeadlessSigma(sigmaModule.Sigma, row(), {}, { width: 300, height: 400 });
    expect(overflow(h.sigma)).toContain('right right');
    // By default sigma puts the outer nodes' centres 30 px (stagePadding) from the edges of the box.
    expect(h.sigma.getSetting('stagePadding')).toBe(30);
    const centreOfLeft = h.sigma.graphToViewport({ x: 0, y: 0 }).x;
    expect(centreOfLeft).toBeCloseTo(30, 5);
    labelRoom.fitLabels(h.sigma);
    // Inside, 8 px from the edges (the default margin), with a pixel for rounding.
    expect(overflow(h.sigma, 7)).toEqual([]);
    // The room went to the right: the left node stays where stagePadding put it.
    expect(h.sigma.graphToViewport({ x: 0, y: 0 }).x).toBeCloseTo(centreOfLeft, 0);
    const bbox = h.sigma.getCustomBBox()!;
    expect(bbox.x[0]).toBe(0);
    expect(bbox.x[1]).toBeGreaterThan(20);
  });

  it('keeps the margins asked for, and the default for a side given as undefined', () => {
    const h = createHeadlessSigma(sigmaModule.Sigma, row(), {}, { width: 300, height: 200 });
    labelRoom.fitLabels(h.sigma, { top: 80, left: undefined });
    expect(overflow(h.sigma, 7)).toEqual([]);
    const top = Math.min(
      ...['left', 'middle', 'right'].map((node) => h.sigma.framedGraphToViewport(h.sigma.getNodeDisplayData(node)!).y),
    );
    expect(top - 10).toBeGreaterThanOrEqual(79.5);
    expect(Object.values(h.sigma.getCustomBBox()!).flat().every(Number.isFinite)).toBe(true);
  });

  it('leaves a graph that already fits as sigma fits it, and an empty graph to sigma', () => {
    const wide = createHeadlessSigma(sigmaModule.Sigma, row(), {}, { width: 2000, height: 300 });
    const before = wide.sigma.getBBox();
    expect(labelRoom.labelRoomBBox(wide.sigma)).toEqual({ x: [...before.x], y: [...before.y] });
    const empty = createHeadlessSigma(sigmaModule.Sigma, new Graph(), {}, { width: 300, height: 300 });
    expect(labelRoom.labelRoomBBox(empty.sigma)).toBeNull();
  });

  it('reserves no room for labels sigma does not draw: renderLabels off, or nodes under the size threshold', () => {
    const off = createHeadlessSigma(sigmaModule.Sigma, row(), { renderLabels: false }, { width: 300, height: 400 });
    expect(labelRoom.labelRoomBBox(off.sigma)!.x).toEqual([0, 20]);
    const small = createHeadlessSigma(sigmaModule.Sigma, row(), { labelRenderedSizeThreshold: 11 }, { width: 300, height: 400 });
    expect(labelRoom.labelRoomBBox(small.sigma)!.x).toEqual([0, 20]);
  });
});
