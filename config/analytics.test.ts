import { describe, expect, it } from 'vitest';
import { analyticsFromEnv } from './analytics';

describe('analyticsFromEnv', () => {
  it('is off when neither variable is set', () => {
    expect(analyticsFromEnv({})).toBeNull();
    expect(analyticsFromEnv({ ANALYTICS_ENDPOINT: ' ', ANALYTICS_DOMAIN: '' })).toBeNull();
  });

  it('posts to <endpoint>/api/event, with or without a trailing slash or path prefix', () => {
    expect(analyticsFromEnv({ ANALYTICS_ENDPOINT: 'https://plausible.io', ANALYTICS_DOMAIN: 'sim51.github.io' })).toEqual({
      eventUrl: 'https://plausible.io/api/event',
      domain: 'sim51.github.io',
    });
    expect(analyticsFromEnv({ ANALYTICS_ENDPOINT: 'http://127.0.0.1:4999/', ANALYTICS_DOMAIN: 'x' })?.eventUrl).toBe(
      'http://127.0.0.1:4999/api/event',
    );
    expect(
      analyticsFromEnv({ ANALYTICS_ENDPOINT: 'https://stats.example.org/plausible/', ANALYTICS_DOMAIN: 'x' })?.eventUrl,
    ).toBe('https://stats.example.org/plausible/api/event');
  });

  it('fails the build on half or wrong settings', () => {
    expect(() => analyticsFromEnv({ ANALYTICS_ENDPOINT: 'https://plausible.io' })).toThrow(/both/);
    expect(() => analyticsFromEnv({ ANALYTICS_DOMAIN: 'sim51.github.io' })).toThrow(/both/);
    expect(() => analyticsFromEnv({ ANALYTICS_ENDPOINT: 'plausible.io', ANALYTICS_DOMAIN: 'x' })).toThrow(/not a URL/);
    expect(() => analyticsFromEnv({ ANALYTICS_ENDPOINT: 'ftp://plausible.io', ANALYTICS_DOMAIN: 'x' })).toThrow(/http/);
  });
});
