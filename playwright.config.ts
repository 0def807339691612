import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium, driven headless; Playwright's own browser download does not work here. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/react-sigma/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
