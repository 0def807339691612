import { describe, expect, it } from 'vitest';
import { htmlPathTarget } from './htmlPath';

const noRoute = (): boolean => false;

describe('htmlPathTarget', () => {
  it('drops .html and /index.html', () => {
    expect(htmlPathTarget('/react-sigma/docs/faq.html', '/react-sigma/', noRoute)).toBe('/react-sigma/docs/faq');
    expect(htmlPathTarget('/react-sigma/docs/api/core/index.html', '/react-sigma/', noRoute)).toBe('/react-sigma/docs/api/core');
  });

  it("keeps the home page's slash", () => {
    expect(htmlPathTarget('/react-sigma/index.html', '/react-sigma/', noRoute)).toBe('/react-sigma/');
    expect(htmlPathTarget('/index.html', '/', noRoute)).toBe('/');
  });

  it('leaves other paths and routes that really end in .html alone', () => {
    expect(htmlPathTarget('/react-sigma/docs/faq', '/react-sigma/', noRoute)).toBeNull();
    expect(htmlPathTarget('/react-sigma/docs/html', '/react-sigma/', noRoute)).toBeNull();
    expect(htmlPathTarget('/react-sigma/legacy.html', '/react-sigma/', (path) => path === '/react-sigma/legacy.html')).toBeNull();
  });
});
