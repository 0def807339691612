import { chromiumArgs, testChromiumPath } from '../../scripts/chromium';
import { BASE, expect, test, visit } from '../support/fixtures';
import { example, frame, scrollTo } from '../support/graph';

// A browser with WebGL switched off, as some locked-down machines have it.
test.use({
  launchOptions: {
    executablePath: testChromiumPath(),
    args: [...chromiumArgs.filter((arg) => arg !== '--enable-unsafe-swiftshader'), '--disable-webgl', '--disable-3d-apis'],
  },
});

test('without WebGL an example shows a clear message instead of a blank frame', async ({ page }) => {
  await visit(page, `${BASE}docs/example/load-graph`);
  const name = 'load-graph/GraphProp.tsx';
  // The live part (and with it the WebGL check) loads once the example nears the viewport.
  await scrollTo(frame(page, name));
  const alert = frame(page, name).getByRole('alert');
  await expect(alert).toContainText('This graph needs WebGL');
  await expect(frame(page, name)).toHaveAttribute('data-state', 'error');
  await expect(frame(page, name).locator('canvas')).toHaveCount(0);
  // The rest of the page works: the code is there and its tabs switch.
  await example(page, name).getByRole('tab', { name: '_shared/theme.tsx' }).click();
  await expect(example(page, name).getByRole('tabpanel')).toContainText('export function GraphTheme');
});
