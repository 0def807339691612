import { apiPackages } from '../../config/apiPackages';
import { versionOf } from '../../config/versions';
import { BASE, expect, test, visit } from '../support/fixtures';

/** Every version on the site is the installed package's (config/versions.ts); a sample of pages. */
test.describe('pages show the installed versions', () => {
  test("each API section names its own package's version (the minimap is released on its own)", async ({ page }) => {
    for (const name of ['@react-sigma/minimap', '@react-sigma/core']) {
      await visit(page, `${BASE}docs/api/${name.replace('@react-sigma/', '')}/`);
      await expect(page.locator('article p').first()).toContainText(`Documentation of ${name} ${versionOf(name)}:`);
    }
  });

  test('the API overview lists every package with its version', async ({ page }) => {
    await visit(page, `${BASE}docs/api`);
    const rows = page.locator('article table').first().locator('tbody tr');
    await expect(rows).toHaveCount(apiPackages.length);
    for (const [index, pkg] of apiPackages.entries()) {
      await expect(rows.nth(index).locator('td')).toHaveText([pkg.name, versionOf(pkg.name), pkg.summary]);
    }
  });

  test('the introduction names the versions it covers', async ({ page }) => {
    await visit(page, `${BASE}docs/start-introduction`);
    const covers = page.locator('article p').filter({ hasText: 'This documentation covers' });
    for (const name of ['@react-sigma/core', '@react-sigma/minimap', 'sigma', 'graphology']) {
      await expect(covers).toContainText(versionOf(name));
    }
    await expect(page.locator('article li').filter({ hasText: 'Unmount.' })).toContainText(
      `In the version documented here (${versionOf('@react-sigma/core')})`,
    );
  });

  test('the events page names the sigma it describes', async ({ page }) => {
    await visit(page, `${BASE}docs/example/events`);
    await expect(page.locator('article li').filter({ hasText: 'does not stop the wheel zoom' })).toContainText(
      `In sigma ${versionOf('sigma')},`,
    );
  });
});
