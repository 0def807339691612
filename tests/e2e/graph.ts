import { PNG } from 'pngjs';
import { expect, type Locator, type Page } from '@playwright/test';

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
  const target = frame(page, name);
  await expect(target.locator('canvas').first()).toBeAttached({ timeout: 15_000 });
  await expect
    .poll(async () => {
      const { drawn, total } = await drawnPixels(target);
      return drawn / total;
    }, { timeout: 15_000, message: `graph of ${name} drawn` })
    .toBeGreaterThan(minimum);
  return target;
}

/** Average colour of the pixels of one hue family, e.g. the labels' text. */
export function countColor(png: PNG, match: (r: number, g: number, b: number) => boolean): number {
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) if (match(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) count++;
  return count;
}
