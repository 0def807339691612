import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { siteDir } from '../tests/support/paths';
import {
  cellFile,
  cellsDir,
  DEFAULT_GRID,
  layoutGrid,
  pageKinds,
  REQUIRED_KINDS,
  SEAM,
  SET_UPS,
  sheetHtml,
  shotBands,
  shotCaption,
  type Box,
  type Shot,
} from './contactSheetPlan';

const kinds = pageKinds(siteDir);

describe('the page kinds', () => {
  it('are every kind issue 38 names, once each, in its order', () => {
    expect(kinds.map((kind) => kind.id)).toEqual(REQUIRED_KINDS);
  });

  it('come from the site: the first guide and example page of the sidebar, an API page with its live example', () => {
    const byId = Object.fromEntries(kinds.map((kind) => [kind.id, kind]));
    expect(byId.guide?.route).toMatch(/^\/react-sigma\/docs\/guides\/[^/]+$/);
    expect(byId.example?.route).toMatch(/^\/react-sigma\/docs\/example\/[^/]+$/);
    expect(byId.api?.route).toBe(`${site.baseUrl}docs/api/core/functions/useCamera`);
    expect(fs.existsSync(path.join(siteDir, 'src/examples', byId.api!.example!))).toBe(true);
    expect(kinds.filter((kind) => kind.graph).map((kind) => kind.id)).toEqual(['home', 'guide', 'example', 'api', 'playground']);
  });

  it('are routes under the base URL (tests/e2e/build-output.spec.ts checks that the build serves each)', () => {
    for (const kind of kinds) expect(kind.route.startsWith(site.baseUrl), kind.route).toBe(true);
  });
});

describe('the set-ups', () => {
  it('are desktop and a 390 × 844 phone, each light and dark', () => {
    expect(SET_UPS.map((setUp) => [setUp.viewport.width, setUp.viewport.height, setUp.phone, setUp.colorScheme])).toEqual([
      [1280, 800, false, 'light'],
      [1280, 800, false, 'dark'],
      [390, 844, true, 'light'],
      [390, 844, true, 'dark'],
    ]);
  });

  it('name the cells apart, in a folder beside the sheet', () => {
    const files = kinds.flatMap((kind) => SET_UPS.map((setUp) => cellFile(kind, setUp)));
    expect(new Set(files).size).toBe(kinds.length * SET_UPS.length);
    expect(cellFile({ id: 'api' }, { id: 'phone-dark' })).toBe('api-phone-dark.png');
    expect(cellsDir(path.join('out', 'contact-sheet.png'))).toBe(path.join('out', 'contact-sheet'));
  });
});

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layoutGrid', () => {
  const grid = layoutGrid(kinds.length, SET_UPS);

  it('keeps the sheet within its width, every shot at one scale (a phone beside a desktop at their real proportions)', () => {
    expect(grid.width).toBeLessThanOrEqual(DEFAULT_GRID.maxWidth);
    expect(grid.scale).toBeGreaterThan(0.5);
    for (const row of grid.cells)
      row.forEach((cell, column) => {
        expect(cell.picture.width).toBe(Math.round(SET_UPS[column]!.viewport.width * grid.scale));
        expect(cell.picture.height).toBe(Math.round(SET_UPS[column]!.shotHeight * grid.scale));
      });
  });

  it('puts a label above each picture, no two boxes overlapping, all within the sheet', () => {
    const boxes = grid.cells.flat().flatMap((cell) => [cell.label, cell.picture]);
    expect(boxes).toHaveLength(kinds.length * SET_UPS.length * 2);
    for (const [index, box] of boxes.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(grid.width);
      expect(box.y + box.height).toBeLessThanOrEqual(grid.height);
      for (const other of boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false);
    }
    for (const cell of grid.cells.flat()) expect(cell.picture.y).toBe(cell.label.y + cell.label.height);
  });

  it('never enlarges a shot, and says when the columns cannot fit', () => {
    expect(layoutGrid(9, SET_UPS, { ...DEFAULT_GRID, maxWidth: 4000 }).scale).toBe(1);
    expect(layoutGrid(9, SET_UPS, { ...DEFAULT_GRID, maxWidth: 4000 }).width).toBeLessThanOrEqual(4000);
    expect(() => layoutGrid(9, SET_UPS, { ...DEFAULT_GRID, maxWidth: 100 })).toThrow(/no room for 4 columns/);
  });
});

