import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { summaryOf, waitForGraph } from '../../support/graph';

const NAME = 'several-graphs/SeveralGraphs.tsx';

test.describe('several-graphs', () => {
  // Assert what the page says the example shows (config/rules/exampleCoverage.test.ts reads checksExample).
  test('SeveralGraphs draws the sixty nodes its page announces', async ({ page }) => {
    await visit(page, `${BASE}docs/example/several-graphs`);
    await waitForGraph(page, NAME);
    const root = await checksExample(page, NAME);
    await expect(summaryOf(root)).toContainText('60 nodes');
  });
});
