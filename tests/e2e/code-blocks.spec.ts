/**
 * Code blocks (src/theme/CodeBlock): their colours in each colour mode, the highlighting the server
 * sends and the browser keeps, and the Copy button. Tabs around code are in tabs.spec.ts.
 */
import type { Page } from '@playwright/test';
import { BASE, colourModeToggle, expect, test, visit } from '../support/fixtures';

test.describe('code colours', () => {
  // The first code block of the setup page and its first keyword, as a reader sees them.
  const colours = (page: Page) =>
    page.evaluate(() => {
      const pre = document.querySelector('article pre.prism-code')!;
      const keyword = pre.querySelector('.token.keyword')!;
      return { background: getComputedStyle(pre).backgroundColor, keyword: getComputedStyle(keyword).color };
    });
  // config/codeThemes.ts: GitHub (light) and Dracula (dark).
  const light = { background: 'rgb(246, 248, 250)', keyword: 'rgb(0, 0, 159)' };
  const dark = { background: 'rgb(40, 42, 54)', keyword: 'rgb(189, 147, 249)' };

  test.describe('system preference dark', () => {
    test.use({ colorScheme: 'dark', allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test('are dark from the first paint, before any JavaScript of the page has run', async ({ page }) => {
      // Only the page's HTML, CSS and the inline colour-mode script: every bundle fails.
      await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
      await page.goto(`${BASE}docs/start-setup`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await colours(page)).toEqual(dark);
    });

    test('follow the toggle without re-creating the code blocks', async ({ page }) => {
      await visit(page, `${BASE}docs/start-setup`);
      await expect.poll(() => colours(page)).toEqual(dark);
      await page
        .locator('article pre.prism-code')
        .first()
        .evaluate((pre) => ((pre as HTMLElement & { marked?: boolean }).marked = true));
      await colourModeToggle(page, 'dark').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // The blocks take the light theme in the render that follows the toggle: wait for it.
      await expect.poll(() => colours(page)).toEqual(light);
      expect(
        await page
          .locator('article pre.prism-code')
          .first()
          .evaluate((pre) => (pre as HTMLElement & { marked?: boolean }).marked),
      ).toBe(true);
    });
  });
});

test.describe('code blocks (src/theme/CodeBlock/Content/String.tsx)', () => {
  type Block = { text: string; tokens: number };
  const read = (root: ParentNode): Block[] =>
    Array.from(root.querySelectorAll('article pre.prism-code code'), (code) => ({
      text: code.textContent ?? '',
      tokens: code.querySelectorAll('.token-line .token:not(.plain)').length,
    }));
  /** Each code block of the article as a reader sees it: its text and how many highlighted tokens it shows. */
  const shownBlocks = (page: Page): Promise<Block[]> => page.evaluate(`(${read.toString()})(document)`);
  /** The same, in the HTML the server sends for `pathname`. */
  const serverBlocks = async (page: Page, pathname: string): Promise<Block[]> => {
    const html = await (await page.request.get(pathname)).text();
    return page.evaluate(`(${read.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`);
  };

  /** The languages Prism has grammars for on the page (src/prism/grammars.ts registers most on first use). */
  const prismLanguages = (page: Page): Promise<string[]> =>
    page.evaluate(() => Object.keys((window as Window & { Prism?: { languages: object } }).Prism?.languages ?? {}));

  test('a page loaded from the server keeps every block as highlighted as the HTML, and Copy copies the block', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, `${BASE}docs/start-setup`);
    const server = await serverBlocks(page, `${BASE}docs/start-setup`);
    expect(server.length).toBeGreaterThan(3);
    expect(server.filter((block) => block.tokens > 0).length).toBeGreaterThan(3);
    expect(await shownBlocks(page)).toEqual(server);
    // Nothing was tokenized in the browser, so Prism's grammars were not even registered (src/prism/grammars.ts).
    expect(await prismLanguages(page)).not.toContain('tsx');

    // The buttons hydrated too: Copy puts the block's code, line by line, on the clipboard.
    const last = page.locator('article pre.prism-code').last();
    await last.hover();
    await page.locator('article button[aria-label="Copy code to clipboard"]').last().click();
    await expect(page.locator('article button[aria-label="Copied"]')).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').length).toBeGreaterThan(5);
    expect(copied).toBe((await last.locator('code').innerText()).replace(/\n$/, ''));
  });

  test('a page reached by a link highlights its blocks in the browser as the server does', async ({ page }) => {
    await visit(page, `${BASE}docs/start-introduction`);
    await page.getByRole('link', { name: 'Setup', exact: true }).first().click();
    await expect(page).toHaveURL(/start-setup$/);
    const server = await serverBlocks(page, `${BASE}docs/start-setup`);
    expect(server.filter((block) => block.tokens > 0).length).toBeGreaterThan(3);
    await expect.poll(() => shownBlocks(page)).toEqual(server);
    expect(await prismLanguages(page)).toContain('tsx');
  });
});
