import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectorPort, createCollector, e2eAnalyticsEnv } from './analyticsCollector';

describe('analytics collector', () => {
  const { server } = createCollector();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('accepts a page view as Plausible does and lists it by user agent', async () => {
    const body = JSON.stringify({ name: 'pageview', url: 'http://a/', domain: 'a', referrer: null });
    const response = await fetch(`${base}/api/event`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain', 'User-Agent': 'agent-one' },
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    await fetch(`${base}/api/event`, { method: 'POST', body: '{}', headers: { 'User-Agent': 'agent-two' } });
    const listed = (await (await fetch(`${base}/events?agent=one`)).json()) as { body: string; contentType: string }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ body, contentType: 'text/plain' });
  });

  it('answers anything else with 404', async () => {
    expect((await fetch(`${base}/api/other`, { method: 'POST' })).status).toBe(404);
  });

  it('sits 10000 above the site port unless told otherwise', () => {
    expect(collectorPort({ E2E_PORT: '4212' })).toBe(14212);
    expect(collectorPort({})).toBe(14173);
    expect(collectorPort({ E2E_ANALYTICS_PORT: '5000' })).toBe(5000);
    expect(e2eAnalyticsEnv({ E2E_PORT: '4212' }).ANALYTICS_ENDPOINT).toBe('http://127.0.0.1:14212');
  });
});
