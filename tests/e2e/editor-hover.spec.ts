import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { example, waitForGraph } from '../support/graph';

/** A page whose live example imports `useSigma` (the labels guide's custom labels). */
const PAGE = `${BASE}docs/guides/labels`;
const NAME = 'labels/CustomLabels.tsx';
const API_PAGE = `${BASE}docs/api/core/functions/useSigma`;

async function openEditor(page: Page): Promise<Locator> {
  await visit(page, PAGE);
  await waitForGraph(page, NAME);
  const editor = example(page, NAME).getByRole('textbox', { name: `Code of ${NAME} (editable)` });
  await editor.scrollIntoViewIfNeeded();
  return editor;
}

/** Line and column of the first `useSigma` in the editor's code (in its import declaration). */
async function placeOfUseSigma(editor: Locator): Promise<{ line: number; column: number }> {
  const lines = ((await editor.textContent()) ?? '').split('\n');
  const line = lines.findIndex((text) => /\buseSigma\b/.test(text));
  expect(line, 'the example imports useSigma').toBeGreaterThanOrEqual(0);
  return { line, column: lines[line]!.search(/\buseSigma\b/) };
}

const card = (page: Page) => example(page, NAME).getByTestId('api-hover');

async function expectUseSigmaCard(page: Page): Promise<Locator> {
  const shown = card(page);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('function useSigma<');
  await expect(shown).toContainText('React hook to retrieve the sigma instance');
  const link = shown.getByRole('link', { name: 'useSigma in the API reference' });
  await expect(link).toHaveAttribute('href', API_PAGE);
  return link;
}

test('pointing at useSigma shows its signature and a link that opens its API page, with no axe violation', async ({ page }) => {
  const editor = await openEditor(page);
  const { line } = await placeOfUseSigma(editor);
  const box = await editor.evaluate((pre, at) => {
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    let seen = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const index = text.search(/\buseSigma\b/);
      if (index >= 0 && seen >= at) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 'useSigma'.length);
        const rect = range.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      }
      seen += (text.match(/\n/g) ?? []).length;
    }
    return null;
  }, line);
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x, box!.y);
  const link = await expectUseSigmaCard(page);

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(`[data-example="${NAME}"] [data-testid="api-hover"]`)
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  // The pointer travels onto the card without closing it, and the link opens the API page.
  await link.hover();
  await expect(card(page)).toBeVisible();
  // A click where the reader sees the link: the card may re-render under the pointer (a new link element in the
  // same place), which a locator's click would wait out as "detached" instead of clicking.
  const target = await link.boundingBox();
  expect(target).not.toBeNull();
  await page.mouse.click(target!.x + target!.width / 2, target!.y + target!.height / 2);
  await expect(page).toHaveURL(API_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('useSigma()');
});

test('the caret on useSigma shows the same card, announced; Escape closes it; Tab reaches its link', async ({ page }) => {
  const editor = await openEditor(page);
  const { line, column } = await placeOfUseSigma(editor);
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let step = 0; step < line; step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  for (let step = 0; step <= column; step++) await page.keyboard.press('ArrowRight');
  await expectUseSigmaCard(page);
  const announced = example(page, NAME).locator('[aria-live="polite"]', { hasText: 'useSigma, function from @react-sigma/core' });
  await expect(announced).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(card(page)).toHaveCount(0);
  await expect(editor).toBeFocused();
  // Off the word and back: the card opens again.
  await page.keyboard.press('Home');
  await expect(card(page)).toHaveCount(0);
  for (let step = 0; step <= column; step++) await page.keyboard.press('ArrowRight');
  const link = await expectUseSigmaCard(page);

  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(API_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('useSigma()');
});
