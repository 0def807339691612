/**
 * Visual regression: every live example of the example and guide pages, and the home page's demo, in
 * light and dark mode, compared with the references in tests/e2e/visual/ (one PNG per graph and mode,
 * the frame only); on the same visit, the frame rules of a desktop (tests/support/frameRules.ts). `npm run test:visual:update` writes the references instead of comparing (after
 * `npm run build`); look at the changed PNGs before committing them.
 *
 * The references are pixels of one browser: Debian's Chromium headless shell drawing WebGL with SwiftShader, named in
 * visual/browser.json. Another browser fails every test with a message, unless VISUAL_OTHER_BROWSER
 * gives the reason to leave them out (GitHub's CI runs Playwright's own Chromium and sets it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { listExamples } from '../../plugins/shared/discoverExamples';
import { testChromiumPath } from '../../scripts/chromium';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
import {
  countColor,
  currentCode,
  difference,
  example,
  frame,
  replaceCode,
  shoot,
  startDemo,
  still,
  waitForGraph,
  waitForGraphIn,
  type ShotOptions,
} from '../support/graph';
import { AXE_EXAMPLE_PAGES, exampleViolations } from '../support/axe';
import { expectFrameRules } from '../support/frameRules';
import { LOAD_TIMEOUT } from '../support/limits';
import { siteDir } from '../support/paths';
import { probeSigma } from '../support/sigma';

const REFERENCES = path.join(__dirname, 'visual');
const BROWSER_FILE = path.join(REFERENCES, 'browser.json');
const UPDATE = process.env.UPDATE_VISUAL === '1';
const UPDATE_COMMAND = 'npm run build && npm run test:visual:update';

/**
 * A pixel has changed when its red, green and blue differences add up to more than THRESHOLD, and a
 * shot matches its reference when at most TOLERANCE of its pixels have. Measured on the 68 shots, two
 * runs of the same build: 0 changed pixels in every shot at this threshold (at threshold 0, 25 pixels of
 * one shot, an icon's anti-aliasing, off by at most 18). A reader's colour edit on one node of
 * load-graph's first example changes 0.30 % of its frame (the last test).
 */
const THRESHOLD = 30;
const TOLERANCE = 0.0005;

const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** The gesture hint ("Use Ctrl + scroll to zoom") shows only after a wheel: never in a reference. */
const SHOT: ShotOptions = { style: '[data-testid="gesture-hint"] { visibility: hidden !important; }' };

/** The browser the references were recorded with, as visual/browser.json keeps it. */
interface Recorded {
  executable: string;
  version: string;
  renderer: string;
}

async function currentBrowser(browser: Browser, page: Page): Promise<Recorded> {
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const name = gl?.getParameter(gl.getExtension('WEBGL_debug_renderer_info')?.UNMASKED_RENDERER_WEBGL ?? gl.RENDERER);
    // Give the context back at once: browsers cap live WebGL contexts.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return String(name ?? 'no WebGL');
  });
  return { executable: testChromiumPath(), version: browser.version(), renderer };
}

function readRecorded(): Recorded | null {
  return fs.existsSync(BROWSER_FILE) ? (JSON.parse(fs.readFileSync(BROWSER_FILE, 'utf8')) as Recorded) : null;
}

/** The file of one shot's reference: `load-graph-GraphProp-dark.png`, `home-light.png`. */
function referenceFile(name: string, mode: Mode): string {
  return `${name.replace(/\.tsx?$/, '').replace('/', '-')}-${mode}.png`;
}

const pages = listExamples(siteDir).map((item) => ({
  route: `${BASE}${item.route}`,
  names: item.files.map((file) => `${item.id}/${file}`),
}));
const HOME = 'home';
const expectedFiles = new Set(
  [HOME, ...pages.flatMap((item) => item.names)].flatMap((name) => MODES.map((mode) => referenceFile(name, mode))),
);

/** How far `shot` is from its reference (1 for another size), or null when there is no reference. */
function compare(file: string, shot: PNG): number | null {
  const reference = path.join(REFERENCES, file);
  if (!fs.existsSync(reference)) return null;
  return difference(PNG.sync.read(fs.readFileSync(reference)), shot, THRESHOLD);
}

