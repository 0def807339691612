import { PNG } from 'pngjs';
import { expect, type Locator, type Page } from '@playwright/test';
import { LOAD_TIMEOUT } from './limits';

/** The live example whose main file is `name` (e.g. `load-graph/Dataset.tsx`). */
export function example(page: Page, name: string): Locator {
  return page.locator(`[data-example="${name}"]`);
}

/** Replaces the whole text of the example's editor, as a reader pasting code would. */
export async function replaceCode(page: Page, name: string, code: string): Promise<void> {
  const editor = example(page, name).getByTestId('example-editor').locator('pre');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
  // The editor reads its text back on key-up, as it would after a reader's last keystroke.
  await page.keyboard.press('End');
}

/** The text of the example's editor. */
export async function currentCode(page: Page, name: string): Promise<string> {
  return (await example(page, name).getByTestId('example-editor').locator('pre').innerText()).replace(/\n$/, '');
}

/** The graph frame of an example. */
export function frame(page: Page, name: string): Locator {
  return example(page, name).locator('[data-state]').first();
}

export interface PixelStats {
  /** Pixels that differ clearly from the frame's background colour. */
  drawn: number;
  total: number;
  /** Raw RGBA pixels, row by row, for finer checks. */
  png: PNG;
}

/**
 * Screenshots `target` and counts pixels that are not the background (the
 * colour near the bottom-left corner), from row `fromY` down (to skip overlaid UI).
 */
export async function drawnPixels(target: Locator, fromY = 0): Promise<PixelStats> {
  return countDrawn(PNG.sync.read(await target.screenshot({ animations: 'disabled' })), fromY);
}

/** Counts the pixels of a frame's screenshot that are not its background (see `drawnPixels`). */
export function countDrawn(png: PNG, fromY = 0): PixelStats {
  const { data, width, height } = png;
  // The frame has a 1px border: sample the background and count pixels 3px inside it.
  const inset = 3;
  const corner = ((height - inset - 1) * width + inset) * 4;
  const [r0, g0, b0] = [data[corner]!, data[corner + 1]!, data[corner + 2]!];
  let drawn = 0;
  let total = 0;
  for (let y = Math.max(fromY, inset); y < height - inset; y++) {
    for (let x = inset; x < width - inset; x++) {
      const i = (y * width + x) * 4;
      const distance = Math.abs(data[i]! - r0) + Math.abs(data[i + 1]! - g0) + Math.abs(data[i + 2]! - b0);
      total++;
      if (distance > 60) drawn++;
    }
  }
  return { drawn, total, png };
}

/**
 * Fraction of pixels that differ between two screenshots of the same size (1 when the sizes
 * differ): those whose red, green and blue differences add up to more than `threshold`.
 */
export function difference(a: PNG, b: PNG, threshold = 60): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const distance =
      Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (distance > threshold) changed++;
  }
  return changed / (a.data.length / 4);
}

/** Waits until the example's frame shows a drawn graph (at least `minimum` of its pixels). */
export async function waitForGraph(page: Page, name: string, minimum = 0.002): Promise<Locator> {
  return waitForGraphIn(frame(page, name), minimum, name);
}

/** Starts the home page's live demo and waits until its graph has loaded; returns the demo's frame. */
export async function startDemo(page: Page): Promise<Locator> {
  const demo = page.getByTestId('home-demo');
  await demo.getByRole('button', { name: 'Start the live demo' }).click();
  await expect(demo.getByRole('status')).toHaveText(/\d+ characters, \d+ co-appearances/, { timeout: LOAD_TIMEOUT });
  return demo;
}

/**
 * Scrolls `target` into view, as a reader scrolls to an example: an example
 * starts its graph only when it nears the viewport. Retried, because the
 * static example is replaced by the live one (a new element) while it loads.
 */
export async function scrollTo(target: Locator): Promise<void> {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded({ timeout: 5_000 });
  }).toPass({ timeout: LOAD_TIMEOUT });
}

/**
 * Scrolls to each of `frames` in turn, as a reader would (a graph starts only once it is near the
 * screen), and waits until its graph has a canvas. Returns the frames.
 */
export async function startGraphs(frames: Locator): Promise<Locator[]> {
  const all = await frames.all();
  for (const each of all) {
    await scrollTo(each);
    await expect(each.locator('canvas').first()).toBeAttached({ timeout: LOAD_TIMEOUT });
  }
  return all;
}

