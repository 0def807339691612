import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import announcementBar, { announcementBarScript } from './index';

/** Runs the inline script against a fake page and storage; returns the attribute it set, if any. */
function run(script: string, storedId: string | null): string | undefined {
  let attribute: string | undefined;
  const localStorage = { getItem: (key: string) => (key === 'docusaurus.announcement.id' ? storedId : null) };
  const document = { documentElement: { setAttribute: (_name: string, value: string) => (attribute = value) } };
  new Function('localStorage', 'document', script)(localStorage, document);
  return attribute;
}

const context = (themeConfig: object) => ({ siteConfig: { themeConfig } }) as unknown as LoadContext;

describe('announcement bar script', () => {
  it('shows the bar when the stored dismissal is for another bar, or there is none', () => {
    expect(run(announcementBarScript('bar-2'), 'bar-1')).toBe('false');
    expect(run(announcementBarScript('bar-2'), null)).toBe('false');
  });

  it('leaves Docusaurus\' decision alone for the same bar', () => {
    expect(run(announcementBarScript('bar-2'), 'bar-2')).toBeUndefined();
  });

  it('quotes the id safely', () => {
    expect(run(announcementBarScript('it\'s "new"'), 'it\'s "new"')).toBeUndefined();
  });

  it('adds the script only when the site has a bar', () => {
    const tags = announcementBar(context({ announcementBar: { id: 'bar-2' } })).injectHtmlTags?.({ content: undefined });
    expect(tags).toEqual({ preBodyTags: [{ tagName: 'script', innerHTML: announcementBarScript('bar-2') }] });
    expect(announcementBar(context({})).injectHtmlTags?.({ content: undefined })).toEqual({});
  });
});
