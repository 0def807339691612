import { describe, expect, it } from 'vitest';
import { linksTo, routeKey } from './readingLinks';

const origin = 'https://sim51.github.io';

describe('routeKey', () => {
  it('drops the query, the hash and a trailing slash', () => {
    expect(routeKey('/react-sigma/docs/faq#nextjs', origin)).toBe('/react-sigma/docs/faq');
    expect(routeKey('/react-sigma/docs/api/core/?x=1', origin)).toBe('/react-sigma/docs/api/core');
    expect(routeKey('/', origin)).toBe('/');
  });
});

describe('linksTo', () => {
  const hrefs = [
    `${origin}/react-sigma/docs/example/events#top`,
    `${origin}/react-sigma/docs/faq`,
    'https://github.com/sim51/react-sigma',
  ];
  it('finds a link to the route whatever its hash', () => {
    expect(linksTo('/react-sigma/docs/example/events', hrefs, origin)).toBe(true);
    expect(linksTo('/react-sigma/docs/faq/', hrefs, origin)).toBe(true);
  });
  it('is false for a route no link leads to, and for the same path on another site', () => {
    expect(linksTo('/react-sigma/docs/errors', hrefs, origin)).toBe(false);
    expect(linksTo('/sim51/react-sigma', hrefs, origin)).toBe(false);
  });
});
