import type { PrismTheme } from 'prism-react-renderer';

/**
 * One code theme for both colour modes, so code renders the same markup in
 * either mode and CSS picks the colours.
 *
 * Docusaurus renders code on the server with the light theme; in dark mode
 * the page showed light code blocks until React had loaded, and then
 * re-created every code block after hydration to restyle it, which is the
 * slowest part of hydrating a page of code. With this theme the server HTML
 * already holds both modes' colours, and no block is re-created.
 *
 * How CSS picks: a value written `var(--code-pick-light, L) var(--code-pick-dark, D)`
 * is L in light mode and D in dark mode, because src/css/custom.css sets the
 * picked mode's variable to `initial` (its fallback applies) and the other
 * one to nothing (its fallback is dropped).
 */
export interface DualTheme extends PrismTheme {
  /**
   * `modes` sits in `plain` because Docusaurus validates the theme's top-level
   * keys (only `plain` and `styles`) and reads only `color` and
   * `backgroundColor` from `plain`.
   */
  plain: PrismTheme['plain'] & { modes: { light: PrismTheme; dark: PrismTheme } };
}

export function pickByMode(light: string | number, dark: string | number): string {
  return light === dark ? String(light) : `var(--code-pick-light, ${light}) var(--code-pick-dark, ${dark})`;
}

/** `rgb(189, 147, 249)` as `#bd93f9`: the same colour in fewer bytes, repeated on every token. */
export function shortColor(color: string): string {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  return rgb
    ? `#${rgb
        .slice(1)
        .map((part) => Number(part).toString(16).padStart(2, '0'))
        .join('')}`
    : color;
}

function withShortColors(theme: PrismTheme): PrismTheme {
  const short = <T extends { color?: string }>(style: T): T =>
    style.color ? { ...style, color: shortColor(style.color) } : style;
  return { plain: short(theme.plain), styles: theme.styles.map((rule) => ({ ...rule, style: short(rule.style) })) };
}

export function dualTheme(lightTheme: PrismTheme, darkTheme: PrismTheme): DualTheme {
  const [light, dark] = [withShortColors(lightTheme), withShortColors(darkTheme)];
  return {
    plain: {
      color: pickByMode(light.plain.color ?? 'inherit', dark.plain.color ?? 'inherit'),
      backgroundColor: pickByMode(light.plain.backgroundColor ?? 'transparent', dark.plain.backgroundColor ?? 'transparent'),
      modes: { light, dark },
    },
    styles: [],
  };
}

export function isDualTheme(theme: PrismTheme): theme is DualTheme {
  return typeof (theme.plain as Partial<DualTheme['plain']>).modes === 'object';
}
