/**
 * The rules every live graph's frame keeps (issue 38), on every page, phone and desktop, light and dark:
 *
 * - `graph-width`: the graph (sigma's container, as far as it shows) takes at least 60 % of the frame's width;
 *   `graph-height`: on a touch screen, at least 300 px of height.
 * - `overlap`: no control or panel of the frame is drawn over a node's disc or a drawn label;
 *   `cut`: no drawn node or drawn label is cut by the edge of the graph's box.
 * - `target-size`: every control is at least 24 × 24 px (WCAG 2.2 2.5.8; a check box or radio button
 *   inside a <label> is the label's box). The frames' main actions (Copy, Reset, Download project: 44 px
 *   on touch) are tested by tests/phone/pages.spec.ts and tests/e2e/api-examples.spec.ts, not here.
 * - `text-cut`: no text of a panel or table is cut (an ellipsis, a box that clips it);
 *   `word-break`: none is broken inside a word;
 *   `control-hidden`: no control sits out of view in a scroll box (a panel grows to show its controls), is cut
 *   by a box that clips it, or lies under another panel.
 *   A text or control is also cut when another element of the frame is drawn over it (read with
 *   `elementFromPoint`, the frame scrolled into view).
 * - `node-contrast`: every node colour drawn has a contrast of at least 3:1 with the graph's background;
 *   `label-over-node`: a drawn label over another node's disc has a contrast of at least 3:1 with it;
 *   `label-contrast`: a drawn label has a contrast of at least 4.5:1 with the graph's background (WCAG 1.4.3:
 *   sigma draws labels on a canvas, where axe does not read them).
 *
 * What is read, in the page: sigma's instance behind each `.react-sigma` of the frame (./sigma.ts, `probeSigma`
 * before visiting), its nodes' display data (after the reducers) placed with `framedGraphToViewport`, its
 * radius with `scaleSize`, the labels it drew (`getNodeDisplayedLabels`) measured with the label settings
 * (drawn at x + radius + 3, baseline at y + labelSize / 3, as sigma's default label drawer does), the label
 * colour from `labelColor` ({color} or {attribute}), and the background the graph is drawn on: the first
 * computed background of the container or an element around it (the frame's --sigma-background-color).
 */
import type { Locator, Page } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import { expect } from './fixtures';

export const RULES = [
  'graph-width',
  'graph-height',
  'overlap',
  'cut',
  'target-size',
  'text-cut',
  'word-break',
  'control-hidden',
  'node-contrast',
  'label-over-node',
  'label-contrast',
] as const;
export type Rule = (typeof RULES)[number];

/** The rules read from colours (checked in each mode); the others are of geometry (once is enough). */
const COLOUR_RULES = new Set<Rule>(['node-contrast', 'label-over-node', 'label-contrast']);

/** The limits, in CSS pixels and contrast ratios. */
export const LIMITS = {
  graphWidthShare: 0.6,
  graphHeightOnTouch: 300,
  target: 24,
  nodeContrast: 3,
  labelOverNodeContrast: 3,
  labelContrast: 4.5,
  /** How far (px) a box may pass an edge before it counts: anti-aliasing, rounding. */
  slack: 1,
} as const;

/**
 * The frames that break a rule on purpose, each with its reason: keep them few. `frame` is the frame's
 * name (its data-example, 'home demo' or 'playground').
 */
/**
 * A layout running in a worker moves every node at each step, and sigma fits the nodes' centres to the box
 * again as they move: a label near the edge comes and goes. Fitting labels in at every step
 * (src/examples/_shared/labelRoom.ts) would make the graph jump, so these examples leave sigma's own fit.
 */
const RUNNING_LAYOUT =
  'runs a layout in a worker, which moves the nodes at every step: sigma fits their centres, and a label near the edge comes and goes';

