import { test } from './fixtures';
import { example, frame, waitForGraph } from './graph';
test('x', async ({ page }) => {
  await page.goto('/react-sigma/docs/example/load-graph');
  await waitForGraph(page, 'load-graph/GraphProp.tsx');
  const editor = example(page, 'load-graph/GraphProp.tsx').getByTestId('example-editor').locator('pre');
  console.log(await editor.evaluate((e) => e.outerHTML.slice(0, 300)));
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('hello');
  console.log((await editor.innerText()).slice(0, 200));
  await page.waitForTimeout(1500);
  await frame(page, 'load-graph/GraphProp.tsx').screenshot({ path: '/tmp/e1.png' });
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await page.waitForTimeout(1000);
  await frame(page, 'load-graph/UseLoadGraph.tsx').screenshot({ path: '/tmp/e2.png' });
});
