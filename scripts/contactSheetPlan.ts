/**
 * What `npm run contact-sheet` (scripts/contactSheet.ts) shoots and how it lays the shots out: the page
 * kinds with one route each, read from the site, the four set-ups, the grid's sizes and the sheet's HTML.
 * Pure: no browser, no server; scripts/contactSheetPlan.test.ts tests it.
 */
import path from 'node:path';
import { modulePaths } from '../config/modulePaths';
import { sections } from '../config/navbar';
import { site } from '../config/site';
import { GALLERY_ROUTE } from '../plugins/example-gallery';
import { API_FOLDER_PREFIX, apiPackageId, listExamples, sectionOf } from '../plugins/shared/discoverExamples';

/** How a page's live graph is started before its shot, if it has one. */
export type GraphStart =
  /** The home page's demo: its "Start the live demo" button. */
  | 'demo'
  /** An example or guide page: the first live example, scrolled into view as a reader scrolls to it. */
  | 'example'
  /** An API function page: its "Run the example" button; `example` names the module (`api-core/useCamera.tsx`). */
  | 'api'
  /** The playground, which draws its graph as it opens. */
  | 'playground';

export interface PageKind {
  /** Names the cells' files: `home`, `api`. */
  id: string;
  label: string;
  /** The path under the site's root, its base path included, with its query if any. */
  route: string;
  graph?: GraphStart;
  /** `api`: the module whose live example the page shows. */
  example?: string;
  /** `search`: what is typed into the search page's box. */
  query?: string;
  /** The 404 page: the server answers this status, which the browser logs as a console error. */
  status?: 404;
}

/** The function whose API page stands for all of them: the page whose overlaid bar issue 38 names. */
export const API_SYMBOL = 'useCamera';
/** Typed into the search page's box: its results include API pages, with their breadcrumbs. */
export const SEARCH_QUERY = 'GraphSearch';
/** A path no page has. */
export const MISSING_ROUTE = 'no-such-page';

/** `/docs/examples` (a path from the site's root, as the config writes them) under the base path. */
const underBase = (fromRoot: string): string => `${site.baseUrl}${fromRoot.replace(/^\//, '')}`;

/**
 * One page of each kind, in the sheet's order: the home page, the docs' first page (the navbar's
 * "Getting Started"), the first guide and the first example page in the sidebar's order, an API
 * function page with its live example (`API_SYMBOL`, else the first with one), the examples gallery,
 * the playground, the search page and the not-found page.
 */
export function pageKinds(siteDir: string): PageKind[] {
  const examples = listExamples(siteDir, { api: true });
  const first = (section: 'examples' | 'guides') => {
    const found = examples.find((example) => sectionOf(example.meta) === section);
    if (!found) throw new Error(`src/examples/ has no folder in the section "${section}": the contact sheet shows one`);
    return found;
  };
  const apiFolders = examples.filter((example) => sectionOf(example.meta) === 'api');
  const apiModules = apiFolders.flatMap((folder) =>
    folder.files.map((file) => ({ folder, file, name: path.basename(file, path.extname(file)) })),
  );
  const api = apiModules.find((module) => module.name === API_SYMBOL) ?? apiModules[0];
  if (!api) throw new Error(`src/examples/ has no ${API_FOLDER_PREFIX}<package> folder: the contact sheet shows an API page`);
  return [
    { id: 'home', label: 'Home', route: site.baseUrl, graph: 'demo' },
    { id: 'docs', label: 'Docs', route: underBase(sections.start.to) },
    { id: 'guide', label: 'Guide', route: underBase(first('guides').route), graph: 'example' },
    { id: 'example', label: 'Example', route: underBase(first('examples').route), graph: 'example' },
    {
      id: 'api',
      label: 'API',
      route: underBase(`docs/api/${apiPackageId(api.folder.id)}/functions/${api.name}`),
      graph: 'api',
      example: `${api.folder.id}/${api.file}`,
    },
    { id: 'gallery', label: 'Gallery', route: underBase(GALLERY_ROUTE) },
    {
      id: 'playground',
      label: 'Playground',
      // src/pages/playground.tsx is served at /playground.
      route: underBase(path.basename(modulePaths.playgroundPage, path.extname(modulePaths.playgroundPage))),
      graph: 'playground',
    },
    { id: 'search', label: 'Search', route: underBase('search'), query: SEARCH_QUERY },
    { id: '404', label: '404', route: underBase(MISSING_ROUTE), status: 404 },
  ];
}

/** The kinds of page the sheet must show (issue 38): a test checks `pageKinds` gives each. */
export const REQUIRED_KINDS = ['home', 'docs', 'guide', 'example', 'api', 'gallery', 'playground', 'search', '404'];

