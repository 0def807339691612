import { axe, WCAG_TAGS } from '../support/axe';
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
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

/** Where the first `useSigma` of the editor's code is drawn, in page coordinates. */
async function pointOfUseSigma(editor: Locator): Promise<{ x: number; y: number }> {
  const { line } = await placeOfUseSigma(editor);
  const point = await editor.evaluate((pre, at) => {
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
  expect(point, 'useSigma drawn in the editor').not.toBeNull();
  return point!;
}

/** The API page opened from the card. */
async function expectApiPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(API_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('useSigma()');
}

// One test for the pointer and the keyboard: the way back from the API page (the browser's Back)
// costs less than a second visit of the guide.
test('pointing at useSigma or putting the caret on it shows its signature and a link that opens its API page; the card passes axe in both modes', async ({
  page,
}) => {
  const editor = await openEditor(page);

  await test.step('pointing at useSigma shows the card, with no axe violation in either mode; a click on its link opens the API page', async () => {
    const point = await pointOfUseSigma(editor);
    await page.mouse.move(point.x, point.y);
    const link = await expectUseSigmaCard(page);

    for (const mode of ['light', 'dark'] as const) {
      await switchMode(page, mode);
      await expect(card(page)).toBeVisible();
      const { violations } = await axe(page)
        .withTags(WCAG_TAGS)
        .include(`[data-example="${NAME}"] [data-testid="api-hover"]`)
        .analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
        `${mode} mode`,
      ).toEqual([]);
    }
    await switchMode(page, 'light');

    // The pointer travels from the word onto the card as a hand does, over the code between them, and the card
    // stays open; its link opens the API page. A click where the reader sees the link: the card may re-render
    // under the pointer (a new link element in the same place), which a locator's click would wait out as
    // "detached" instead of clicking.
    const target = await link.boundingBox();
    expect(target).not.toBeNull();
    const onLink = { x: target!.x + target!.width / 2, y: target!.y + target!.height / 2 };
    await page.mouse.move(onLink.x, onLink.y, { steps: 10 });
    await expect(card(page)).toBeVisible();
    await page.mouse.click(onLink.x, onLink.y);
    await expectApiPage(page);
  });

  await test.step('the caret on useSigma shows the same card, announced; Escape closes it; Tab reaches its link', async () => {
    await page.goBack();
    await waitForGraph(page, NAME);
    await editor.scrollIntoViewIfNeeded();
    const { line, column } = await placeOfUseSigma(editor);
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+Home');
    for (let step = 0; step < line; step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    for (let step = 0; step <= column; step++) await page.keyboard.press('ArrowRight');
    await expectUseSigmaCard(page);
    const announced = example(page, NAME).locator('[aria-live="polite"]', {
      hasText: 'useSigma, function from @react-sigma/core',
    });
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
    await expectApiPage(page);
  });
});