/**
 * Compares a shot with its reference (a soft assertion: every shot of a page is checked), or
 * writes it when updating and it differs in any pixel.
 */
async function check(file: string, shot: PNG): Promise<void> {
  const changed = compare(file, shot);
  if (UPDATE) {
    if (changed === null || difference(PNG.sync.read(fs.readFileSync(path.join(REFERENCES, file))), shot, 0) > 0) {
      fs.mkdirSync(REFERENCES, { recursive: true });
      // Opaque RGB, compressed hard: the references are committed.
      fs.writeFileSync(path.join(REFERENCES, file), PNG.sync.write(shot, { colorType: 2, deflateLevel: 9 }));
      test.info().annotations.push({ type: 'updated', description: file });
    }
    return;
  }
  if (changed === null) {
    expect.soft(changed, `no reference tests/e2e/visual/${file}: write it with \`${UPDATE_COMMAND}\``).not.toBeNull();
    return;
  }
  if (changed > TOLERANCE) await test.info().attach(file, { body: PNG.sync.write(shot), contentType: 'image/png' });
  expect
    .soft(changed, `${file}: share of pixels that differ from the reference (if the change is meant, run \`${UPDATE_COMMAND}\`)`)
    .toBeLessThanOrEqual(TOLERANCE);
}

/** The graph as the reader left it: the pointer away (no hovered node), in the middle of the screen (the navbar out of the way), still. */
async function shot(page: Page, target: Locator, name: string): Promise<PNG> {
  await page.mouse.move(0, 0);
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return still(target, SHOT, name);
}

/**
 * The shot to compare with `file`: the first one when it already matches its reference (a graph
 * that looks as recorded is the verdict, whether or not it would move later), else the graph once
 * still. Most graphs are still by the time they are shot: this takes one screenshot instead of the
 * two or more `still` needs (68 shots). Updating always waits until the graph is still.
 */
async function verdictShot(page: Page, target: Locator, name: string, file: string): Promise<PNG> {
  if (!UPDATE) {
    await page.mouse.move(0, 0);
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const first = await shoot(target, SHOT);
    const changed = compare(file, first);
    if (changed !== null && changed <= TOLERANCE) return first;
  }
  return shot(page, target, name);
}

/**
 * Shoots every graph in light mode, then in dark, on the same page, and checks each shot, then the frame
 * rules (tests/support/frameRules.ts: all of them in light mode, the colours again in dark). `axe`: also
 * checks the page's live examples with axe in each mode once its shots are taken (AXE_EXAMPLE_PAGES):
 * the page is open with every graph started, as a11y.spec.ts would have to make it again.
 */
async function checkModes(page: Page, graphs: { name: string; target: Locator }[], axe = false): Promise<void> {
  const light = new Map<string, PNG>();
  for (const mode of MODES) {
    if (mode !== MODES[0] && axe) {
      expect.soft(await exampleViolations(page, MODES[0]), `axe on the live examples, ${MODES[0]} mode`).toEqual([]);
    }
    await switchMode(page, mode);
    for (const { name, target } of graphs) {
      const png = await verdictShot(page, target, name, referenceFile(name, mode));
      if (mode === 'light') light.set(name, png);
      // The dark shot must show dark mode: a graph whose theme did not follow would match a stale reference.
      else
        expect
          .soft(difference(light.get(name)!, png, THRESHOLD), `${name} looks different in dark mode`)
          .toBeGreaterThan(TOLERANCE);
      await check(referenceFile(name, mode), png);
    }
    // Once every graph of the page is still: the sizes, overlaps and texts once, the colours in each mode.
    for (const { target } of graphs) await expectFrameRules(page, target, { mode, check: mode === 'light' ? 'all' : 'colour' });
  }
  if (axe) expect.soft(await exampleViolations(page, 'dark'), 'axe on the live examples, dark mode').toEqual([]);
}

