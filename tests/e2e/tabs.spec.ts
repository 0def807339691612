/**
 * Tabs (src/theme/Tabs, ejected): the file tabs of an example and the package-manager tabs of the
 * guides, as the server sends them, after hydration, remembered, and from the keyboard (WAI-ARIA).
 */
import type { Page } from '@playwright/test';
import { BASE, expect, PHONE_VIEWPORT, reload, test, untilIdle, visit } from '../support/fixtures';

test.describe('tabs (src/theme/Tabs/index.tsx)', () => {
  test.describe('on a phone', () => {
    // No example's graph starts at load on this page, so nothing has a reason to replace their code.
    test.use({ viewport: PHONE_VIEWPORT });

    test("an example's file tabs hydrate the server's markup instead of re-creating it", async ({ page }) => {
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as Window & { removedCode?: string[] }).removedCode = removed;
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => Array.from(record.removedNodes))) {
            if (node instanceof Element && (node.matches('pre') || node.querySelector('pre')))
              removed.push(node.outerHTML.slice(0, 80));
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await visit(page, `${BASE}docs/example/events`);
      await untilIdle(page);
      const examples = page.locator('[data-example]');
      await expect(examples).toHaveCount(3);
      await expect(examples.locator('[data-state="loading"]')).toHaveCount(3);
      await expect(examples.getByRole('tab', { selected: true })).toHaveText([
        'events/EventLog.tsx',
        'events/PreventDefault.tsx',
        'events/ShadowDom.tsx',
      ]);
      await expect(examples.locator('pre.prism-code .token-line').first()).toBeVisible();
      expect(await page.evaluate(() => (window as Window & { removedCode?: string[] }).removedCode)).toEqual([]);

      // Hydrated: the tabs answer clicks. (Dispatched, not clicked: scrolling the example into view would start its graph and replace its tabs.)
      await examples.first().getByRole('tab', { name: '_shared/theme.tsx' }).dispatchEvent('click');
      await expect(examples.first().getByRole('tab', { selected: true })).toHaveText('_shared/theme.tsx');
      await expect(examples.first().locator('.prism-code').first()).toContainText('export');
    });
  });

  test('a remembered package manager is shown after a reload, and the URL can choose one', async ({ page }) => {
    const install = `${BASE}docs/start-installation`;
    const chosen = (p: Page) => p.getByRole('tab', { selected: true });
    await visit(page, install);
    await expect(chosen(page).first()).toHaveText('npm');
    await page.getByRole('tab', { name: 'pnpm' }).first().click();
    await expect(chosen(page)).toHaveText(Array(await chosen(page).count()).fill('pnpm'));

    await reload(page);
    await expect(chosen(page)).toHaveText(Array(await chosen(page).count()).fill('pnpm'));
    await expect(page.getByText('pnpm add @react-sigma/core sigma@3 graphology')).toBeVisible();

    await visit(page, `${install}?package-manager=yarn`);
    await expect(chosen(page).first()).toHaveText('Yarn');
    await expect(page.getByText('yarn add @react-sigma/core sigma@3 graphology')).toBeVisible();
  });
});

test.describe('tabs, the WAI-ARIA pattern', () => {
  async function expectTiedTabs(page: Page) {
    const tabList = page.getByRole('tablist').first();
    const tabs = tabList.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    for (const tab of await tabs.all()) {
      const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
    }
    // The selected tab's panel is the one shown, under the tab's name.
    const selected = tabList.getByRole('tab', { selected: true });
    await expect(page.getByRole('tabpanel', { name: (await selected.textContent())! }).first()).toBeVisible();
  }

  test('each tab names its panel and each panel its tab, on the server and after hydration', async ({ page, browser }) => {
    const install = `${BASE}docs/start-installation`;
    const serverOnly = await browser.newContext({ javaScriptEnabled: false });
    try {
      const served = await serverOnly.newPage();
      await served.goto(install);
      await expectTiedTabs(served);
    } finally {
      await serverOnly.close();
    }
    await visit(page, install);
    await expectTiedTabs(page);
  });

  test('arrow keys move between tabs, wrapping round, and Enter shows the focused tab', async ({ page }) => {
    await visit(page, `${BASE}docs/start-installation`);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const names = (await tabs.allTextContents()).map((name) => name.trim());
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: names[names.length - 1] }).first()).toBeVisible();
  });
});