/** Waits until `target` shows a drawn graph (at least `minimum` of its pixels). */
export async function waitForGraphIn(target: Locator, minimum = 0.002, name = 'the graph'): Promise<Locator> {
  await scrollTo(target);
  await expect(target.locator('canvas').first()).toBeAttached({ timeout: LOAD_TIMEOUT });
  await expect
    .poll(
      async () => {
        // The graph may start in the server-rendered frame, which the live example then replaces: a shot
        // of the old frame fails, and the next one finds the new.
        const shot = await drawnPixels(target).catch(() => null);
        return shot ? shot.drawn / shot.total : 0;
      },
      { timeout: LOAD_TIMEOUT, message: `graph of ${name} drawn` },
    )
    .toBeGreaterThan(minimum);
  return target;
}

/** Average colour of the pixels of one hue family, e.g. the labels' text. */
export function countColor(png: PNG, match: (r: number, g: number, b: number) => boolean): number {
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) if (match(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) count++;
  return count;
}

export interface Spot {
  x: number;
  y: number;
  count: number;
}

/** Centre and size (in pixels) of the area drawn in `hex`, in screenshot coordinates. */
export function findColor(png: PNG, hex: string, tolerance = 30): Spot {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let x = 0;
  let y = 0;
  let count = 0;
  for (let row = 0; row < png.height; row++) {
    for (let column = 0; column < png.width; column++) {
      const i = (row * png.width + column) * 4;
      const distance = Math.abs(png.data[i]! - r) + Math.abs(png.data[i + 1]! - g) + Math.abs(png.data[i + 2]! - b);
      if (distance <= tolerance) {
        x += column;
        y += row;
        count++;
      }
    }
  }
  return count === 0 ? { x: NaN, y: NaN, count } : { x: x / count, y: y / count, count };
}

/** Where the nodes of each colour are drawn, in page coordinates (for `page.mouse`). */
export async function locate<K extends string>(target: Locator, wanted: Record<K, string>): Promise<Record<K, Spot>> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the graph frame is not visible');
  const { png } = await drawnPixels(target);
  const found = {} as Record<K, Spot>;
  for (const key of Object.keys(wanted) as K[]) {
    const spot = findColor(png, wanted[key]);
    found[key] = { x: box.x + spot.x, y: box.y + spot.y, count: spot.count };
  }
  return found;
}

/** What a shot leaves out: `mask` paints over overlaid UI whose text changes (a status line); `style` is CSS applied while shooting. */
export interface ShotOptions {
  mask?: Locator[];
  style?: string;
}

/** A screenshot of `target`, CSS animations stopped. */
export async function shoot(target: Locator, { mask = [], style }: ShotOptions = {}): Promise<PNG> {
  return PNG.sync.read(await target.screenshot({ animations: 'disabled', mask, style }));
}

/** The graph as drawn; `mask` hides overlaid UI whose text changes (a status line). */
export async function picture(page: Page, name: string, mask: Locator[] = []): Promise<PNG> {
  return shoot(frame(page, name), { mask });
}

/**
 * Waits until two screenshots of `target` in a row are identical (nothing moves any more) and returns the last one.
 * A camera animation or a stopping layout ends within 1.5 s on the shared 2-core machine: 15 s is ample.
 */
export async function still(target: Locator, options: ShotOptions = {}, name = 'the graph'): Promise<PNG> {
  let current = await shoot(target, options);
  await expect
    .poll(
      async () => {
        const previous = current;
        current = await shoot(target, options);
        return difference(previous, current);
      },
      { timeout: 15_000, message: `${name} stops moving` },
    )
    .toBe(0);
  return current;
}

/** `still` for the frame of the example `name`. */
export async function settled(page: Page, name: string, mask: Locator[] = []): Promise<PNG> {
  return still(frame(page, name), { mask }, name);
}

/** The text twin under the graph of `root` (src/live/GraphDescription.tsx), and its summary line. */
export const twinOf = (root: Locator) => root.locator('[data-graph-description]');
export const summaryOf = (root: Locator) => twinOf(root).getByRole('paragraph').first();

/**
 * Turns the wheel over the page as a reader scrolls it, and waits until the page has moved: the
 * wheel itself returns before the scroll, so a position read at once may be one notch late.
 */
export async function scrollWheel(page: Page, deltaY: number): Promise<void> {
  const top = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, deltaY);
  await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(top);
}

/**
 * Turns the wheel with Control held, as a reader zooms a graph of the site: the wheel alone
 * scrolls the page past it (src/live/FrameGestures.tsx).
 */
export async function zoomWheel(page: Page, deltaY: number): Promise<void> {
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, deltaY);
  await page.keyboard.up('Control');
}
