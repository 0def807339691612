/** The changelog (docs/changelog): where it is linked from, and the releases it lists. */
import { versionOf } from '../../config/versions';
import { BASE, expect, test, visit } from '../support/fixtures';

test('the changelog is reachable from navbar and footer but is not in the sidebar', async ({ page }) => {
  await visit(page, `${BASE}docs/changelog`);
  await expect(page.locator('h1')).toHaveText('Changelog');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  await visit(page, `${BASE}docs/start-introduction`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Changelog' })).toHaveCount(0);
  await expect(page.locator('footer').getByRole('link', { name: 'Changelog' })).toBeVisible();
});

test('the changelog lists every release from 2.0.0 to the installed one, with the dates it knows', async ({ page }) => {
  await visit(page, `${BASE}docs/changelog`);
  const versions = [
    '5.0.6',
    '5.0.5',
    '5.0.4',
    '5.0.3',
    '5.0.2',
    '5.0.1',
    '5.0.0',
    '4.0.3',
    '4.0.2',
    '4.0.1',
    '4.0.0',
    '3.4.2',
    '3.4.1',
    '3.4.0',
    '3.3.0',
    '3.2.0',
    '3.1.0',
    '3.0.3',
    '3.0.2',
    '3.0.1',
    '3.0.0',
    '2.0.2',
    '2.0.1',
    '2.0.0',
  ];
  const headings = page.locator('article h3');
  for (const version of versions) {
    await expect(headings.filter({ hasText: version }).first()).toBeVisible();
  }
  // The newest release listed is the one the site documents, the installed core.
  // (No date: none is invented for 5.0.5 and 5.0.6.)
  await expect(headings.first()).toHaveText(new RegExp(`^${versionOf('@react-sigma/core').replace(/\./g, '\\.')}\\W*$`));
  await expect(headings.filter({ hasText: '5.0.4' })).toHaveText(/^5\.0\.4 \(2025-05-27\)/);
});