describe('shotBands', () => {
  const phone = { viewport: { width: 390, height: 844 }, shotHeight: 1800 };

  it('keeps the top of the page when the graph is within it, or there is none', () => {
    expect(shotBands(phone, 5000, { top: 900, height: 500 })).toEqual([{ top: 0, height: 1800 }]);
    expect(shotBands(phone, 5000, null)).toEqual([{ top: 0, height: 1800 }]);
    expect(shotBands(phone, 1200, null)).toEqual([{ top: 0, height: 1200 }]);
  });

  it('below it: the first screen, then a band with the graph in its middle, as tall as the shot in all', () => {
    const [first, second] = shotBands(phone, 5000, { top: 2000, height: 500 });
    expect(first).toEqual({ top: 0, height: 844 });
    expect(first!.height + SEAM + second!.height).toBe(1800);
    expect(second!.top).toBe(2000 - (second!.height - 500) / 2);
  });

  it('a graph taller than the band starts 16 px down; a band never runs past the page, nor into the first screen', () => {
    expect(shotBands(phone, 5000, { top: 2000, height: 1200 })[1]).toEqual({ top: 1984, height: 944 });
    expect(shotBands(phone, 2600, { top: 2000, height: 500 })[1]).toEqual({ top: 2600 - 944, height: 944 });
    const [, band] = shotBands(phone, 1900, { top: 1500, height: 350 });
    expect(band!.top).toBeGreaterThanOrEqual(844);
    expect(band!.top + band!.height).toBeLessThanOrEqual(1900);
  });
});

describe('sheetHtml', () => {
  const grid = layoutGrid(1, SET_UPS);
  const api = kinds.find((kind) => kind.id === 'api')!;
  const search = kinds.find((kind) => kind.id === 'search')!;
  const shot = (setUp: (typeof SET_UPS)[number], problems: string[] = [], notes: string[] = []): Shot => ({
    kind: api,
    setUp,
    file: cellFile(api, setUp),
    fold: setUp.viewport.height,
    bands: [
      { top: 0, height: setUp.viewport.height },
      { top: 2000, height: setUp.shotHeight - setUp.viewport.height - SEAM },
    ],
    problems,
    notes,
  });
  const html = sheetHtml(
    grid,
    [
      SET_UPS.map((setUp, index) =>
        shot(setUp, index === 3 ? ['console error: <b> & "x"'] : [], index === 2 ? ['a keystroke lost'] : []),
      ),
    ],
    'Sheet',
  );

  it('labels each cell with its kind and set-up, links its full-size picture and writes its problems (red) and notes (grey), escaped', () => {
    for (const setUp of SET_UPS) {
      expect(html).toContain(`<b>API</b> · ${setUp.label}`);
      expect(html).toContain(`<a href="api-${setUp.id}.png"><img src="api-${setUp.id}.png"`);
    }
    expect(html).toContain('class="problem" title="console error: &lt;b&gt; &amp; &quot;x&quot;"');
    expect(html).toContain('class="note" title="a keystroke lost"');
    expect(html).toContain(`width: ${grid.width}px; height: ${grid.height}px`);
  });

  it('captions a cell with its route under the base path, the band a seam leaves out and the query typed', () => {
    expect(shotCaption(shot(SET_UPS[0]!))).toBe('/docs/api/core/functions/useCamera (800–2000 px cut)');
    expect(shotCaption({ kind: search, bands: [{ top: 0, height: 1600 }] })).toBe('/search + "GraphSearch" typed');
    expect(shotCaption({ kind: kinds[0]!, bands: [{ top: 0, height: 1600 }] })).toBe('/');
  });
});
