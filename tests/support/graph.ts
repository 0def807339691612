import { PNG } from 'pngjs';
import { expect, type Locator, type Page } from '@playwright/test';
import { LOAD_TIMEOUT } from './limits';

/** The live example whose main file is `name` (e.g. `load-graph/Dataset.tsx`). */
export function example(page: Page, name: string): Locator {
  return page.locator(`[data-example="${name}"]`);
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
  const png = PNG.sync.read(await target.screenshot({ animations: 'disabled' }));
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

/** Fraction of pixels that differ between two screenshots of the same size. */
export function difference(a: PNG, b: PNG): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const distance =
      Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (distance > 60) changed++;
  }
  return changed / (a.data.length / 4);
}

/** Waits until the example's frame shows a drawn graph (at least `minimum` of its pixels). */
export async function waitForGraph(page: Page, name: string, minimum = 0.002): Promise<Locator> {
  return waitForGraphIn(frame(page, name), minimum, name);
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

/** Waits until `target` shows a drawn graph (at least `minimum` of its pixels). */
export async function waitForGraphIn(target: Locator, minimum = 0.002, name = 'the graph'): Promise<Locator> {
  await scrollTo(target);
  await expect(target.locator('canvas').first()).toBeAttached({ timeout: LOAD_TIMEOUT });
  await expect
    .poll(
      async () => {
        const { drawn, total } = await drawnPixels(target);
        return drawn / total;
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

/** The graph as drawn; `mask` hides overlaid UI whose text changes (a status line). */
export async function picture(page: Page, name: string, mask: Locator[] = []): Promise<PNG> {
  return PNG.sync.read(await frame(page, name).screenshot({ animations: 'disabled', mask }));
}

/**
 * Waits until two screenshots in a row are identical (nothing moves any more) and returns the last one.
 * A camera animation or a stopping layout ends within 1.5 s on the shared 2-core machine: 15 s is ample.
 */
export async function settled(page: Page, name: string, mask: Locator[] = []): Promise<PNG> {
  let current = await picture(page, name, mask);
  await expect
    .poll(
      async () => {
        const previous = current;
        current = await picture(page, name, mask);
        return difference(previous, current);
      },
      { timeout: 15_000, message: `${name} stops moving` },
    )
    .toBe(0);
  return current;
}
