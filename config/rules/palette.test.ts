/**
 * Node colours a reader can see in both colour modes (issue 38): every colour the site's graphs give
 * a node has a contrast of at least 3:1 (WCAG 1.4.11, graphical objects) with the graph's background
 * in light and in dark mode, and with both modes' label colours, since sigma draws a label on the
 * right of its node, over whatever nodes lie there. One colour passes all four when its relative
 * luminance lies between about 0.14 and 0.22, which is why one palette serves both modes.
 *
 * What is checked: the palettes as the code computes them (the examples' shared palette, the
 * playground's categories, single colour and number scale, the home demo's Les Misérables groups),
 * and every colour literal in the examples, the docs' snippets, the playground and the home demo, so that a new example
 * with a pale node fails here. A literal that is no node colour, or a state drawn faint on purpose
 * (faded, dimmed on hover), is listed in EXEMPT with the reason; an entry that matches nothing fails.
 *
 * And communities stay apart: CIEDE2000 differences between the palette's colours, as most readers
 * see them and as readers with deuteranopia or protanopia do (Machado et al. 2009).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import { miserablesGraph } from '../../plugins/shared/miserables';
import { PALETTE, colorNodes } from '../../src/components/Playground/looks';
import { createCommunityGraph, palette } from '../../src/examples/_shared/sampleGraph';
import { colorDifference, contrastRatio, simulateDeficiency, type Deficiency } from '../../src/utils/colorContrast';

const siteDir = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');

const MINIMUM = 3;

/** The graph's background in each mode, as src/css/custom.css sets it. */
function backgrounds(): { light: string; dark: string } {
  const css = read('src/css/custom.css');
  const of = (mode: string) =>
    new RegExp(`html\\[data-theme='${mode}'\\]\\s*\\{[^}]*--sigma-background-color:\\s*(#[0-9a-f]{3,6})`, 'i').exec(css)?.[1];
  const [light, dark] = [of('light'), of('dark')];
  if (!light || !dark) throw new Error('src/css/custom.css sets no --sigma-background-color for html[data-theme=…]');
  return { light, dark };
}

/** The label colour of each mode, as graphColors in src/examples/_shared/theme.tsx sets it (read as text: the module needs WebGL). */
function labelColors(): { light: string; dark: string } {
  const theme = read('src/examples/_shared/theme.tsx');
  const of = (mode: string) => new RegExp(`${mode}: \\{ label: '(#[0-9a-f]{3,6})'`, 'i').exec(theme)?.[1];
  const [light, dark] = [of('light'), of('dark')];
  if (!light || !dark) throw new Error('src/examples/_shared/theme.tsx: graphColors has no light and dark label');
  return { light, dark };
}

const background = backgrounds();
const label = labelColors();
const AGAINST = [
  ['the light background', background.light],
  ['the dark background', background.dark],
  ['light mode labels', label.light],
  ['dark mode labels', label.dark],
] as const;

/** What is wrong with `color` as a node colour, one line per failing pair; none when it passes. */
function contrastProblems(where: string, color: string): string[] {
  return AGAINST.flatMap(([name, other]) => {
    const ratio = contrastRatio(color, other);
    return ratio < MINIMUM ? [`${where} ${color}: ${ratio.toFixed(2)}:1 against ${name} (${other}), needs ${MINIMUM}:1`] : [];
  });
}

/** The colours where the site writes node colours: examples, the playground, the home demo's dataset. */
const SCANNED = /^(src\/(examples|snippets)\/.*|src\/components\/(Playground|HomeDemo)\/.*|plugins\/shared\/miserables)\.tsx?$/;

/**
 * Colour literals that are no node colour, or a node state drawn faint on purpose. `pattern` matches
 * the line up to the end of the literal, so that it can say where the literal stands.
 */
