import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { summaryOf, waitForGraph } from '../../support/graph';

const NAME = 'map-layer/MapLayer.tsx';

test.describe('map-layer', () => {
  // Assert what the page says the example shows (config/rules/exampleCoverage.test.ts reads checksExample).
  test('MapLayer draws the sixty nodes its page announces', async ({ page }) => {
    await visit(page, `${BASE}docs/example/map-layer`);
    await waitForGraph(page, NAME);
    const root = await checksExample(page, NAME);
    await expect(summaryOf(root)).toContainText('60 nodes');
  });
});
