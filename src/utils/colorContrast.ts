/**
 * WCAG 2.x colour arithmetic: relative luminance and contrast ratio
 * (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance), for opaque colours
 * written as `#rgb`, `#rrggbb` or `rgb(r, g, b)` / `rgb(r g b)`.
 */

export type Rgb = readonly [r: number, g: number, b: number];

/** The colour's channels, 0–255; throws on anything else (a name, a translucent colour, hsl()). */
export function parseColor(text: string): Rgb {
  const color = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*\)$/.exec(color);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.every((channel) => channel <= 255)) return channels as unknown as Rgb;
  }
  throw new Error(`Not an opaque #rgb, #rrggbb or rgb() colour: ${JSON.stringify(text)}`);
}

/** `#rrggbb` of the channels (rounded, clamped to 0–255). */
export function toHex([r, g, b]: Rgb): string {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** sRGB channel (0–255) to linear light (0–1). */
export function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string | Rgb): number {
  const [r, g, b] = typeof color === 'string' ? parseColor(color) : color;
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG contrast ratio, 1 (same luminance) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Colour-vision deficiencies at full severity, as 3 × 3 matrices on linear sRGB (Machado, Oliveira and
 * Fernandes 2009, "A Physiologically-based Model for Simulation of Color Vision Deficiency", table of
 * severity 1.0), the model colorspacious and Chrome's DevTools emulation use.
 */
const DEFICIENCIES = {
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
} as const;

export type Deficiency = keyof typeof DEFICIENCIES;

const gammaChannel = (linear: number) => 255 * (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);

/** The colour as a reader with `deficiency` sees it (channels 0–255, not rounded). */
export function simulateDeficiency(color: string | Rgb, deficiency: Deficiency): Rgb {
  const linear = (typeof color === 'string' ? parseColor(color) : color).map(linearChannel);
  return DEFICIENCIES[deficiency].map((row) =>
    gammaChannel(Math.min(1, Math.max(0, row[0] * linear[0]! + row[1] * linear[1]! + row[2] * linear[2]!))),
  ) as unknown as Rgb;
}

/** CIELAB (D65) of an sRGB colour. */
export function toLab(color: string | Rgb): [l: number, a: number, b: number] {
  const [r, g, b] = (typeof color === 'string' ? parseColor(color) : color).map(linearChannel) as [number, number, number];
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/**
 * CIEDE2000 difference of two CIELAB colours (Sharma, Wu and Dalal 2005): about 1 is the smallest
 * difference a reader notices side by side; categories of a chart want 10 or more to be told apart
 * at a glance.
 */
export function deltaE2000(first: readonly [number, number, number], second: readonly [number, number, number]): number {
  const [l1, a1, b1] = first;
  const [l2, a2, b2] = second;
  const rad = Math.PI / 180;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const [ap1, ap2] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(ap1, b1), Math.hypot(ap2, b2)];
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const [h1, h2] = [hue(b1, ap1), hue(b2, ap2)];
  const dL = l2 - l1;
  const dC = c2 - c1;
  let dh = 0;
  if (c1 * c2 !== 0) dh = Math.abs(h2 - h1) <= 180 ? h2 - h1 : h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 + 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * rad);
  const lBar = (l1 + l2) / 2;
  const cpBar = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) hBar = Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * rad) +
    0.24 * Math.cos(2 * hBar * rad) +
    0.32 * Math.cos((3 * hBar + 6) * rad) -
    0.2 * Math.cos((4 * hBar - 63) * rad);
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cpBar;
  const sH = 1 + 0.015 * cpBar * t;
  const rT = -2 * Math.sqrt(cpBar ** 7 / (cpBar ** 7 + 25 ** 7)) * Math.sin(60 * Math.exp(-(((hBar - 275) / 25) ** 2)) * rad);
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}

/** CIEDE2000 difference of two sRGB colours. */
export function colorDifference(first: string | Rgb, second: string | Rgb): number {
  return deltaE2000(toLab(first), toLab(second));
}
