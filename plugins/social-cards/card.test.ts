import path from 'node:path';
import Graph from 'graphology';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, cardFonts, cardSvg, renderPng, wrap } from './card';

const siteDir = path.resolve(__dirname, '../..');
const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#e8590c"/></svg>';

function path3(labels: boolean): Graph {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 10, color: '#1c7ed6', ...(labels && { label: 'Alpha & <b>' }) });
  graph.addNode('b', { x: 10, y: 5, size: 10, color: '#e8590c', ...(labels && { label: 'Beta' }) });
  graph.addNode('c', { x: 20, y: 0, size: 10, color: '#2f9e44' });
  graph.addEdge('a', 'b', { size: 4 });
  graph.addEdge('b', 'c', { size: 4 });
  return graph;
}

const content = { site: 'React Sigma', headline: 'Drag and drop', eyebrow: 'Example', address: 'example.org/site', logo };

describe('wrap', () => {
  it('breaks at spaces, keeping each line within the limit', () => {
    expect(wrap('React components to draw interactive graphs', 20)).toEqual([
      'React components to',
      'draw interactive',
      'graphs',
    ]);
  });

  it('gives a word longer than the limit a line of its own', () => {
    expect(wrap('a Clermont-Ferrand b', 8)).toEqual(['a', 'Clermont-Ferrand', 'b']);
  });
});

describe('cardSvg', () => {
  it('writes the site, the eyebrow, the headline and the address, escaped', () => {
    const svg = cardSvg({ ...content, headline: 'Load & <draw>', graph: path3(false) });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    for (const text of [
      '>React Sigma</text>',
      '>Example</text>',
      '>Load &amp; &lt;draw&gt;</text>',
      '>example.org/site</text>',
    ]) {
      expect(svg).toContain(text);
    }
    expect(svg).toContain(`href="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}"`);
  });

  it('draws every node and edge, edges as thick as their size, and the labels of a small graph', () => {
    const svg = cardSvg({ ...content, graph: path3(true) });
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg.match(/<line [^>]*stroke-width="4"/g)).toHaveLength(2);
    expect(svg).toContain('>Alpha &amp; &lt;b&gt;</text>');
    expect(svg).toContain('>Beta</text>');
  });

  it('leaves the labels of a large graph out', () => {
    const graph = new Graph();
    for (let i = 0; i < 40; i++) graph.addNode(`n${i}`, { x: i, y: i % 7, size: 3, color: '#1c7ed6', label: `Node ${i}` });
    const svg = cardSvg({ ...content, graph });
    expect(svg.match(/<circle /g)).toHaveLength(40);
    expect(svg).not.toContain('>Node 1</text>');
  });
});

describe('renderPng', () => {
  const decode = (svg: string) => PNG.sync.read(renderPng(svg, cardFonts(siteDir)));

  type Box = { x: number; y: number; width: number; height: number };

  /** How many pixels of a rectangle match `test` (given red, green, blue). */
  function count(png: PNG, box: Box, test: (red: number, green: number, blue: number) => boolean): number {
    let found = 0;
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) {
        const offset = (y * png.width + x) * 4;
        if (test(png.data[offset]!, png.data[offset + 1]!, png.data[offset + 2]!)) found++;
      }
    }
    return found;
  }

  const white = (red: number, green: number, blue: number) => red > 200 && green > 200 && blue > 200;
  /** Not the background (#1b1b1d). */
  const drawn = (red: number, green: number, blue: number) =>
    Math.abs(red - 0x1b) + Math.abs(green - 0x1b) + Math.abs(blue - 0x1d) > 30;
  const rightHalf = { x: 600, y: 0, width: 600, height: CARD_HEIGHT };

  it('renders a 1200 × 630 PNG with its text drawn in the bundled font', () => {
    const png = decode(cardSvg({ ...content, graph: path3(false) }));
    expect([png.width, png.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    // "React Sigma" is written in white across this band; without a font there would be no text at all.
    expect(count(png, { x: 72, y: 180, width: 300, height: 60 }, white)).toBeGreaterThan(1000);
  });

  it('draws the graph in the right half', () => {
    const alone = new Graph();
    alone.addNode('alone', { x: 0, y: 0, size: 2, color: '#1c7ed6' });
    // Three discs of radius 10 and two thick edges, against one small disc.
    expect(count(decode(cardSvg({ ...content, graph: path3(false) })), rightHalf, drawn)).toBeGreaterThan(900);
    expect(count(decode(cardSvg({ ...content, graph: alone })), rightHalf, drawn)).toBeLessThan(30);
  });
});
