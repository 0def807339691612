/**
 * The announcement bar (config/themeConfig.ts, plugins/announcement-bar): shown until the reader
 * closes it, shown again for a new announcement, and readable in both colour modes.
 */
import type { Page } from '@playwright/test';
import { announcementBar } from '../../config/themeConfig';
import { BASE, expect, reload, stored, test, visit } from '../support/fixtures';
import { contrast, luminance } from '../support/colour';

const bar = (page: Page) => page.getByRole('banner').filter({ hasText: 'react-sigma 5 targets sigma 3 stable.' });

test.describe('announcement bar', () => {
  test('a dismissal hides it on reloads and other pages', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'See what changed' })).toHaveAttribute('href', `${BASE}docs/changelog`);
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('true');
    expect(await stored(page, 'docusaurus.announcement.id')).toBe(announcementBar.id);

    await reload(page);
    await expect(bar(page)).toBeHidden();
    await visit(page, BASE);
    await expect(bar(page)).toBeHidden();
  });

  test('a bar with a new id shows again to a reader who dismissed the previous one', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    // A reader who dismissed an earlier bar, as Docusaurus records it.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await reload(page);
    await expect(bar(page)).toBeVisible();
    // The bar shows before React runs (the plugin's inline script); React records the new id in an
    // effect after that: wait for the record, not for the bar.
    await expect.poll(() => stored(page, 'docusaurus.announcement.id')).toBe(announcementBar.id);
    await expect.poll(() => stored(page, 'docusaurus.announcement.dismiss')).toBe('false');
  });
});

test.describe('the announcement bar follows the colour mode', () => {
  const barColours = (page: Page) =>
    bar(page).evaluate((element) => {
      const close = element.querySelector('button.close');
      return {
        background: getComputedStyle(element).backgroundColor,
        text: getComputedStyle(element).color,
        close: close ? getComputedStyle(close).color : '',
      };
    });

  /** The bar's colours once its background is the mode's (polled: a theme may ease from one colour to the other). */
  async function coloursIn(page: Page, mode: 'light' | 'dark') {
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(bar(page)).toBeVisible();
    const background = () => barColours(page).then((colours) => luminance(colours.background));
    if (mode === 'light') await expect.poll(background, 'a light background').toBeGreaterThan(0.7);
    else await expect.poll(background, 'a dark background').toBeLessThan(0.1);
    return barColours(page);
  }

  test('light in light mode, dark in dark mode, its text and close button readable in both', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await visit(page, `${BASE}docs/start-setup`);
    const light = await coloursIn(page, 'light');

    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await reload(page);
    const dark = await coloursIn(page, 'dark');

    for (const colours of [light, dark]) {
      expect(contrast(colours.text, colours.background), JSON.stringify(colours)).toBeGreaterThanOrEqual(4.5);
      // The close button is drawn in the text's colour (at reduced opacity), not upstream's black.
      expect(colours.close).toBe(colours.text);
    }
  });
});
