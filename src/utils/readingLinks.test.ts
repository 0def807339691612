import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { linksTo, routeKey } from './readingLinks';

const origin = site.url;
const base = site.baseUrl;

describe('routeKey', () => {
  it('drops the query, the hash and a trailing slash', () => {
    expect(routeKey(`${base}docs/faq#nextjs`, origin)).toBe(`${base}docs/faq`);
    expect(routeKey(`${base}docs/api/core/?x=1`, origin)).toBe(`${base}docs/api/core`);
    expect(routeKey('/', origin)).toBe('/');
  });
});

describe('linksTo', () => {
  const hrefs = [`${origin}${base}docs/example/events#top`, `${origin}${base}docs/faq`, 'https://github.com/sim51/react-sigma'];
  it('finds a link to the route whatever its hash', () => {
    expect(linksTo(`${base}docs/example/events`, hrefs, origin)).toBe(true);
    expect(linksTo(`${base}docs/faq/`, hrefs, origin)).toBe(true);
  });
  it('is false for a route no link leads to, and for the same path on another site', () => {
    expect(linksTo(`${base}docs/errors`, hrefs, origin)).toBe(false);
    expect(linksTo('/sim51/react-sigma', hrefs, origin)).toBe(false);
  });
});
