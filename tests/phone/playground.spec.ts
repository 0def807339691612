/**
 * The playground on a phone: the graph takes the width and a good height, no control covers it,
 * its figures read whole, and every control is a target for a finger (the main actions 44 px tall).
 */
import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { waitForGraphIn } from '../support/graph';

const PAGE = `${BASE}playground?generator=clustered&nodes=100&edges=300&seed=1&layout=circular`;

async function open(page: Page): Promise<void> {
  await visit(page, PAGE);
  await waitForGraphIn(page.getByTestId('playground-frame'));
}

test('the graph takes the width and at least 300 px of height, and no control covers it', async ({ page }) => {
  await open(page);
  const column = (await page.getByTestId('playground-dropzone').boundingBox())!;
  const graph = (await page.getByTestId('playground-frame').locator('.react-sigma').first().boundingBox())!;
  expect(graph.width, 'the graph against the width of its column').toBeGreaterThanOrEqual(0.6 * column.width);
  expect(graph.height).toBeGreaterThanOrEqual(300);
  const over = await page.locator('main').evaluate((main) => {
    const area = main.querySelector('[data-testid="playground-frame"] .react-sigma')!.getBoundingClientRect();
    return Array.from(main.querySelectorAll<HTMLElement>('button, select, input, textarea, [role="tab"]'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top;
      })
      .map((control) => control.outerHTML.slice(0, 80));
  });
  expect(over, 'controls over the graph').toEqual([]);
});

test('the figures read whole: each value on one line inside the column, no word split between lines', async ({ page }) => {
  await open(page);
  const figures = page.getByTestId('playground-figures');
  await expect(figures.locator('[data-figure="first-frame"]')).toHaveText(/ms$/);
  const problems = await figures.evaluate((section) => {
    const found: string[] = [];
    const right = section.getBoundingClientRect().right;
    const lines = (range: Range) => new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    for (const element of Array.from(section.querySelectorAll('dt, dd, p'))) {
      const text = element.textContent ?? '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (lines(range) > 1) found.push(`"${word[0]}" split between lines in "${text}"`);
        }
      }
      const whole = document.createRange();
      whole.selectNodeContents(element);
      if (element.tagName === 'DD' && lines(whole) > 1) found.push(`"${text}" takes ${lines(whole)} lines`);
      if (whole.getBoundingClientRect().right > right + 1) found.push(`"${text}" runs past the column`);
    }
    return found;
  });
  expect(problems).toEqual([]);
});

test('every control is at least 24 × 24 px, and Generate, the layout button and Fit view 44 px tall', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('tab', { name: 'App.tsx' })).toBeVisible();
  const small = await page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll<HTMLElement>('button, select, input, [role="tab"]'))
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => {
        const target =
          control instanceof HTMLInputElement && control.type === 'checkbox' ? (control.closest('label') ?? control) : control;
        const { width, height } = target.getBoundingClientRect();
        return { control: control.outerHTML.slice(0, 80), width, height };
      })
      .filter(({ width, height }) => width < 24 || height < 24),
  );
  expect(small).toEqual([]);
  for (const name of ['Generate', 'Apply again', 'Fit view']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
});