export const EXEMPTIONS: { frame: string; rule: Rule; reason: string }[] = [
  {
    frame: 'api-minimap/MiniMap.tsx',
    rule: 'cut',
    reason: "starts zoomed in (camera ratio 0.4) on one community, so that the minimap's rectangle frames a part of the graph",
  },
  {
    frame: 'api-minimap/MiniMap.tsx',
    rule: 'overlap',
    reason:
      'starts zoomed in (camera ratio 0.4): the graph runs under the minimap and the zoom buttons, as a map under its inset',
  },
  {
    frame: 'labels/CustomLabels.tsx',
    rule: 'cut',
    reason:
      'draws its labels with a drawer of its own, at a font size per node; this rule reckons `labelSize`, larger: KeepLabelsInside measures them with the drawer (measureLabel) and keeps them in',
  },
  {
    frame: 'labels/LabelSettings.tsx',
    rule: 'cut',
    reason:
      "shows how the label settings change what sigma draws, edge labels included: a graph fitted to keep every label in (KeepLabelsInside) leaves no room between labelled nodes for the edge labels, and on a phone sigma's own fit cuts a few node labels at the right edge",
  },
  {
    frame: 'minimap/MiniMapCorner.tsx',
    rule: 'cut',
    reason:
      "starts zoomed in (camera ratio 0.3) so that the minimap's rectangle frames a part of the graph: the graph runs past every edge of its box",
  },
  {
    frame: 'minimap/MiniMapCorner.tsx',
    rule: 'overlap',
    reason:
      'starts zoomed in (camera ratio 0.3): a graph larger than its box lies under the minimap wherever it sits, as a map under its inset',
  },
  {
    frame: 'api-layout-core/useWorkerLayoutFactory.tsx',
    rule: 'cut',
    reason: RUNNING_LAYOUT,
  },
  {
    frame: 'api-layout-core/WorkerLayoutControl.tsx',
    rule: 'cut',
    reason: RUNNING_LAYOUT,
  },
  {
    frame: 'api-layout-force/useWorkerLayoutForce.tsx',
    rule: 'cut',
    reason: RUNNING_LAYOUT,
  },
  {
    frame: 'api-layout-forceatlas2/useWorkerLayoutForceAtlas2.tsx',
    rule: 'cut',
    reason: RUNNING_LAYOUT,
  },
  {
    frame: 'api-layout-noverlap/useWorkerLayoutNoverlap.tsx',
    rule: 'cut',
    reason: RUNNING_LAYOUT,
  },
];

export interface FrameRuleOptions {
  /** A phone: the graph needs 300 px of height too. */
  touch?: boolean;
  /** Which rules: the geometry rules (sizes, overlaps, cuts, targets, texts), the colour rules, or both (the default). */
  check?: 'geometry' | 'colour' | 'all';
  /** The colour mode the page is in, for the messages. */
  mode?: 'light' | 'dark';
  /** Panels of the frame outside its box (the playground's settings and figures): their controls and texts are checked too. */
  panels?: Locator[];
}

export interface Finding {
  rule: Rule;
  /** The page's path. */
  page: string;
  /** The frame's name: its data-example, 'home demo', 'playground'. */
  frame: string;
  mode?: string;
  message: string;
}

/** What the page measures (see `measure`). */
interface Measured {
  frame: string;
  found: { rule: Rule; message: string }[];
}

/**
 * Measures the frame in the page and returns what breaks the rules. Runs in the browser, hence one function
 * with its helpers inside it.
 */
