import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { htmlPathTarget } from './htmlPath';

const noRoute = (): boolean => false;
const base = site.baseUrl;

describe('htmlPathTarget', () => {
  it('drops .html and /index.html', () => {
    expect(htmlPathTarget(`${base}docs/faq.html`, base, noRoute)).toBe(`${base}docs/faq`);
    expect(htmlPathTarget(`${base}docs/api/core/index.html`, base, noRoute)).toBe(`${base}docs/api/core`);
  });

  it("keeps the home page's slash", () => {
    expect(htmlPathTarget(`${base}index.html`, base, noRoute)).toBe(base);
    expect(htmlPathTarget('/index.html', '/', noRoute)).toBe('/');
  });

  it('leaves other paths and routes that really end in .html alone', () => {
    expect(htmlPathTarget(`${base}docs/faq`, base, noRoute)).toBeNull();
    expect(htmlPathTarget(`${base}docs/html`, base, noRoute)).toBeNull();
    expect(htmlPathTarget(`${base}legacy.html`, base, (path) => path === `${base}legacy.html`)).toBeNull();
  });
});
