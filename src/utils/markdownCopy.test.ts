import { describe, expect, it } from 'vitest';
import { markdownCopyPath } from './markdownCopy';

describe('markdownCopyPath', () => {
  it.each([
    ['/b/docs/faq', '/b/docs/faq.md'],
    ['/b/docs/api/core/', '/b/docs/api/core.md'],
    ['/b/docs/api/core', '/b/docs/api/core.md'],
    ['/b/', '/b/index.md'],
  ])('%s → %s', (route, expected) => {
    expect(markdownCopyPath(route, '/b/')).toBe(expected);
  });
});
