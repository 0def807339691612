/**
 * The home page's demo as a reader sees it (src/components/HomeDemo): where its picture draws the
 * graph before it starts, where sigma draws the nodes and their labels once it has, and the boxes of
 * its controls. For tests/e2e/home.spec.ts (desktop) and tests/phone/home.spec.ts.
 */
import type { Locator } from '@playwright/test';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where a node is drawn: its disc, and its label's box when sigma draws one. */
export interface DrawnNode {
  key: string;
  label: string | null;
  disc: Box;
  labelBox: Box | null;
}

export const overlap = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box around the centres of `points`. */
export function extent(points: { x: number; y: number }[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * Where the demo's picture (an SVG in an `<img>`, `object-fit: contain`) draws its nodes' centres on
 * the screen: its circles read from the file the browser chose, placed as the browser places the picture.
 */
export function posterNodes(demo: Locator): Promise<{ x: number; y: number }[]> {
  return demo.locator('img').evaluate(async (element) => {
    const img = element as HTMLImageElement;
    const svg = new DOMParser().parseFromString(await (await fetch(img.currentSrc)).text(), 'image/svg+xml');
    const [, , width, height] = svg.documentElement.getAttribute('viewBox')!.split(' ').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / width, box.height / height);
    const left = box.left + (box.width - width * scale) / 2;
    const top = box.top + (box.height - height * scale) / 2;
    return Array.from(svg.querySelectorAll('circle')).map((circle) => ({
      x: left + Number(circle.getAttribute('cx')) * scale,
      y: top + Number(circle.getAttribute('cy')) * scale,
    }));
  });
}

/**
 * The nodes sigma draws in `container` (a `.react-sigma` element; tests/support/sigma.ts's
 * `probeSigma` before the visit): each disc, and the box of each label sigma drew (its
 * `displayedNodeLabels`), measured in sigma's label font where sigma writes it (3 px right of the disc,
 * its baseline a third of the font size below the centre).
 */
export function drawnNodes(container: Locator): Promise<DrawnNode[]> {
  return container.evaluate((element) => {
    type Sigma = {
      getGraph(): { nodes(): string[] };
      getNodeDisplayData(
        node: string,
      ): { x: number; y: number; size: number; label?: string | null; hidden?: boolean } | undefined;
      framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
      scaleSize(size: number): number;
      getSetting(name: string): unknown;
      getContainer(): HTMLElement;
      /** The labels drawn in the last frame (private in sigma's types). */
      displayedNodeLabels?: Set<string>;
    };
    const sigma = (window as unknown as { sigmaOf(element: Element): unknown }).sigmaOf(element) as Sigma | null;
    if (!sigma) throw new Error('no sigma instance in this element: did the test call probeSigma before visiting?');
    if (!(sigma.displayedNodeLabels instanceof Set))
      throw new Error('sigma has no displayedNodeLabels any more: update drawnNodes');
    const viewport = sigma.getContainer().getBoundingClientRect();
    const fontSize = sigma.getSetting('labelSize') as number;
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${sigma.getSetting('labelWeight') as string} ${fontSize}px ${sigma.getSetting('labelFont') as string}`;
    return sigma
      .getGraph()
      .nodes()
      .flatMap((key) => {
        const data = sigma.getNodeDisplayData(key);
        if (!data || data.hidden) return [];
        const point = sigma.framedGraphToViewport(data);
        const [x, y, radius] = [viewport.left + point.x, viewport.top + point.y, sigma.scaleSize(data.size)];
        const label = data.label ?? null;
        const baseline = y + fontSize / 3;
        const labelBox =
          label && sigma.displayedNodeLabels!.has(key)
            ? {
                left: x + radius + 3,
                right: x + radius + 3 + context.measureText(label).width,
                top: baseline - fontSize * 0.8,
                bottom: baseline + fontSize * 0.25,
              }
            : null;
        return [{ key, label, disc: { left: x - radius, top: y - radius, right: x + radius, bottom: y + radius }, labelBox }];
      });
  });
}

/** The box of each of the demo's controls (search box, buttons, minimap) and of its caption, by name. */
export function controlBoxes(demo: Locator): Promise<{ name: string; box: Box }[]> {
  return demo.evaluate((element) => {
    const boxOf = (item: Element) => {
      const { left, top, right, bottom } = item.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const controls = Array.from(element.querySelectorAll('.react-sigma-controls')).map((item) => ({
      name: item.querySelector('[role="combobox"]')
        ? 'the search box'
        : item.querySelector('canvas')
          ? 'the minimap'
          : `the buttons (${Array.from(item.querySelectorAll('button'), (button) => button.getAttribute('title') ?? '').join(', ')})`,
      box: boxOf(item),
    }));
    const caption = element.querySelector('output');
    return caption ? [...controls, { name: `the caption "${caption.textContent}"`, box: boxOf(caption) }] : controls;
  });
}

/**
 * What a reader can tap or click in the demo and its size: each button, and the search box (the
 * combobox's input grows with the text typed, and a tap anywhere on the box reaches it).
 */
export function targetSizes(root: Locator): Promise<{ name: string; width: number; height: number }[]> {
  return root.evaluate((element) => {
    const sizeOf = (name: string, item: Element) => {
      const { width, height } = item.getBoundingClientRect();
      return { name, width, height };
    };
    const buttons = Array.from(element.querySelectorAll('button')).map((button) =>
      sizeOf(button.getAttribute('title') ?? button.getAttribute('aria-label') ?? button.textContent ?? '', button),
    );
    const searchBoxes = Array.from(element.querySelectorAll('[role="combobox"]')).map((input) =>
      sizeOf('the search box', input.closest('.react-select__control') ?? input),
    );
    return [...buttons, ...searchBoxes];
  });
}
