/** Colour arithmetic of WCAG 2.x for computed CSS colours, for tests that check what a reader can read. */
import { contrastRatio, relativeLuminance, type Rgb } from '../../src/utils/colorContrast';

/** The channels of a computed CSS colour (`rgb(…)` or `rgba(…)`; alpha is ignored). */
function channels(colour: string): Rgb {
  const [red, green, blue] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  if (blue === undefined) throw new Error(`Not a computed rgb() colour: ${JSON.stringify(colour)}`);
  return [red!, green!, blue];
}

/** Relative luminance of a computed CSS colour, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  return relativeLuminance(channels(colour));
}

/** Contrast ratio of two computed CSS colours, 1 to 21 (AA asks 4.5 of body text). */
export function contrast(a: string, b: string): number {
  return contrastRatio(channels(a), channels(b));
}