export interface SetUp {
  id: string;
  label: string;
  viewport: { width: number; height: number };
  /** Phone emulation: touch, `isMobile` (the viewport meta tag applies). */
  phone: boolean;
  colorScheme: 'light' | 'dark';
  /** How much of the page the shot keeps, from its top, in CSS pixels: the first screen and the first live example below it. */
  shotHeight: number;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The sheet's columns: desktop and phone (390 × 844, as the phone tests), each light and dark. */
export const SET_UPS: readonly SetUp[] = [
  { id: 'desktop-light', label: 'desktop light', viewport: DESKTOP, phone: false, colorScheme: 'light', shotHeight: 1600 },
  { id: 'desktop-dark', label: 'desktop dark', viewport: DESKTOP, phone: false, colorScheme: 'dark', shotHeight: 1600 },
  { id: 'phone-light', label: 'phone light', viewport: PHONE, phone: true, colorScheme: 'light', shotHeight: 1800 },
  { id: 'phone-dark', label: 'phone dark', viewport: PHONE, phone: true, colorScheme: 'dark', shotHeight: 1800 },
];

/** The file of one cell, in the cells' folder: `api-phone-dark.png`. */
export const cellFile = (kind: Pick<PageKind, 'id'>, setUp: Pick<SetUp, 'id'>): string => `${kind.id}-${setUp.id}.png`;

/** The folder of the full-size cells beside the sheet: `contact-sheet.png` → `contact-sheet/`. */
export const cellsDir = (sheet: string): string => path.join(path.dirname(sheet), path.basename(sheet, path.extname(sheet)));

export interface GridOptions {
  /** The sheet's width at most, in pixels. */
  maxWidth: number;
  /** Never drawn larger than the shots. */
  maxScale: number;
  margin: number;
  gap: number;
  /** Above each cell: its label. */
  labelHeight: number;
}

export const DEFAULT_GRID: GridOptions = { maxWidth: 2000, maxScale: 1, margin: 24, gap: 24, labelHeight: 64 };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Grid {
  /** Shot pixels (CSS pixels of the page) to sheet pixels. */
  scale: number;
  width: number;
  height: number;
  /** `cells[row][column]`: the label's box above the picture's. */
  cells: { label: Box; picture: Box }[][];
}

/**
 * Lays `rows` page kinds out against `setUps` (columns): one scale for every shot, the largest that
 * keeps the sheet within `maxWidth` (two hundredths at a time), so that a phone and a desktop shot keep
 * their real proportions; each row as tall as its tallest shot.
 */
export function layoutGrid(
  rows: number,
  setUps: readonly Pick<SetUp, 'viewport' | 'shotHeight'>[],
  options: GridOptions = DEFAULT_GRID,
): Grid {
  const { maxWidth, maxScale, margin, gap, labelHeight } = options;
  const shotsWidth = setUps.reduce((sum, setUp) => sum + setUp.viewport.width, 0);
  const room = maxWidth - 2 * margin - gap * (setUps.length - 1);
  const scale = Math.min(maxScale, Math.floor((100 * room) / shotsWidth) / 100);
  if (!(scale > 0)) throw new Error(`a sheet of ${maxWidth} px has no room for ${setUps.length} columns`);
  const widths = setUps.map((setUp) => Math.round(setUp.viewport.width * scale));
  const pictureHeight = Math.max(...setUps.map((setUp) => Math.round(setUp.shotHeight * scale)));
  const rowHeight = labelHeight + pictureHeight;
  const cells: Grid['cells'] = [];
  for (let row = 0; row < rows; row++) {
    const y = margin + row * (rowHeight + gap);
    let x = margin;
    cells.push(
      widths.map((width, column) => {
        const cell = {
          label: { x, y, width, height: labelHeight },
          picture: { x, y: y + labelHeight, width, height: Math.round(setUps[column]!.shotHeight * scale) },
        };
        x += width + gap;
        return cell;
      }),
    );
  }
  const width = 2 * margin + widths.reduce((sum, each) => sum + each, 0) + gap * (setUps.length - 1);
  const height = 2 * margin + rows * rowHeight + gap * Math.max(0, rows - 1);
  return { scale, width, height, cells };
}

/** A band of the page, in CSS pixels from its top. */
export interface Band {
  top: number;
  height: number;
}

/** The stripes between the first screen and the band of a live graph further down, in CSS pixels. */
export const SEAM = 12;

/**
 * What a shot keeps of a page `pageHeight` tall: the top `setUp.shotHeight` pixels when the live graph
 * (`graph`, its frame's band) lies within them or there is none; else the first screen, then a seam, then
 * a band as tall as the rest of the shot with the graph's frame in its middle (its top when the frame is
 * taller), so that the cell is as tall as the others.
 */
export function shotBands(setUp: Pick<SetUp, 'shotHeight' | 'viewport'>, pageHeight: number, graph: Band | null): Band[] {
  const height = Math.min(setUp.shotHeight, pageHeight);
  if (!graph || graph.top + graph.height <= height) return [{ top: 0, height }];
  const fold = setUp.viewport.height;
  const band = setUp.shotHeight - fold - SEAM;
  const margin = Math.max(16, Math.round((band - graph.height) / 2));
  const top = Math.max(fold, Math.min(graph.top - margin, pageHeight - band));
  return [
    { top: 0, height: fold },
    { top, height: Math.min(band, pageHeight - top) },
  ];
}

/** One shot of the sheet: where its file is (relative to the sheet's HTML), and what went wrong, if anything. */
export interface Shot {
  kind: PageKind;
  setUp: SetUp;
  file: string;
  /** Where the first screen ends, in CSS pixels from the top. */
  fold: number;
  /** The bands of the page it shows (`shotBands`), one above the other, a seam between two. */
  bands: Band[];
  /** Problems seen while taking it: they are written on the cell in red, and fail the run. */
  problems: string[];
  /** What a reviewer should know that fails nothing (a keystroke the search page lost): written in grey. */
  notes: string[];
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

const boxStyle = ({ x, y, width, height }: Box): string => `left:${x}px;top:${y}px;width:${width}px;height:${height}px`;

/**
 * What a cell's label says under its title: the route (without the base path, which every route has:
 * a phone's column is narrow), the query typed, and the band left out by a seam.
 */
export function shotCaption(shot: Pick<Shot, 'kind' | 'bands'>): string {
  const path = shot.kind.route.slice(site.baseUrl.length - 1);
  const route = path + (shot.kind.query ? ` + "${shot.kind.query}" typed` : '');
  const [first, second] = shot.bands;
  return second ? `${route} (${first!.height}–${second.top} px cut)` : route;
}

/**
 * The sheet as an HTML page, `grid.width` × `grid.height` CSS pixels, each cell a link to its full-size
 * picture, labelled with its page kind and set-up, its route, its problems (in red) and notes (in grey); a
 * short red tick left of each picture marks the fold, where the first screen ends. `shots[row][column]`
 * match `grid.cells`.
 */
export function sheetHtml(grid: Grid, shots: Shot[][], title: string): string {
  const cells = shots.flatMap((row, rowIndex) =>
    row.map((shot, column) => {
      const { label, picture } = grid.cells[rowIndex]![column]!;
      const height = shot.bands.reduce((sum, band) => sum + band.height, SEAM * (shot.bands.length - 1));
      const scaled = { ...picture, height: Math.min(picture.height, Math.round(height * grid.scale)) };
      const fold = picture.y + Math.round(Math.min(shot.fold, height) * grid.scale);
      const remarks = [...shot.problems, ...shot.notes].join(' · ');
      const alt = `${shot.kind.label}, ${shot.setUp.label}`;
      return [
        `<div class="label" style="${boxStyle(label)}">`,
        `<div><b>${escapeHtml(shot.kind.label)}</b> · ${escapeHtml(shot.setUp.label)}</div>`,
        `<div class="route">${escapeHtml(shotCaption(shot))}</div>`,
        remarks
          ? `<div class="${shot.problems.length ? 'problem' : 'note'}" title="${escapeHtml(remarks)}">${escapeHtml(remarks)}</div>`
          : '',
        `</div>`,
        `<a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(alt)}" style="${boxStyle(scaled)}"></a>`,
        `<div class="fold" style="left:${picture.x - 10}px;top:${fold}px"></div>`,
      ].join('');
    }),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
html, body { margin: 0; background: #d9dce1; }
body { position: relative; width: ${grid.width}px; height: ${grid.height}px; font: 12px/15px system-ui, sans-serif; color: #1c1e21; }
.label, img, .fold { position: absolute; box-sizing: border-box; }
.label > div { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.label > .route, .note { color: #474c54; white-space: normal; overflow-wrap: anywhere; max-height: 30px; }
.problem { color: #b00020; font-weight: 600; }
img { outline: 1px solid #8d949e; background: #fff; }
.fold { width: 8px; height: 0; border-top: 2px solid #d0021b; }
</style></head><body>
${cells.join('\n')}
</body></html>
`;
}
