/** Colour arithmetic of WCAG 2.x, for tests that check what a reader can read. */

/** Relative luminance of a computed CSS colour (`rgb(…)` or `rgba(…)`; alpha is ignored), 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const [red, green, blue] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** Contrast ratio of two computed CSS colours, 1 to 21 (AA asks 4.5 of body text). */
export function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}