const EXEMPT: { file: string; pattern: RegExp; why: string }[] = [
  { file: 'src/examples/_shared/theme.tsx', pattern: /#[0-9a-f]{3,6}$/i, why: 'the modes’ label, edge and hover colours' },
  {
    file: 'src/examples/clusters/Clusters.tsx',
    pattern: /color: '#ffffff$/,
    why: 'the community names, on a chip of the palette',
  },
  {
    file: 'src/snippets/introduction/Anatomy.tsx',
    pattern: /color: '#d9d9d9$/,
    why: 'dimmed on purpose: the nodes away from the hovered one fade towards the background',
  },
  {
    file: 'src/examples/transitions/FadeAndMove.tsx',
    pattern: /(node|edge): '#[0-9a-f]{6}$/,
    why: 'faded on purpose: a state, near the background',
  },
  {
    file: 'src/examples/graph-data/GraphData.tsx',
    pattern: /(\? |background: .*)'#(c92a2a|fff)$/,
    why: 'an error message’s box and text',
  },
  {
    file: 'src/examples/load-graph/Dataset.tsx',
    pattern: /(\? |background: .*)'#(c92a2a|fff)$/,
    why: 'an error message’s box and text',
  },
  { file: 'src/examples/api-graph-search/Edge.tsx', pattern: /ACROSS = '#868e96$/, why: 'an edge colour' },
  {
    file: 'src/examples/api-graph-search/Node.tsx',
    pattern: /HIDDEN = '#868e96$/,
    why: 'a legend’s disc for a hidden community: a state',
  },
  {
    file: 'src/examples/labels/CustomLabels.tsx',
    pattern: /dark: \{ lead: .*'#[0-9a-f]{6}$/,
    why: 'label text on the dark background only (4.5:1 or more on it), not a node colour',
  },
  {
    file: 'src/examples/labels/CustomLabels.tsx',
    pattern: /color \?\? '#000$/,
    why: 'sigma’s own label colour, in a label drawer',
  },
  { file: 'src/examples/export-image/ExportImage.tsx', pattern: /\|\| '#ffffff$/, why: 'the exported picture’s background' },
  { file: 'src/examples/node-images/NodeImages.tsx', pattern: /fill="#[0-9a-f]{6}$/, why: 'a picture’s own colours' },
  {
    file: 'src/examples/node-images/NodeImages.tsx',
    pattern: /image: LANDSCAPE, color: '#74c0fc$/,
    why: 'the sky of the picture that covers this node, drawn until it loads',
  },
  { file: 'src/examples/node-images/NodeImages.tsx', pattern: /pictoColor: '#ffffff$/, why: 'a pictogram drawn inside the disc' },
  { file: 'src/examples/node-images/NodeImages.tsx', pattern: /: '#dee2e6$/, why: 'a thin ring around a disc of the palette' },
  {
    file: 'src/examples/node-images/NodeImages.tsx',
    pattern: /color: '#e9ecef$/,
    why: 'a release still to come, drawn hollow: a pale disc inside a ring of the palette',
  },
];

/** The files git tracks or would track, as they are on disk. */
function projectFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: siteDir, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(siteDir, file)));
}

interface Literal {
  file: string;
  line: number;
  color: string;
  /** The line up to the end of the literal. */
  before: string;
}

/** Every `#rgb` / `#rrggbb` / `rgb(…)` literal outside comments of the scanned files (tests left out). */
function literals(): Literal[] {
  const files = projectFiles().filter((file) => SCANNED.test(file) && !/\.test\.tsx?$/.test(file));
  return files.flatMap((file) => {
    // Comments blanked, lines kept: a colour named in a comment is drawn nowhere.
    const code = read(file)
      .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
      .replace(/(^|\s)\/\/.*$/gm, '$1');
    return code.split('\n').flatMap((text, index) =>
      [...text.matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})(?![0-9a-z])|rgb\(\s*\d+[\s,]+\d+[\s,]+\d+\s*\)/gi)].map((match) => ({
        file,
        line: index + 1,
        color: match[0],
        before: text.slice(0, match.index + match[0].length),
      })),
    );
  });
}

const exemptionOf = (literal: Literal) =>
  EXEMPT.find((exemption) => exemption.file === literal.file && exemption.pattern.test(literal.before));

/** The smallest CIEDE2000 difference between two of `colors`, as readers with `vision` see them, and the pair. */
function closestPair(colors: readonly string[], vision: Deficiency | 'normal'): { difference: number; pair: string } {
  const seen = (color: string) => (vision === 'normal' ? color : simulateDeficiency(color, vision));
  let closest = { difference: Infinity, pair: '' };
  colors.forEach((first, i) =>
    colors.slice(i + 1).forEach((second) => {
      const difference = colorDifference(seen(first), seen(second));
      if (difference < closest.difference) closest = { difference, pair: `${first} / ${second}` };
    }),
  );
  return closest;
}

const distinct = (colors: Iterable<string>) => [...new Set([...colors].map((color) => color.toLowerCase()))];

/** The playground's colours for `values` of one attribute (colorNodes over a graph of one node per value). */
function playgroundColors(values: unknown[]): string[] {
  const graph = new Graph();
  values.forEach((value, i) => graph.addNode(String(i), { value }));
  colorNodes(graph, 'value');
  return graph.mapNodes((_node, attributes) => attributes.color as string);
}

const palettes: [name: string, colors: string[]][] = [
  ['src/examples/_shared/sampleGraph.ts palette', [...palette]],
  [
    'src/examples/_shared/sampleGraph.ts createCommunityGraph (8 communities)',
    distinct(createCommunityGraph({ communities: 8 }).mapNodes((_n, a) => a.color)),
  ],
  ['src/components/Playground/looks.ts PALETTE', [...PALETTE]],
  ['src/components/Playground/looks.ts colorNodes, one colour', playgroundColors([undefined])],
  ['src/components/Playground/looks.ts colorNodes, numbers 0 to 100', playgroundColors(Array.from({ length: 101 }, (_, i) => i))],
  [
    'plugins/shared/miserables.ts (the home demo’s groups)',
    distinct(miserablesGraph(siteDir).mapNodes((_n, a) => a.color as string)),
  ],
];

describe('node colours read in both colour modes', () => {
  it(`the modes the rule measures against: backgrounds ${background.light} / ${background.dark}, labels ${label.light} / ${label.dark}`, () => {
    expect(contrastRatio(label.light, background.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(label.dark, background.dark)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes)(`%s: every colour at least ${MINIMUM}:1 against both backgrounds and both label colours`, (name, colors) => {
    expect(colors.length).toBeGreaterThan(0);
    expect(colors.flatMap((color) => contrastProblems(name, color))).toEqual([]);
  });

  it(`every colour literal of the examples, the docs' snippets, the playground and the home demo: ${MINIMUM}:1, or exempt with a reason`, () => {
    const found = literals();
    expect(found.length).toBeGreaterThan(20);
    const problems = found
      .filter((literal) => !exemptionOf(literal))
      .flatMap((literal) => contrastProblems(`${literal.file}:${literal.line}`, literal.color));
    expect(problems).toEqual([]);
  });

  it('every exemption still matches a literal (a stale one would hide the next colour put there)', () => {
    const found = literals();
    const unused = EXEMPT.filter((exemption) => !found.some((literal) => exemptionOf(literal) === exemption));
    expect(unused.map(({ file, pattern }) => `${file} ${pattern}`)).toEqual([]);
  });
});

describe('communities told apart', () => {
  /** CIEDE2000: about 1 is just noticeable side by side; 15 and more is told apart at a glance across a graph. */
  const ALL = 15;
  /** Most graphs of the site have four communities or fewer: those colours also for colour-blind readers. */
  const FIRST = 4;
  const FIRST_NORMAL = 25;
  const FIRST_DEFICIENT = 12;

  it.each([palettes[0]!, palettes[2]!, palettes[5]!])(`%s: any two colours at least ΔE₀₀ ${ALL} apart`, (_name, colors) => {
    expect(closestPair(colors, 'normal').difference).toBeGreaterThanOrEqual(ALL);
  });

  it.each([palettes[0]!, palettes[2]!])(
    `%s: the first ${FIRST} at least ΔE₀₀ ${FIRST_NORMAL} apart, and ${FIRST_DEFICIENT} for deuteranopia and protanopia`,
    (_name, colors) => {
      const first = colors.slice(0, FIRST);
      expect(closestPair(first, 'normal').difference).toBeGreaterThanOrEqual(FIRST_NORMAL);
      for (const vision of ['deuteranopia', 'protanopia'] as const)
        expect(closestPair(first, vision), vision).toSatisfy(
          ({ difference }: { difference: number }) => difference >= FIRST_DEFICIENT,
        );
    },
  );

  it('the playground’s number scale: its two ends at least ΔE₀₀ 40 apart, for deuteranopia too', () => {
    const [low, high] = playgroundColors([0, 1]) as [string, string];
    expect(colorDifference(low, high)).toBeGreaterThanOrEqual(40);
    expect(
      colorDifference(simulateDeficiency(low, 'deuteranopia'), simulateDeficiency(high, 'deuteranopia')),
    ).toBeGreaterThanOrEqual(40);
  });

  it(`the playground’s default graph (three clusters, numbered): its colours as far apart as a palette’s first ${FIRST}`, () => {
    const clusters = playgroundColors([0, 1, 2]);
    expect(closestPair(clusters, 'normal').difference).toBeGreaterThanOrEqual(FIRST_NORMAL);
    for (const vision of ['deuteranopia', 'protanopia'] as const)
      expect(closestPair(clusters, vision).difference, vision).toBeGreaterThanOrEqual(FIRST_DEFICIENT);
  });
});
