/**
 * Page-view analytics (one call per route change) against the collector Playwright starts beside
 * the site (scripts/analyticsCollector.ts). The build under test must send to
 * it: `npm test` builds with `e2eAnalyticsEnv()`; by hand,
 *
 *   ANALYTICS_ENDPOINT=http://127.0.0.1:<E2E_PORT + 10000> ANALYTICS_DOMAIN=e2e.react-sigma.test npx docusaurus build
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { collectorPort, e2eAnalyticsDomain, e2eAnalyticsEnv } from '../../scripts/analyticsCollector';
import { BASE, expect, test as base } from '../support/fixtures';
import { LOAD_TIMEOUT } from '../support/limits';

const collector = `http://127.0.0.1:${collectorPort()}`;
const endpoint = `${collector}/api/event`;

interface PageView {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
}

// Every test runs with its own user agent, so it reads back only its own page
// views while other tests (also counted) run alongside.
const test = base.extend<{ agent: string }>({
  agent: async ({}, use) => use(`analytics-e2e-${randomUUID()}`),
  userAgent: async ({ agent }, use) => use(`Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 ${agent}`),
});

// Watches what pages send: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

async function received(agent: string): Promise<{ view: PageView; contentType: string; origin: string }[]> {
  const response = await fetch(`${collector}/events?agent=${encodeURIComponent(agent)}`);
  const events = (await response.json()) as { body: string; contentType: string; origin: string }[];
  return events.map((event) => ({
    view: JSON.parse(event.body) as PageView,
    contentType: event.contentType,
    origin: event.origin,
  }));
}

const urls = async (agent: string): Promise<string[]> => (await received(agent)).map((event) => event.view.url);

/** Opens the first page and fails with a useful message when the build sends nothing. */
async function firstVisit(page: Page, pathname: string, options: { referer?: string } = {}): Promise<void> {
  const sent = page.waitForRequest(endpoint, { timeout: LOAD_TIMEOUT }).catch(() => null);
  await page.goto(pathname, options);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const env = Object.entries(e2eAnalyticsEnv())
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  expect(await sent, `no page view was sent to ${endpoint}: build the site with ${env} (npm test does)`).not.toBeNull();
}

test('the first load sends one Plausible page view to the configured endpoint', async ({ page, agent }) => {
  await firstVisit(page, `${BASE}docs/faq`);
  const origin = new URL(page.url()).origin;
  await expect.poll(() => received(agent)).toHaveLength(1);
  const [event] = await received(agent);
  expect(event!.view).toEqual({ name: 'pageview', url: `${origin}${BASE}docs/faq`, domain: e2eAnalyticsDomain, referrer: null });
  // A simple request, as Plausible's own script sends: no CORS preflight.
  expect(event!.contentType).toMatch(/^text\/plain\b/);
  expect(event!.origin).toBe(origin);
});

test('each route change sends one more page view; an anchor on the same page does not', async ({ page, agent }) => {
  await firstVisit(page, `${BASE}docs/start-introduction`);
  const origin = new URL(page.url()).origin;
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect.poll(() => urls(agent)).toEqual([`${origin}${BASE}docs/start-introduction`]);

  await sidebar.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('FAQ');
  await expect.poll(() => urls(agent)).toEqual([`${origin}${BASE}docs/start-introduction`, `${origin}${BASE}docs/faq`]);

  await page.locator('.table-of-contents').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/docs\/faq#.+/);
  await sidebar.getByRole('link', { name: 'Setup', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Setup');
  await page.goBack();
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('FAQ');
  // The anchor counted nothing; going back to the FAQ is a route change like any other.
  await expect
    .poll(() => urls(agent))
    .toEqual([
      `${origin}${BASE}docs/start-introduction`,
      `${origin}${BASE}docs/faq`,
      `${origin}${BASE}docs/start-setup`,
      `${origin}${BASE}docs/faq`,
    ]);
});

test("the visitor's referrer goes with every page view of the visit", async ({ page, agent }) => {
  const referer = 'https://www.example.org/a-page-linking-to-react-sigma';
  await firstVisit(page, `${BASE}docs/start-setup`, { referer });
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect.poll(async () => (await received(agent)).length).toBe(2);
  expect((await received(agent)).map((event) => event.view.referrer)).toEqual([referer, referer]);
});

test('a page opened as .html counts as its route', async ({ page, agent }) => {
  await firstVisit(page, `${BASE}docs/faq.html`);
  const origin = new URL(page.url()).origin;
  await expect.poll(() => urls(agent)).toEqual([`${origin}${BASE}docs/faq`]);
});

test('no third-party script: the only request leaving the site is the page view', async ({ page, agent, baseURL }) => {
  const site = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== site) foreign.push(`${request.method()} ${request.url()}`);
  });
  await firstVisit(page, BASE);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Getting Started', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Introduction');
  await expect.poll(async () => (await received(agent)).length).toBe(2);
  expect(foreign).toEqual([`POST ${endpoint}`, `POST ${endpoint}`]);
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.filter((src) => new URL(src).origin !== site)).toEqual([]);
});
