import { describe, expect, it } from 'vitest';
import {
  colorDifference,
  contrastRatio,
  deltaE2000,
  parseColor,
  relativeLuminance,
  simulateDeficiency,
  toHex,
  toLab,
} from './colorContrast';

describe('parseColor', () => {
  it('reads #rgb, #rrggbb (any case) and rgb() with commas or spaces', () => {
    expect(parseColor('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseColor('#1C7ED6')).toEqual([28, 126, 214]);
    expect(parseColor(' rgb(28, 126, 214) ')).toEqual([28, 126, 214]);
    expect(parseColor('rgb(28 126 214)')).toEqual([28, 126, 214]);
  });

  it('refuses what it cannot measure: names, translucent colours, hsl(), out-of-range channels', () => {
    for (const text of ['red', '#abcd', 'rgba(0, 0, 0, 0.5)', 'hsl(0, 0%, 0%)', 'rgb(256, 0, 0)', '#12345g'])
      expect(() => parseColor(text), text).toThrow(/Not an opaque/);
  });

  it('writes channels back as #rrggbb, rounded and clamped', () => {
    expect(toHex([28, 126, 214])).toBe('#1c7ed6');
    expect(toHex([-3, 127.6, 300])).toBe('#0080ff');
  });
});

describe('relativeLuminance and contrastRatio (WCAG 2.x)', () => {
  it('gives black 0 and white 1', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
  });

  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#1c7ed6', '#1c7ed6')).toBe(1);
  });

  it('matches published figures: #777 on white is 4.48:1, #767676 4.54:1 (the grey that passes AA)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('uses the linear segment below 0.04045 (#0a0a0a is 10/255 ÷ 12.92)', () => {
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 12);
  });
});

describe('toLab and deltaE2000', () => {
  it('puts white at L* 100 and a neutral grey on the a*, b* origin', () => {
    const [l, a, b] = toLab('#ffffff');
    expect(l).toBeCloseTo(100, 2);
    expect(Math.abs(a) + Math.abs(b)).toBeLessThan(0.01);
    expect(Math.hypot(...toLab('#777777').slice(1))).toBeLessThan(0.01);
  });

  // Pairs 1, 7, 17 and 25 of Sharma, Wu and Dalal's test data (their table 1).
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  ] as const)('gives %j against %j a difference of %d', (first, second, expected) => {
    expect(deltaE2000(first, second)).toBeCloseTo(expected, 4);
    expect(deltaE2000(second, first)).toBeCloseTo(expected, 4);
  });

  it('measures sRGB colours: 0 for the same colour, large for blue against orange', () => {
    expect(colorDifference('#1c7ed6', 'rgb(28, 126, 214)')).toBe(0);
    expect(colorDifference('#1c7ed6', '#e8590c')).toBeGreaterThan(40);
  });
});

describe('simulateDeficiency (Machado et al. 2009, full severity)', () => {
  it('leaves greys as they are', () => {
    for (const deficiency of ['deuteranopia', 'protanopia', 'tritanopia'] as const)
      for (const grey of ['#000000', '#777777', '#ffffff'])
        expect(colorDifference(simulateDeficiency(grey, deficiency), grey), `${grey} ${deficiency}`).toBeLessThan(0.5);
  });

  it('makes the red–green pair a deuteranope confuses close, and keeps blue against yellow apart', () => {
    const deutan = (color: string) => simulateDeficiency(color, 'deuteranopia');
    // An orange and an ochre of the same lightness: told apart by most readers, hardly by a deuteranope.
    expect(colorDifference('#d9480f', '#a86b00')).toBeGreaterThan(15);
    expect(colorDifference(deutan('#d9480f'), deutan('#a86b00'))).toBeLessThan(5);
    expect(colorDifference(deutan('#1c7ed6'), deutan('#a86b00'))).toBeGreaterThan(40);
  });

  it('simulates tritanopia on the other axis: red against green stays apart, blue against cyan does not', () => {
    const tritan = (color: string) => simulateDeficiency(color, 'tritanopia');
    expect(colorDifference(tritan('#d9480f'), tritan('#087f5b'))).toBeGreaterThan(30);
    expect(colorDifference('#1c7ed6', '#0c8599')).toBeGreaterThan(15);
    expect(colorDifference(tritan('#1c7ed6'), tritan('#0c8599'))).toBeLessThan(8);
  });
});
