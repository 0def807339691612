import { describe, expect, it } from 'vitest';
import { themes, type PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme, recolor } from './codeThemes';

type Rgb = [number, number, number];

function parse(color: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex?.[1]) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as Rgb;
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unexpected colour ${color}`);
}

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Every token's colour (blended with the background when the rule sets an opacity) and its ratio. */
function ratios(theme: PrismTheme): Record<string, number> {
  const background = parse(theme.plain.backgroundColor!);
  const plain = parse(theme.plain.color!);
  const found: Record<string, number> = { plain: contrast(plain, background) };
  for (const rule of theme.styles) {
    const color = rule.style.color ? parse(rule.style.color) : plain;
    const alpha = rule.style.opacity ?? 1;
    const seen = color.map((c, i) => c * alpha + background[i]! * (1 - alpha)) as Rgb;
    found[rule.types.join(',')] = contrast(seen, background);
  }
  return found;
}

describe('code themes', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)('every %s token reaches WCAG AA contrast (4.5:1)', (_mode, theme) => {
    for (const [types, ratio] of Object.entries(ratios(theme))) {
      expect(ratio, types).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the upstream themes did not, so the replacements are needed', () => {
    const failing = (theme: PrismTheme) => Object.values(ratios(theme)).filter((ratio) => ratio < 4.5).length;
    expect(failing(themes.github)).toBeGreaterThan(0);
    expect(failing(themes.dracula)).toBeGreaterThan(0);
  });

  it('recolor keeps everything but the replaced colours', () => {
    const recolored = recolor(themes.github, { '#999988': '#717161' });
    expect(recolored.plain).toEqual(themes.github.plain);
    expect(recolored.styles).toHaveLength(themes.github.styles.length);
    const comment = recolored.styles.find((rule) => rule.types.includes('comment'));
    expect(comment?.style).toEqual({ color: '#717161', fontStyle: 'italic' });
  });
});
