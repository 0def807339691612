import { defineConfig } from '@playwright/test';
import { collectorPort } from './scripts/analyticsCollector';
import { chromiumArgs, testChromiumPath } from './scripts/chromium';
// The built site under test (`E2E_BUILD_DIR`, else build/) and its base path, as the tests read them.
import { BASE, buildDir } from './tests/support/paths';

const port = Number(process.env.E2E_PORT ?? 4173);
const analyticsPort = collectorPort();

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Sized for a machine twice as slow as a shared 2-core one, where the slowest tests outside the
  // ones that set their own limit take about 15 s and an assertion waits up to about 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
    // A failed test keeps a screenshot and its page's accessibility snapshot (test-results/, which
    // .github/workflows/ci.yml uploads). Traces cost about a fifth of the suite's time, paid by every
    // test that passes: `E2E_TRACE=1` records them, for a failure being chased.
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      // Drives Debian's Firefox through Puppeteer (tests/firefox/fixtures.ts), not through
      // Playwright, whose own Firefox build cannot be downloaded here. One file, run in order
      // by one worker: one Firefox for the whole project. Listed first, so that this worker
      // runs beside the Chromium tests rather than alone at the end of the run.
      name: 'firefox',
      testDir: 'tests/firefox',
      fullyParallel: false,
      timeout: 60_000,
    },
    {
      // Safari's engine: Debian's WebKitGTK driven over W3C WebDriver by selenium-webdriver
      // (tests/webkit/README.md). One browser for the project, its tests in order, like the Firefox
      // project; listed second for the same reason.
      name: 'webkit',
      testDir: 'tests/webkit',
      fullyParallel: false,
      timeout: 60_000,
    },
    { name: 'chromium', testDir: 'tests/e2e' },
    {
      // A phone: Chromium at 390 × 844 with touch (tests/phone/README.md).
      name: 'phone',
      testDir: 'tests/phone',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --port ${port} --dir ${JSON.stringify(buildDir)}`,
      url: `http://127.0.0.1:${port}${BASE}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Receives the page views of a build made with `e2eAnalyticsEnv()` (scripts/test.ts does).
      command: `npx tsx scripts/analyticsCollector.ts --port ${analyticsPort}`,
      url: `http://127.0.0.1:${analyticsPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