function measure(
  frame: Element,
  { panels, touch, limits, geometry }: { panels: Element[]; touch: boolean; limits: typeof LIMITS; geometry: boolean },
): Promise<Measured> {
  type Box = { left: number; top: number; right: number; bottom: number };
  type Rgb = [number, number, number];
  type Sigma = {
    getGraph(): { forEachNode(callback: (node: string) => void): void };
    getNodeDisplayData(node: string):
      | {
          x: number;
          y: number;
          size: number;
          color: string;
          hidden?: boolean;
          label?: string | null;
          type?: string;
          image?: string;
          borderColor?: string;
        }
      | undefined;
    framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
    scaleSize(size: number): number;
    getContainer(): HTMLElement;
    getNodeDisplayedLabels(): Set<string>;
    getSetting(name: string): unknown;
    renderFrame?: number | null;
    renderHighlightedNodesFrame?: number | null;
  };
  const sigmaOf = (window as unknown as { sigmaOf?: (element: Element) => Sigma | null }).sigmaOf;
  if (!sigmaOf) throw new Error('frame rules: the page has no sigma probe; call probeSigma(page) before visiting');

  const found: { rule: Rule; message: string }[] = [];
  let frameRect = frame.getBoundingClientRect();
  const name =
    frame.closest('[data-example]')?.getAttribute('data-example') ??
    (frame.getAttribute('data-testid') === 'home-demo'
      ? 'home demo'
      : frame.getAttribute('data-testid') === 'playground-frame'
        ? 'playground'
        : 'frame');

  /** `root.querySelectorAll(selector)`, open shadow roots under it included (events/ShadowDom.tsx draws its graph in one). */
  const deepAll = (root: ParentNode, selector: string): Element[] =>
    Array.from(root.querySelectorAll('*')).reduce<Element[]>(
      (all, element) => (element.shadowRoot ? [...all, ...deepAll(element.shadowRoot, selector)] : all),
      Array.from(root.querySelectorAll(selector)),
    );
  const px = (value: number) => Math.round(value);
  const boxOf = (rect: DOMRect | Box): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
  const where = (box: Box) =>
    `${px(box.right - box.left)} × ${px(box.bottom - box.top)} px at (${px(box.left - frameRect.left)}, ${px(box.top - frameRect.top)})`;
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const isEmpty = (box: Box) => box.right - box.left <= 0 || box.bottom - box.top <= 0;
  const overlapArea = (a: Box, b: Box) => {
    const common = intersect(a, b);
    return isEmpty(common) ? 0 : (common.right - common.left) * (common.bottom - common.top);
  };
  /** How far `inner` passes out of `outer`, on its worst side. */
  const passesOut = (inner: Box, outer: Box) =>
    Math.max(outer.left - inner.left, outer.top - inner.top, inner.right - outer.right, inner.bottom - outer.bottom);
  const text = (value: string | null | undefined, length = 40) => {
    const clean = (value ?? '').replace(/\s+/g, ' ').trim();
    return clean.length > length ? `${clean.slice(0, length - 1)}…` : clean;
  };
  const describe = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
    const role = element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : '';
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    const named =
      element.getAttribute('aria-label') ??
      (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
      element.getAttribute('placeholder') ??
      element.getAttribute('title');
    const said = text(named ?? element.textContent);
    const testId = element.getAttribute('data-testid');
    const classes =
      !said && typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '';
    // A box named by nothing but what it holds (a panel, a wrapper): where it is in the frame too.
    const container = named === null && element.children.length > 0 && (element.textContent ?? '').trim().length > 40;
    return `${tag}${type}${role}${testId ? `[data-testid=${testId}]` : ''}${classes}${said ? ` "${said}"` : ''}${container ? ` (${pathOf(element)})` : ''}`;
  };
  /** The element's place under the frame: `frame › div › div:nth-child(2)`. */
  const pathOf = (element: Element) => {
    const steps: string[] = [];
    for (let at: Element | null = element; at && at !== frame; at = at.parentElement) {
      const siblings = at.parentElement
        ? Array.from(at.parentElement.children).filter((each) => each.tagName === at!.tagName)
        : [];
      steps.unshift(
        `${at.tagName.toLowerCase()}${siblings.length > 1 ? `:nth-child(${Array.from(at.parentElement!.children).indexOf(at) + 1})` : ''}`,
      );
    }
    return ['frame', ...steps].join(' › ');
  };
  const visible = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
  const scrolls = (style: CSSStyleDeclaration) => /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
  /** The padding box of a clipping element, without its scroll bars. */
  const clientBox = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    const left = rect.left + element.clientLeft;
    const top = rect.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };
  /** The elements between `element` and the page that clip what they hold, nearest first. */
  const clippers = (element: Element) => {
    const list: Element[] = [];
    for (let at = element.parentElement; at && at !== document.documentElement; at = at.parentElement)
      if (clips(getComputedStyle(at))) list.push(at);
    return list;
  };
  /** The part of `element` the boxes around it let show. */
  const shownBox = (element: Element) =>
    clippers(element).reduce((box, clipper) => intersect(box, clientBox(clipper)), boxOf(element.getBoundingClientRect()));

  // Colours: any CSS colour, through a 2D canvas, as red, green, blue and alpha.
  const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  paint.canvas.width = 1;
  paint.canvas.height = 1;
  const rgba = (colour: string): [number, number, number, number] => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#000';
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (colour: string, background: Rgb): Rgb => {
    const [r, g, b, a] = rgba(colour);
    return [r * a + background[0] * (1 - a), g * a + background[1] * (1 - a), b * a + background[2] * (1 - a)].map(
      Math.round,
    ) as Rgb;
  };
  const hex = (colour: Rgb) => `#${colour.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  const luminance = (colour: Rgb) => {
    const [r, g, b] = colour.map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: Rgb, b: Rgb) => {
    const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (lighter! + 0.05) / (darker! + 0.05);
  };
  /** The colour a graph is drawn on: the first background of its container or of a box around it. */
  const backgroundOf = (element: Element): Rgb => {
    const layers: string[] = [];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      layers.push(colour);
      if (rgba(colour)[3] === 1) break;
    }
    // Layers from the bottom up, on white (the page's canvas when nothing is opaque).
    return layers.reverse().reduce<Rgb>((below, colour) => over(colour, below), [255, 255, 255]);
  };

  const settled = async (sigmas: Sigma[]) => {
    // Queued work first (a colour mode's change reaches the graph through React), then sigma's pending frame.
    // (At most a second: a busy page, a layout drawing every frame on a loaded machine, may never be idle.)
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
    // A running layout asks for a frame every frame: a few are enough to draw what was asked before.
    for (let frames = 0; frames < 10 && sigmas.some((sigma) => sigma.renderFrame || sigma.renderHighlightedNodesFrame); frames++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  };

  return (async () => {
    const containers = deepAll(frame, '.react-sigma').filter(
      (element) => !element.parentElement?.closest('.react-sigma') && sigmaOf(element),
    );
    const sigmas = containers.map((element) => sigmaOf(element)!);
    await settled(sigmas);
    // In view, for what is drawn over what (elementFromPoint reads the viewport only).
    if (geometry) frame.scrollIntoView({ block: frame.getBoundingClientRect().height <= innerHeight ? 'center' : 'start' });
    frameRect = frame.getBoundingClientRect();
    if (sigmas.length === 0) {
      found.push({ rule: 'graph-width', message: 'no graph drawn in the frame (no sigma instance in a .react-sigma element)' });
      return { frame: name, found };
    }

    type DrawnNode = {
      key: string;
      label: string;
      x: number;
      y: number;
      r: number;
      colour: string;
      border?: string;
      image: boolean;
      disc: Box;
    };
    type DrawnLabel = { node: DrawnNode; box: Box; colour: string };
    const regions = [frame, ...panels];
    const graphs = sigmas.map((sigma) => {
      const container = sigma.getContainer();
      const shown = shownBox(container);
      const viewport = container.getBoundingClientRect();
      const nodes: DrawnNode[] = [];
      sigma.getGraph().forEachNode((key) => {
        const data = sigma.getNodeDisplayData(key);
        if (!data || data.hidden) return;
        const point = sigma.framedGraphToViewport(data);
        const x = viewport.left + point.x;
        const y = viewport.top + point.y;
        const r = sigma.scaleSize(data.size);
        const disc = { left: x - r, top: y - r, right: x + r, bottom: y + r };
        // Drawn: some of its disc is in the box that shows.
        if (isEmpty(intersect(disc, shown))) return;
        // A node drawn by a border program (@sigma/node-border) stands out by its border as much as by its fill.
        const border = typeof data.borderColor === 'string' && /border/i.test(data.type ?? '') ? data.borderColor : undefined;
        // A picture drawn in place of the colour (@sigma/node-image's image program): the colour is not what shows.
        const image = Boolean(data.image) && /image/i.test(data.type ?? '');
        nodes.push({ key, label: data.label ?? '', x, y, r, colour: data.color, border, image, disc });
      });
      const byKey = new Map(nodes.map((node) => [node.key, node]));
      const labelSize = Number(sigma.getSetting('labelSize'));
      const labelColour = sigma.getSetting('labelColor') as { color?: string; attribute?: string } | undefined;
      paint.font = `${String(sigma.getSetting('labelWeight'))} ${labelSize}px ${String(sigma.getSetting('labelFont'))}`;
      const labels: DrawnLabel[] = [];
      for (const key of sigma.getNodeDisplayedLabels()) {
        const node = byKey.get(key);
        if (!node || !node.label) continue;
        // A label with line breaks comes from a drawer that breaks lines (sigma's own writes them as spaces, on one
        // line): reckoned as lines of labelSize centred on the node, as wide as the widest (labels/CustomLabels.tsx).
        const lines = node.label.split('\n');
        const metrics = lines
          .map((line) => paint.measureText(line))
          .reduce((widest, line) => (line.actualBoundingBoxRight > widest.actualBoundingBoxRight ? line : widest));
        const left = node.x + node.r + 3;
        const baseline = node.y + labelSize / 3;
        const block = lines.length > 1 ? (lines.length * labelSize * 1.2) / 2 : 0;
        const data = sigma.getNodeDisplayData(key) as unknown as Record<string, unknown>;
        const colour =
          labelColour?.attribute && data[labelColour.attribute]
            ? String(data[labelColour.attribute])
            : (labelColour?.color ?? '#000');
        labels.push({
          node,
          colour,
          box: {
            left: left - metrics.actualBoundingBoxLeft,
            right: left + metrics.actualBoundingBoxRight,
            top: block ? node.y - block : baseline - metrics.actualBoundingBoxAscent,
            bottom: block ? node.y + block : baseline + metrics.actualBoundingBoxDescent,
          },
        });
      }
      return { container, shown, nodes, labels, background: backgroundOf(container) };
    });
    const nodeName = (node: DrawnNode) =>
      `node "${node.key}"${node.label && node.label !== node.key ? ` ("${text(node.label, 30)}")` : ''}`;

    const discHits = (disc: DrawnNode, box: Box) => {
      // The nearest point of the box to the disc's centre is inside the disc.
      const nearestX = Math.max(box.left, Math.min(disc.x, box.right));
      const nearestY = Math.max(box.top, Math.min(disc.y, box.bottom));
      return Math.hypot(nearestX - disc.x, nearestY - disc.y) < disc.r - limits.slack;
    };

    // The geometry: read once, in one mode (`check: 'colour'` leaves it out).
    if (geometry) {
      // graph-width, graph-height
      for (const { shown } of graphs) {
        const width = Math.max(0, shown.right - shown.left);
        const height = Math.max(0, shown.bottom - shown.top);
        const share = width / frameRect.width;
        if (share < limits.graphWidthShare)
          found.push({
            rule: 'graph-width',
            message: `the graph is ${px(width)} × ${px(height)} px: ${Math.round(share * 100)} % of the frame's ${px(frameRect.width)} px width (needs ${limits.graphWidthShare * 100} %)`,
          });
        if (touch && height < limits.graphHeightOnTouch)
          found.push({
            rule: 'graph-height',
            message: `the graph is ${px(width)} × ${px(height)} px in a ${px(frameRect.width)} × ${px(frameRect.height)} px frame: under ${limits.graphHeightOnTouch} px tall on a phone`,
          });
      }

      // cut: drawn nodes and labels inside the graph's box.
      for (const { shown, nodes, labels } of graphs) {
        const cut: string[] = [];
        for (const node of nodes) {
          const out = passesOut(node.disc, shown);
          if (out > limits.slack) cut.push(`${nodeName(node)} disc ${where(node.disc)}, ${px(out)} px out`);
        }
        for (const label of labels) {
          const out = passesOut(label.box, shown);
          if (out > limits.slack)
            cut.push(`label "${text(label.node.label, 30)}" of ${nodeName(label.node)} ${where(label.box)}, ${px(out)} px out`);
        }
        if (cut.length > 0)
          found.push({
            rule: 'cut',
            message: `${cut.length} drawn node(s) or label(s) cut by the edge of the graph's box ${where(shown)}: ${cut.slice(0, 6).join('; ')}${cut.length > 6 ? '; …' : ''}`,
          });
      }

      // The controls of the frame and its panels: visible interactive elements, not the graph itself.
      const sigmaBoxes = graphs.map((graph) => graph.container);
      const isGraph = (element: Element) =>
        sigmaBoxes.some((container) => element === container || element.contains(container) || container.contains(element));
      const controlSelector =
        'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=checkbox], [role=radio], [role=switch], [role=slider], [role=combobox], [role=tab], [role=link], [tabindex]:not([tabindex="-1"])';
      /** Whether the element draws a box of its own: a background, a border, a picture. */
      const hasBox = (element: Element) => {
        const style = getComputedStyle(element);
        if (rgba(style.backgroundColor)[3] > 0 || style.backgroundImage !== 'none') return true;
        if (
          ['top', 'right', 'bottom', 'left'].some(
            (side) =>
              parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
              rgba(style.getPropertyValue(`border-${side}-color`))[3] > 0,
          )
        )
          return true;
        return element.matches('img, svg, canvas, video');
      };
      /** Whether the element shows over what is under it: its own box, or a control. */
      const paints = (element: Element) => hasBox(element) || element.matches(controlSelector);
      const controls = regions
        .flatMap((region) => deepAll(region, controlSelector))
        .filter((element) => !isGraph(element) && !element.closest('[data-testid="gesture-hint"]'))
        // A control inside another (a combobox's input in its box) is the outer one's part.
        .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)));
      /** The box a reader taps: a check box or radio button inside a <label> is the label's. */
      const targetOf = (element: Element): Element => {
        if (element instanceof HTMLInputElement && /checkbox|radio/.test(element.type) && element.closest('label'))
          return element.closest('label')!;
        // A bare text input inside a styled field (a search box's combobox grows its input with the text): the field is what shows.
        if (element instanceof HTMLInputElement && !/checkbox|radio|range|file/.test(element.type) && !hasBox(element)) {
          const height = element.getBoundingClientRect().height;
          for (
            let at = element.parentElement;
            at && regions.some((region) => region !== at && region.contains(at));
            at = at.parentElement
          )
            if (hasBox(at)) return at.getBoundingClientRect().height <= Math.max(3 * height, 60) ? at : element;
        }
        return element;
      };
      /** Whether the point shows `element` (or what it holds), not another element of the frame drawn over it. */
      const coveredAt = (element: Element, x: number, y: number): Element | null => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
        const hit = document.elementFromPoint(x, y);
        if (!hit || element.contains(hit) || hit.contains(element)) return null;
        // Not the graph's canvases (an element that lets the pointer through shows them), nor what is outside the frame (the navbar).
        if (sigmaBoxes.some((container) => container.contains(hit)) || !regions.some((region) => region.contains(hit)))
          return null;
        // Only what draws a box hides what is under it (a search box's transparent input over its placeholder does not).
        for (let at: Element | null = hit; at && !at.contains(element); at = at.parentElement) if (hasBox(at)) return at;
        return null;
      };

      // target-size, control-hidden
      for (const control of controls) {
        const target = targetOf(control);
        if (!visible(target)) {
          // Hidden in a box that clips it (below a scroll box's fold) is a rule of its own; hidden on purpose is not.
          if (!control.checkVisibility({ visibilityProperty: true }) || control.getBoundingClientRect().width <= 1) continue;
        }
        const box = boxOf(target.getBoundingClientRect());
        const width = box.right - box.left;
        const height = box.bottom - box.top;
        if (width < limits.target - 0.01 || height < limits.target - 0.01)
          found.push({
            rule: 'target-size',
            message: `${describe(control)}${target === control ? '' : target.tagName === 'LABEL' ? ' (its label)' : ' (its field)'} is ${Math.round(width * 10) / 10} × ${Math.round(height * 10) / 10} px at (${px(box.left - frameRect.left)}, ${px(box.top - frameRect.top)}): under ${limits.target} × ${limits.target} px`,
          });
        for (const clipper of clippers(target)) {
          const client = clientBox(clipper);
          const out = passesOut(box, client);
          if (out <= limits.slack) continue;
          const scrollBox = scrolls(getComputedStyle(clipper));
          found.push({
            rule: 'control-hidden',
            message: scrollBox
              ? `${describe(control)} ${where(box)} is out of view in the scroll box ${describe(clipper)} (${px(clipper.clientWidth)} × ${px(clipper.clientHeight)} px showing, ${px(clipper.scrollWidth)} × ${px(clipper.scrollHeight)} px of content), ${px(out)} px out`
              : `${describe(control)} ${where(box)} is cut by ${describe(clipper)} ${where(clientBox(clipper))}, ${px(out)} px out`,
          });
          break;
        }
        const hit = coveredAt(target, (box.left + box.right) / 2, (box.top + box.bottom) / 2);
        if (hit)
          found.push({
            rule: 'control-hidden',
            message: `${describe(control)} ${where(box)} lies under ${describe(hit)} ${where(boxOf(hit.getBoundingClientRect()))}`,
          });
      }

      // text-cut, word-break: every text of the frame and its panels outside the graph's canvases.
      const texts: Text[] = [];
      for (const region of regions) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !(node as Text).data.trim() || parent.closest('[data-testid="gesture-hint"], script, style, noscript'))
            continue;
          // The graph's own canvases hold no text; what sigma's container holds is sigma's.
          if (sigmaBoxes.some((container) => container.contains(parent))) continue;
          if (!visible(parent)) continue;
          texts.push(node as Text);
        }
      }
      const ellipsed = new Set<Element>();
      for (const node of texts) {
        const parent = node.parentElement!;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        // An ellipsis: the element (or the one that sets it) holds more than it shows.
        for (let at: Element | null = parent; at && regions.some((region) => region.contains(at)); at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.textOverflow === 'ellipsis' && at.scrollWidth > at.clientWidth + limits.slack && !ellipsed.has(at)) {
            ellipsed.add(at);
            found.push({
              rule: 'text-cut',
              message: `${describe(at)} cuts its text with an ellipsis: ${px(at.scrollWidth)} px of text in ${px(at.clientWidth)} px ("${text(at.textContent, 60)}")`,
            });
          }
          if (
            style.webkitLineClamp &&
            style.webkitLineClamp !== 'none' &&
            at.scrollHeight > at.clientHeight + limits.slack &&
            !ellipsed.has(at)
          ) {
            ellipsed.add(at);
            found.push({
              rule: 'text-cut',
              message: `${describe(at)} clamps its text to ${style.webkitLineClamp} line(s) ("${text(at.textContent, 60)}")`,
            });
          }
        }
        // Clipped by a box that hides what passes out of it (a scroll box shows it on a scroll: not cut).
        const textBox = rects.reduce<Box>(
          (box, rect) => ({
            left: Math.min(box.left, rect.left),
            top: Math.min(box.top, rect.top),
            right: Math.max(box.right, rect.right),
            bottom: Math.max(box.bottom, rect.bottom),
          }),
          boxOf(rects[0]!),
        );
        for (const clipper of clippers(parent)) {
          const style = getComputedStyle(clipper);
          const out = passesOut(textBox, clientBox(clipper));
          if (out <= limits.slack) continue;
          if (!scrolls(style) && !ellipsed.has(parent))
            found.push({
              rule: 'text-cut',
              message: `the text "${text(node.data, 50)}" of ${describe(parent)} ${where(textBox)} is cut by ${describe(clipper)} ${where(clientBox(clipper))}, ${px(out)} px out`,
            });
          break;
        }
        // Covered by another element of the frame (a minimap over a status line).
        const covering = rects
          .flatMap((rect) =>
            [0.1, 0.5, 0.9].map((share) => coveredAt(parent, rect.left + rect.width * share, rect.top + rect.height / 2)),
          )
          .find((hit) => hit !== null);
        if (covering)
          found.push({
            rule: 'text-cut',
            message: `the text "${text(node.data, 50)}" of ${describe(parent)} ${where(textBox)} lies partly under ${describe(covering)} ${where(boxOf(covering.getBoundingClientRect()))}`,
          });
        // Broken inside a word: a word whose letters sit on more than one line.
        if (new Set(rects.map((rect) => Math.round(rect.top))).size < 2) continue;
        for (const word of node.data.matchAll(/[\p{L}\p{N}_$]+/gu)) {
          const part = document.createRange();
          part.setStart(node, word.index);
          part.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(part.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1)
            found.push({
              rule: 'word-break',
              message: `"${text(word[0], 40)}" in ${describe(parent)} is broken across ${lines.size} lines (${px(parent.getBoundingClientRect().width)} px wide)`,
            });
        }
      }

      // overlap: what the frame draws over the graph. Candidates: the elements of the frame and its panels that
      // paint something (a background, a border, a picture, a control) or hold text, outside the graph's canvases.
      type Cover = { element: Element; boxes: Box[] };
      const covers: Cover[] = [];
      for (const region of regions) {
        for (const element of deepAll(region, '*')) {
          if (isGraph(element) || element.closest('[data-testid="gesture-hint"]') || !visible(element)) continue;
          // Inside an svg, the svg is the box.
          if (element.parentElement?.closest('svg')) continue;
          if (paints(element)) {
            covers.push({ element, boxes: [shownBox(element)] });
            continue;
          }
          const boxes: Box[] = [];
          for (const child of Array.from(element.childNodes)) {
            if (child.nodeType !== Node.TEXT_NODE || !(child as Text).data.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(child);
            for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) boxes.push(boxOf(rect));
          }
          if (boxes.length > 0) covers.push({ element, boxes });
        }
      }
      const overlapping = new Map<Element, string[]>();
      for (const cover of covers) {
        const hits: string[] = [];
        for (const graph of graphs) {
          // Only over the graph's box: a label cut by its edge is not drawn past it (that is the `cut` rule).
          const boxes = cover.boxes.map((box) => intersect(box, graph.shown)).filter((box) => !isEmpty(box));
          for (const node of graph.nodes)
            if (boxes.some((box) => discHits(node, box))) hits.push(`${nodeName(node)} disc ${where(node.disc)}`);
          for (const label of graph.labels)
            if (boxes.some((box) => overlapArea(box, label.box) > limits.slack * limits.slack * 4))
              hits.push(`label "${text(label.node.label, 30)}" ${where(label.box)}`);
        }
        if (hits.length > 0) overlapping.set(cover.element, hits);
      }
      // One finding per outermost element: a toolbar, not each of its buttons.
      for (const [element, hits] of overlapping) {
        let inner = false;
        for (let at = element.parentElement; at && !inner; at = at.parentElement) inner = overlapping.has(at);
        if (inner) continue;
        const box = boxOf(element.getBoundingClientRect());
        found.push({
          rule: 'overlap',
          message: `${describe(element)} ${where(box)} covers ${hits.length} drawn node(s)/label(s): ${hits.slice(0, 5).join('; ')}${hits.length > 5 ? '; …' : ''}`,
        });
      }
    }

    // node-contrast, label-over-node, label-contrast: per colour, with an example.
    for (const graph of graphs) {
      const background = graph.background;
      const lowNodes = new Map<string, { ratio: number; nodes: DrawnNode[] }>();
      for (const node of graph.nodes) {
        if (node.image) continue;
        const colour = over(node.colour, background);
        const ratio = Math.max(
          contrast(colour, background),
          node.border ? contrast(over(node.border, background), background) : 0,
        );
        if (ratio >= limits.nodeContrast) continue;
        const key = hex(colour);
        const entry = lowNodes.get(key) ?? { ratio, nodes: [] };
        entry.nodes.push(node);
        lowNodes.set(key, entry);
      }
      for (const [colour, { ratio, nodes }] of lowNodes)
        found.push({
          rule: 'node-contrast',
          message: `node colour ${colour} on the background ${hex(background)}: ${ratio.toFixed(2)}:1 (needs ${limits.nodeContrast}:1), ${nodes.length} node(s), e.g. ${nodes.slice(0, 3).map(nodeName).join(', ')}`,
        });

      const lowLabels = new Map<string, { ratio: number; labels: string[] }>();
      const overNodes = new Map<string, { ratio: number; labels: string[] }>();
      for (const label of graph.labels) {
        const colour = over(label.colour, background);
        const ratio = contrast(colour, background);
        if (ratio < limits.labelContrast) {
          const key = hex(colour);
          const entry = lowLabels.get(key) ?? { ratio, labels: [] };
          entry.labels.push(label.node.label);
          lowLabels.set(key, entry);
        }
        for (const node of graph.nodes) {
          if (node === label.node || node.image || !discHits(node, label.box)) continue;
          const under = over(node.colour, background);
          const overNode = contrast(colour, under);
          if (overNode >= limits.labelOverNodeContrast) continue;
          const key = `${hex(colour)} over ${hex(under)}`;
          const entry = overNodes.get(key) ?? { ratio: overNode, labels: [] };
          entry.labels.push(`"${text(label.node.label, 30)}" over ${nodeName(node)}`);
          overNodes.set(key, entry);
        }
      }
      for (const [colour, { ratio, labels }] of lowLabels)
        found.push({
          rule: 'label-contrast',
          message: `label colour ${colour} on the background ${hex(background)}: ${ratio.toFixed(2)}:1 (needs ${limits.labelContrast}:1), ${labels.length} label(s), e.g. ${labels
            .slice(0, 3)
            .map((label) => `"${text(label, 30)}"`)
            .join(', ')}`,
        });
      for (const [pair, { ratio, labels }] of overNodes)
        found.push({
          rule: 'label-over-node',
          message: `label ${pair}: ${ratio.toFixed(2)}:1 (needs ${limits.labelOverNodeContrast}:1), ${labels.length} time(s), e.g. ${labels.slice(0, 3).join('; ')}`,
        });
    }
    return { frame: name, found };
  })();
}