test.describe('visual regression', () => {
  // Deterministic frames: a desktop window at one device pixel per CSS pixel; light mode first.
  test.use({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, colorScheme: 'light' });
  // Every graph of a page twice, each shot at least twice (until still), on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ browser, page }) => {
    const current = await currentBrowser(browser, page);
    expect(current.renderer, 'WebGL drawn by SwiftShader, as the references are').toContain('SwiftShader');
    if (UPDATE) {
      fs.mkdirSync(REFERENCES, { recursive: true });
      fs.writeFileSync(BROWSER_FILE, `${JSON.stringify(current, null, 2)}\n`);
      return;
    }
    const recorded = readRecorded();
    expect(recorded, `no tests/e2e/visual/browser.json: record the references with \`${UPDATE_COMMAND}\``).not.toBeNull();
    if (recorded!.executable === current.executable) return;
    const reason = process.env.VISUAL_OTHER_BROWSER;
    const mismatch = `the references were recorded with ${recorded!.executable} (Chromium ${recorded!.version}); this run drives ${current.executable} (Chromium ${current.version}), whose pixels may differ`;
    test.skip(Boolean(reason), `${mismatch}: ${reason}`);
    throw new Error(
      `${mismatch}. Run the tests with Debian's Chromium headless shell (scripts/chromium.ts), or set VISUAL_OTHER_BROWSER to the reason to leave them out.`,
    );
  });

  for (const { route, names } of pages) {
    const axe = AXE_EXAMPLE_PAGES.some((relative) => route === `${BASE}${relative}`);
    test(`the graphs of ${route} look as recorded, light and dark${axe ? '; axe finds nothing in its live examples' : ''}`, async ({
      page,
    }) => {
      await probeSigma(page);
      await visit(page, route);
      await expect(page.locator('[data-example]')).toHaveCount(names.length);
      for (const name of names) await waitForGraph(page, name);
      // What axe reads: each example's editor, with its graph.
      if (axe) await expect(page.locator('[data-example] [data-testid="example-editor"]')).toHaveCount(names.length);
      await checkModes(
        page,
        names.map((name) => ({ name, target: frame(page, name) })),
        axe,
      );
    });
  }

  test('the pages whose live examples axe checks are pages with live examples', () => {
    const routes = pages.map((item) => item.route);
    expect(routes).toEqual(expect.arrayContaining(AXE_EXAMPLE_PAGES.map((relative) => `${BASE}${relative}`)));
  });

  test("the home page's live demo looks as recorded, light and dark", async ({ page }) => {
    await probeSigma(page);
    await visit(page, BASE);
    const demo = await startDemo(page);
    await waitForGraphIn(demo);
    await checkModes(page, [{ name: HOME, target: demo }]);
  });

  test('a reader changing a colour in the editor makes the comparison fail; the original matches', async ({ page }) => {
    const name = 'load-graph/GraphProp.tsx';
    const file = referenceFile(name, 'light');
    await visit(page, `${BASE}docs/example/load-graph`);
    const target = await waitForGraph(page, name);
    expect(compare(file, await shot(page, target, name)), `the original graph matches ${file}`).toBeLessThanOrEqual(TOLERANCE);

    const original = await currentCode(page, name);
    await replaceCode(page, name, original.replace("'#1c7ed6'", "'#ff0000'"));
    await expect(example(page, name).getByText('Edited: the graph runs your code.')).toBeVisible();
    // The first edit downloads the compiler, then runs the code in a new graph: wait for the red node.
    const isRed = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;
    await expect
      .poll(async () => countColor(await shot(page, target, name), isRed), {
        timeout: LOAD_TIMEOUT,
        message: 'the edited graph drawn',
      })
      .toBeGreaterThan(200);
    const changed = compare(file, await shot(page, target, name));
    expect(changed, `the edited graph differs from ${file} by more than the tolerance`).toBeGreaterThan(TOLERANCE);
  });
});

// Files only: it runs in any browser.
test('every visual reference belongs to a graph the visual tests shoot', () => {
  const stale = fs.existsSync(REFERENCES)
    ? fs.readdirSync(REFERENCES).filter((file) => file.endsWith('.png') && !expectedFiles.has(file))
    : [];
  if (UPDATE) for (const file of stale) fs.rmSync(path.join(REFERENCES, file));
  else expect(stale, 'references of graphs that no longer exist: delete them').toEqual([]);
});
