import { PNG } from 'pngjs';
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { difference, example, frame, waitForGraph } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';

// Nothing stored and a light system preference: every test starts in light mode.
test.use({ colorScheme: 'light' });

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, as a
 * keyboard user would; fails when it is not reached within `limit` presses.
 * The target is looked up once, not after every press: a role query walks the
 * whole page, and on an example page (code, API links) that took longer than the
 * press itself, some 0.3 s a press on the shared machine.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  let element = await target.elementHandle();
  try {
    for (let presses = 0; presses < limit; presses++) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const state = await element.evaluate((node) => (node.isConnected ? node === document.activeElement : null));
      if (state) return;
      // Replaced by a re-render (a new element in its place): look it up again.
      if (state === null) {
        await element.dispose();
        element = await target.elementHandle();
        if (await target.evaluate((node) => node === document.activeElement)) return;
      }
    }
  } finally {
    await element.dispose();
  }
  throw new Error(`${String(target)} not reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Past the navbar and the sidebar (some 40 links), as a keyboard reader goes: by the skip link. */
async function skipToContent(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
}

interface Ring {
  outline: string;
  boxShadow: string;
}

/** The parts of an element's computed style that draw a focus indicator. */
function ring(element: Element): Ring {
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
      ? 'none'
      : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  return { outline, boxShadow: style.boxShadow };
}

/** The page around `box` (4px on each side, where an outline is drawn), as pixels. */
async function around(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<PNG> {
  const x = Math.max(0, box.x - 4);
  const y = Math.max(0, box.y - 4);
  const clip = { x, y, width: box.width + (box.x - x) + 4, height: box.height + (box.y - y) + 4 };
  return PNG.sync.read(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }));
}

/**
 * Where `target` is once it stops moving: focusing an element out of view
 * scrolls the page smoothly, and a drawer slides in.
 */
async function settledBox(page: Page, target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await target.boundingBox();
  await expect
    .poll(
      async () => {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const now = await target.boundingBox();
        const same = JSON.stringify(now) === JSON.stringify(last);
        last = now;
        return same;
      },
      { message: `${String(target)} stops moving` },
    )
    .toBe(true);
  if (!last) throw new Error(`${String(target)} has no box`);
  return last;
}

/**
 * The focused `target` shows a focus indicator (on itself or on `shownBy`, e.g.
 * the frame around an editor): an outline or a shadow that is not there when
 * the element is not focused, and that changes what is drawn on screen.
 * Leaves the focus on `target`.
 */
async function expectFocusIndicator(page: Page, target: Locator, shownBy: Locator = target): Promise<void> {
  await expect(target).toBeFocused();
  const box = await settledBox(page, shownBy);
  const focused = { ring: await shownBy.evaluate(ring), picture: await around(page, box) };
  await target.evaluate((element) => (element as HTMLElement).blur());
  await expect(target).not.toBeFocused();
  const unfocused = { ring: await shownBy.evaluate(ring), picture: await around(page, box) };
  await target.evaluate((element) => (element as HTMLElement).focus());

  const label = `focus indicator of ${String(target)}`;
  expect(focused.ring.outline !== 'none' || focused.ring.boxShadow !== 'none', label).toBe(true);
  expect(focused.ring, label).not.toEqual(unfocused.ring);
  // At least a one-pixel line along half of the element's edge is drawn differently.
  const changed = difference(focused.picture, unfocused.picture) * focused.picture.width * focused.picture.height;
  expect(changed, `${label}: pixels that change`).toBeGreaterThan(box.width + box.height);
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// One page for the desktop navbar and the announcement bar above it: the steps go down the page's
// tab order, then back up to the toggle and to a link.
test('desktop: the announcement bar closes, and every navbar link, the search box and the colour-mode toggle are reached with Tab, show their focus and work with Enter and Space', async ({
  page,
}) => {
  await visit(page, `${BASE}docs/start-setup`);

  // That the bar stays closed on reloads and other pages is tested in announcement-bar.spec.ts.
  await test.step('the announcement bar closes from the keyboard', async () => {
    const bar = page.getByRole('banner').filter({ hasText: 'react-sigma 5 targets sigma 3 stable' });
    await expect(bar).toBeVisible();
    const close = bar.getByRole('button', { name: 'Close' });
    await tabTo(page, close);
    await expectFocusIndicator(page, close);
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
  });

  const bar = navbar(page);
  const toggle = bar.getByRole('button', { name: /Switch between dark and light mode/ });
  const changelog = bar.getByRole('link', { name: 'Changelog', exact: true });

  await test.step('every navbar link, the search box and the colour-mode toggle are reached with Tab and show their focus', async () => {
    // The search box turns into a combobox once focused (its autocomplete sets the role).
    const search = bar.getByLabel('Search', { exact: true });
    const stops = [
      bar.getByRole('link', { name: 'React Sigma logo' }).first(),
      ...['Getting Started', 'Example', 'Api', 'Changelog', 'Storybook', 'GitHub', 'npm'].map((name) =>
        bar.getByRole('link', { name, exact: true }),
      ),
      toggle,
      search,
    ];
    for (const stop of stops) {
      await tabTo(page, stop);
      // Focusing the search box loads its index and then sets up its list, which focuses it again.
      if (stop === search) await expect(search).toHaveAttribute('role', 'combobox');
      await expectFocusIndicator(page, stop);
    }
  });

  await test.step('the colour-mode toggle switches with Enter and Space and remembers the choice', async () => {
    await tabTo(page, toggle, { backwards: true });
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);
    await expect(toggle).toBeFocused();
    await expectFocusIndicator(page, toggle);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  await test.step('Enter on a focused navbar link opens its page', async () => {
    await tabTo(page, changelog, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.locator('h1')).toHaveText('Changelog');
    await expect(page).toHaveURL(/\/docs\/changelog$/);
  });
});

test.describe('mobile drawer (narrower than 996px)', () => {
  test.use({ viewport: { width: 760, height: 900 } });

  const toggle = (page: Page) => navbar(page).getByRole('button', { name: 'Toggle navigation bar' });
  const drawer = (page: Page) => page.locator('.navbar-sidebar');
  /** The drawer's first panel, the site menu (the docs sidebar is the second). */
  const siteMenu = (page: Page) => drawer(page).locator('.navbar-sidebar__item').first();

  /** Waits until the drawer has slid fully into view. */
  async function opened(page: Page): Promise<void> {
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(0);
  }

  async function closed(page: Page): Promise<void> {
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer(page)).toBeHidden();
  }

  test('opens with the keyboard, its items are reached with Tab, and Escape closes it', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    await expect(navbar(page).getByRole('link', { name: 'Changelog', exact: true })).toBeHidden();
    await tabTo(page, toggle(page));
    await expectFocusIndicator(page, toggle(page));
    await page.keyboard.press('Enter');
    await opened(page);

    // On a docs page the drawer opens on the docs sidebar; the site menu is one step back.
    const sidebarLink = drawer(page).getByRole('link', { name: 'Installation', exact: true });
    await tabTo(page, sidebarLink);
    await expectFocusIndicator(page, sidebarLink);
    const back = drawer(page).getByRole('button', { name: '← Back to main menu' });
    await tabTo(page, back, { backwards: true });
    await expectFocusIndicator(page, back);
    await page.keyboard.press('Enter');
    // The site menu slides in with the focus on its first item, not on the Back button sliding
    // out of view (from there the next Tab went on into the page behind the drawer).
    const first = siteMenu(page).getByRole('link', { name: 'Getting Started', exact: true });
    await expect(
      first,
      "src/theme/Navbar/MobileSidebar moves the focus to the site menu (it finds the drawer's panels by Infima's .navbar-sidebar__item)",
    ).toBeFocused();
    await expectFocusIndicator(page, first);
    for (const name of ['Example', 'Api', 'Changelog', 'GitHub']) {
      const item = siteMenu(page).getByRole('link', { name, exact: true });
      await tabTo(page, item);
      await expectFocusIndicator(page, item);
    }
    // The docs sidebar, out of view once its slide ends, is skipped by Tab: from the site menu's
    // last item the focus goes on past the drawer.
    await expect(sidebarLink).toBeHidden();
    const focusIn = () =>
      page.evaluate(() => {
        const panels = document.querySelectorAll('.navbar-sidebar__items > .navbar-sidebar__item');
        const active = document.activeElement;
        if (panels.item(0)?.contains(active)) return 'site menu';
        return panels.item(1)?.contains(active) ? 'docs sidebar' : 'past the drawer';
      });
    let place = await focusIn();
    for (let presses = 0; place === 'site menu' && presses < 10; presses++) {
      await page.keyboard.press('Tab');
      place = await focusIn();
    }
    expect(place).toBe('past the drawer');

    await page.keyboard.press('Escape');
    await closed(page);
    // The focus goes back to the button that opened the drawer.
    await expect(toggle(page)).toBeFocused();
  });

  test('its close button closes it, and Enter on an item opens that page', async ({ page }) => {
    await visit(page, BASE);
    await tabTo(page, toggle(page));
    await page.keyboard.press('Space');
    await opened(page);
    const close = drawer(page).getByRole('button', { name: 'Close navigation bar' });
    await tabTo(page, close);
    await expectFocusIndicator(page, close);
    await page.keyboard.press('Enter');
    await closed(page);
    await expect(toggle(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await opened(page);
    await tabTo(page, drawer(page).getByRole('link', { name: 'Changelog', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.locator('h1')).toHaveText('Changelog');
    await closed(page);
  });
});

test.describe('example controls', () => {
  // What the layouts do is tested in examples/layouts.spec.ts: here, that the keyboard reaches and runs both examples' controls.
  test('the layout menu changes with the arrow keys, and its Start button and the layout control start and stop with the keyboard', async ({
    page,
  }) => {
    const switcher = 'layouts/LayoutSwitcher.tsx';
    await visit(page, `${BASE}docs/example/layouts`);
    await waitForGraph(page, switcher);

    await test.step('the layout menu and its Start and Stop buttons', async () => {
      const tools = example(page, switcher).getByRole('group', { name: 'Layout tools' });
      const menu = tools.getByRole('combobox', { name: 'Layout' });
      await skipToContent(page);
      await tabTo(page, menu);
      await expectFocusIndicator(page, menu);
      // Random is first; four steps down is ForceAtlas2 (Random, Circular, Circle pack, Force, ForceAtlas2).
      for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown');
      await expect(menu).toHaveValue('forceatlas2');
      const start = tools.getByRole('button', { name: 'Start', exact: true });
      await tabTo(page, start);
      await expectFocusIndicator(page, start);
      await page.keyboard.press('Enter');
      await expect(tools.getByRole('status')).toHaveText('ForceAtlas2: running');
      await page.keyboard.press('Tab');
      await expect(tools.getByRole('button', { name: 'Stop', exact: true })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(tools.getByRole('status')).toHaveText('ForceAtlas2: stopped');
    });

    await test.step('the layout control of the second example', async () => {
      const name = 'layouts/LayoutControls.tsx';
      await waitForGraph(page, name);
      const root = example(page, name);
      const start = root.getByRole('button', { name: 'Start ForceAtlas2', exact: true });
      // On from the first example's Stop button, past its API links and code.
      await tabTo(page, start, { limit: 90 });
      await expectFocusIndicator(page, start);
      const before = PNG.sync.read(await frame(page, name).screenshot());
      await page.keyboard.press('Enter');
      const stop = root.getByRole('button', { name: 'Stop ForceAtlas2', exact: true });
      await expect(stop).toBeVisible();
      await expect
        .poll(async () => difference(before, PNG.sync.read(await frame(page, name).screenshot())))
        .toBeGreaterThan(0.002);
      // The control swaps its button: the focus stays on the control.
      await stop.focus();
      await page.keyboard.press('Space');
      await expect(start).toBeVisible();
    });
  });

  test('the zoom buttons and the corner menu work with the keyboard', async ({ page }) => {
    const name = 'controls/Corners.tsx';
    await visit(page, `${BASE}docs/example/controls`);
    await waitForGraph(page, name);
    const root = example(page, name);
    const controls = root.locator('.react-sigma-controls');
    // The corner menu sits on its line above the graph: first in the tab order.
    const menu = root.getByRole('combobox', { name: /Controls in the/ });
    await skipToContent(page);
    await tabTo(page, menu);
    await expectFocusIndicator(page, menu);
    const where = await controls.boundingBox();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await controls.boundingBox())?.x).not.toBe(where?.x);

    const zoomIn = root.getByRole('button', { name: 'Zoom In' });
    await tabTo(page, zoomIn);
    await expectFocusIndicator(page, zoomIn);
    const before = PNG.sync.read(await frame(page, name).screenshot({ mask: [controls] }));
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => difference(before, PNG.sync.read(await frame(page, name).screenshot({ mask: [controls] }))))
      .toBeGreaterThan(0.002);
    const zoomOut = root.getByRole('button', { name: 'Zoom Out' });
    await page.keyboard.press('Tab');
    await expect(zoomOut).toBeFocused();
    await expectFocusIndicator(page, zoomOut);
  });
});

test('the example code editor is reached with Tab, takes typing, Tab leaves it, the re-run graph does not pull the focus back, and the colour-mode toggle keeps the focus after an edit', async ({
  page,
}) => {
  const name = 'load-graph/GraphProp.tsx';
  await visit(page, `${BASE}docs/example/load-graph`);
  await waitForGraph(page, name);
  const root = example(page, name);
  const wrapper = root.getByTestId('example-editor');
  const editor = wrapper.getByRole('textbox', { name: `Code of ${name} (editable)` });
  const status = root.getByText(/^(Edit the code below|Edited)/);
  await expect(status).toHaveText('Edit the code below: the graph updates as you type.');

  await test.step('typing, Tab out, the re-run graph, and Reset', async () => {
    // From the code bar's last control (the page's navbar, sidebar and text before it are other tests' subject).
    await root.getByRole('button', { name: 'Open online' }).focus();
    await tabTo(page, editor);
    await expectFocusIndicator(page, editor, wrapper);
    const original = (await editor.textContent()) ?? '';
    const graph = await frame(page, name).locator('.react-sigma').elementHandle();
    // End of the first line (an import): a trailing comment keeps the code valid.
    await page.keyboard.press('End');
    await page.keyboard.type(' // typed');
    await expect(status).toHaveText('Edited: the graph runs your code.');

    // Tab leaves the editor instead of indenting (tabMode "focus"): the next stop is the next heading's anchor.
    await page.keyboard.press('Tab');
    const next = page.getByRole('link', { name: /^Direct link to/ }).and(page.locator(':focus'));
    await expect(next).toHaveCount(1);
    const [firstLine, ...rest] = original.split('\n');
    expect(await editor.textContent()).toBe([`${firstLine} // typed`, ...rest].join('\n'));
    // The edited code runs in a new graph (the first edit downloads the compiler); the focus stays
    // where the keyboard put it.
    await expect.poll(() => graph?.evaluate((element) => element.isConnected), { timeout: LOAD_TIMEOUT }).toBe(false);
    await waitForGraph(page, name);
    await expect(next).toHaveCount(1);
    await expect(editor).not.toBeFocused();

    // Back into the editor, then on to the Reset button before it.
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    const reset = root.getByRole('button', { name: 'Reset' });
    await tabTo(page, reset, { backwards: true });
    await expectFocusIndicator(page, reset);
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Edit the code below: the graph updates as you type.');
    await expect(editor).toHaveText(original);
    await expect(reset).toBeDisabled();
    // Reset keeps the focus (it is only marked unavailable), and Enter on it now does nothing.
    await expect(reset).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor).toHaveText(original);
  });

  await test.step('after an edit, the colour-mode toggle keeps the focus when pressed', async () => {
    await tabTo(page, editor);
    await page.keyboard.press('End');
    await page.keyboard.type(' // typed');
    await expect(status).toHaveText('Edited: the graph runs your code.');
    const toggle = navbar(page).getByRole('button', { name: /Switch between dark and light mode/ });
    await tabTo(page, toggle, { backwards: true, limit: 120 });
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The editor re-renders in the dark code theme without taking the focus.
    await expect(editor).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    await expect(toggle).toBeFocused();
  });
});
