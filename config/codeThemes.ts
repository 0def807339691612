import { themes, type PrismTheme } from 'prism-react-renderer';
import { dualTheme } from '../src/prism/dualTheme';

/**
 * The code themes (GitHub light, Dracula dark), with the token colours that
 * missed WCAG AA (4.5:1 against the block's background) darkened or lightened
 * just enough, keeping their hue. The same themes colour the examples' editors.
 */

/** Swaps colours by value, so every token rule that used an old colour gets its replacement. */
export function recolor(theme: PrismTheme, replacements: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((rule) => {
      const replacement = rule.style.color === undefined ? undefined : replacements[rule.style.color];
      return replacement ? { ...rule, style: { ...rule.style, color: replacement } } : rule;
    }),
  };
}

const github = recolor(themes.github, {
  '#999988': '#717161', // comments: 2.7:1 before
  '#e3116c': '#da1067', // strings: 4.3:1
  '#36acaa': '#277b7a', // numbers, properties, constants: 2.6:1
  '#00a4db': '#0078a0', // attribute names, at-rules: 2.7:1
  '#d73a49': '#d42d3d', // functions, tags: 4.3:1
});

/** On #f6f8fa. */
export const lightCodeTheme: PrismTheme = {
  ...github,
  // Namespaces are the plain colour faded to 70 % (4.49:1); 80 % reaches 5.5:1.
  styles: github.styles.map((rule) =>
    rule.types.includes('namespace') ? { ...rule, style: { ...rule.style, opacity: 0.8 } } : rule,
  ),
};

/** On #282a36. */
export const darkCodeTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#8692b9', // comments: 3.0:1 before
});

/** Both themes in one, for Docusaurus' `theme` and `darkTheme` alike (see src/prism/dualTheme.ts). */
export const codeTheme = dualTheme(lightCodeTheme, darkCodeTheme);
