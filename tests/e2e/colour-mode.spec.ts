/**
 * The colour mode: what the site starts in (the system's preference, or the reader's stored choice),
 * the navbar toggle, and how the choice is kept across reloads and pages. Code colours are in
 * code-blocks.spec.ts, the announcement bar's in announcement-bar.spec.ts.
 */
import type { Page } from '@playwright/test';
import { BASE, colourModeToggle, expect, reload, stored, test, visit } from '../support/fixtures';
import { contrast, luminance } from '../support/colour';

/**
 * The site's filled secondary buttons that work ("Copy page as Markdown"; each example's Copy and Download
 * project; Reset only once the code is edited), each with its text, fill and edge colours and the
 * colour of the page behind it (the first opaque background among its ancestors; white without one).
 */
function secondaryButtons(page: Page) {
  return page.locator('.button--secondary:not(.disabled, .button--outline)').evaluateAll((buttons) =>
    buttons.map((button) => {
      const style = getComputedStyle(button);
      let behind = 'rgb(255, 255, 255)';
      for (let element = button.parentElement; element; element = element.parentElement) {
        const background = getComputedStyle(element).backgroundColor;
        if (!/^rgba\(.*, 0\)$|^transparent$/.test(background)) {
          behind = background;
          break;
        }
      }
      const edge = Number.parseFloat(style.borderTopWidth) > 0 ? style.borderTopColor : style.backgroundColor;
      return { name: button.textContent ?? '', text: style.color, fill: style.backgroundColor, edge, behind };
    }),
  );
}

/**
 * Relative luminance of the page background, 0 (black) to 1 (white). Infima paints it on
 * <body> in dark mode and leaves it transparent, the browser's white, in light mode.
 */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    for (const element of [document.body, document.documentElement]) {
      const [r = 0, g = 0, b = 0, alpha = 1] = getComputedStyle(element)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number);
      if (alpha > 0) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    }
    return getComputedStyle(document.documentElement).colorScheme.includes('dark') ? 0 : 1;
  });
}

test.describe('colour mode', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`system preference ${scheme}`, () => {
      test.use({ colorScheme: scheme });

      // An example page: besides the page's own "Copy page as Markdown", its frames' buttons.
      test(`with nothing stored, the site is ${scheme}, its buttons readable and edged against the page`, async ({ page }) => {
        await visit(page, `${BASE}docs/example/load-graph`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await expect(colourModeToggle(page, scheme)).toBeVisible();
        if (scheme === 'dark') await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.2);
        else await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.9);
        expect(await stored(page, 'theme')).toBeNull();

        const buttons = await secondaryButtons(page);
        expect(new Set(buttons.map((button) => button.name))).toEqual(
          new Set(['Copy page as Markdown', 'Copy', 'Download project', 'Open online']),
        );
        for (const button of buttons) {
          // WCAG 1.4.3 for the label, 1.4.11 for the edge that shows where the button is.
          expect(contrast(button.text, button.fill), `${button.name}: text on fill`).toBeGreaterThanOrEqual(4.5);
          expect(contrast(button.edge, button.behind), `${button.name}: edge against the page`).toBeGreaterThanOrEqual(3);
          // And it follows the mode: light text on a dark fill in dark mode, not a pale block on the dark page.
          expect(luminance(button.fill) < luminance(button.text), `${button.name}: fill darker than its text`).toBe(
            scheme === 'dark',
          );
        }
      });
    });
  }

  test.describe('system preference dark', () => {
    test.use({ colorScheme: 'dark' });

    test("the toggle's choice is stored under `theme` and wins over the system on reloads and other pages", async ({ page }) => {
      await visit(page, `${BASE}docs/faq`);
      await colourModeToggle(page, 'dark').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(colourModeToggle(page, 'light')).toBeVisible();
      expect(await stored(page, 'theme')).toBe('light');
      // Polled, not read once: a theme may ease its background from one colour to the other.
      await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.9);

      await reload(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await visit(page, `${BASE}docs/start-setup`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(colourModeToggle(page, 'light')).toBeVisible();

      // And back: the other choice is stored the same way.
      await colourModeToggle(page, 'light').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await stored(page, 'theme')).toBe('dark');
    });
  });

  test('with nothing stored, a change of the system preference is followed at once', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, `${BASE}docs/faq`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(colourModeToggle(page, 'dark')).toBeVisible();
  });
});