/**
 * What breaks the rules in `frame` (a `[data-state]` graph frame, the home demo's, the playground's), as
 * findings naming the page, the frame, the element and the numbers; the exemptions (EXEMPTIONS) left out.
 * Set FRAME_RULES_LOG to a file to append every finding to it, one JSON object a line (exempted ones too,
 * marked), for a report of a whole run.
 */
export async function frameRuleFindings(page: Page, frame: Locator, options: FrameRuleOptions = {}): Promise<Finding[]> {
  const panels = (await Promise.all((options.panels ?? []).map((panel) => panel.elementHandle()))).filter(
    (handle): handle is NonNullable<typeof handle> => handle !== null,
  );
  // Typed loosely: Playwright's types for an argument holding element handles go too deep for the compiler.
  const run = measure as unknown as (element: Element, argument: unknown) => Promise<Measured>;
  const measured = await frame.evaluate(run, {
    panels,
    touch: Boolean(options.touch),
    limits: LIMITS,
    geometry: options.check !== 'colour',
  });
  const check = options.check ?? 'all';
  const pathname = new URL(page.url()).pathname;
  const findings = measured.found
    .filter(({ rule }) => check === 'all' || (check === 'colour') === COLOUR_RULES.has(rule))
    .map(({ rule, message }) => ({ rule, page: pathname, frame: measured.frame, mode: options.mode, message }));
  const exempt = (finding: Finding) => EXEMPTIONS.some((each) => each.frame === finding.frame && each.rule === finding.rule);
  if (process.env.FRAME_RULES_LOG)
    for (const finding of findings)
      appendFileSync(
        process.env.FRAME_RULES_LOG,
        `${JSON.stringify({ ...finding, touch: Boolean(options.touch), exempt: exempt(finding) })}\n`,
      );
  return findings.filter((finding) => !exempt(finding));
}

/** The findings as lines a reader can act on: "[rule] page › frame (mode): what, where, how much". */
export async function frameRuleViolations(page: Page, frame: Locator, options: FrameRuleOptions = {}): Promise<string[]> {
  return (await frameRuleFindings(page, frame, options)).map(
    (finding) =>
      `[${finding.rule}] ${finding.page} › ${finding.frame}${finding.mode ? ` (${finding.mode})` : ''}: ${finding.message}`,
  );
}

/** A soft assertion that `frame` keeps the rules: every frame of a page is checked, each failure named. */
export async function expectFrameRules(page: Page, frame: Locator, options: FrameRuleOptions = {}): Promise<void> {
  const violations = await frameRuleViolations(page, frame, options);
  const what = options.check === 'colour' ? 'colour rules' : options.check === 'geometry' ? 'layout rules' : 'frame rules';
  expect
    .soft(violations, `${what} of the frame${options.mode ? `, ${options.mode} mode` : ''}${options.touch ? ', on a phone' : ''}`)
    .toEqual([]);
}
