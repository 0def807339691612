import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import announcementBar, { ANNOUNCEMENT_ID_KEY, announcementBarScript } from './index';

const PATCH = 'plugins/announcement-bar (shows a new bar to a reader who dismissed an older one)';
const modules = path.join(process.cwd(), 'node_modules');
const themeCommon = fs.readFileSync(path.join(modules, '@docusaurus/theme-common/lib/contexts/announcementBar.js'), 'utf8');
const themeClassicScripts = fs.readFileSync(path.join(modules, '@docusaurus/theme-classic/lib/inlineScripts.js'), 'utf8');
/** The key under which the installed theme-common stores the id of the bar the reader saw. */
const upstreamIdKey = /const IdStorage = createStorageSlot\('([^']+)'\)/.exec(themeCommon)?.[1];

/** Runs the inline script against a fake page and storage; returns the attribute it set, if any. */
function run(script: string, stored: Record<string, string>, storageName = 'localStorage'): string | undefined {
  let attribute: string | undefined;
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const document = { documentElement: { setAttribute: (_name: string, value: string) => (attribute = value) } };
  new Function(storageName, 'document', script)(storage, document);
  return attribute;
}

const context = (themeConfig: object) => ({ siteConfig: { themeConfig } }) as unknown as LoadContext;

describe(`${PATCH}: guard against the installed theme`, () => {
  it("reads the bar's id where theme-common stores it", () => {
    expect(upstreamIdKey, `${PATCH}: theme-common no longer keeps the bar's id in an IdStorage slot`).toBeDefined();
    expect(ANNOUNCEMENT_ID_KEY, `${PATCH}: theme-common now stores the bar's id under another key`).toBe(upstreamIdKey);
  });

  it("theme-classic's inline script still hides the bar on any dismissal, whatever bar it was for", () => {
    const script = /function getAnnouncementBarInlineScript\([\s\S]*?\n\}/.exec(themeClassicScripts)?.[0] ?? '';
    expect(script, `${PATCH}: theme-classic's announcement bar script is gone`).toContain(
      "'data-announcement-bar-initially-dismissed'",
    );
    expect(script, `${PATCH}: theme-classic's script now checks the bar's id itself; remove this plugin`).not.toContain(
      'announcement.id',
    );
  });
});

describe('announcement bar script', () => {
  const key = upstreamIdKey!;

  it('shows the bar when the stored dismissal is for another bar, or there is none', () => {
    expect(run(announcementBarScript('bar-2'), { [key]: 'bar-1' })).toBe('false');
    expect(run(announcementBarScript('bar-2'), {})).toBe('false');
  });

  it("leaves Docusaurus' decision alone for the same bar", () => {
    expect(run(announcementBarScript('bar-2'), { [key]: 'bar-2' })).toBeUndefined();
  });

  it("follows the site's storage type and namespace, as theme-common does", () => {
    const storage = { type: 'sessionStorage', namespace: '-site' } as const;
    expect(run(announcementBarScript('bar-2', storage), { [`${key}-site`]: 'bar-2' }, 'sessionStorage')).toBeUndefined();
    expect(run(announcementBarScript('bar-2', storage), { [key]: 'bar-2' }, 'sessionStorage')).toBe('false');
  });

  it('quotes the id safely', () => {
    expect(run(announcementBarScript('it\'s "new"'), { [key]: 'it\'s "new"' })).toBeUndefined();
    expect(announcementBarScript('</script>')).not.toContain('</script>');
  });

  it('adds the script only when the site has a bar', () => {
    const tags = announcementBar(context({ announcementBar: { id: 'bar-2' } })).injectHtmlTags?.({ content: undefined });
    expect(tags).toEqual({ preBodyTags: [{ tagName: 'script', innerHTML: announcementBarScript('bar-2') }] });
    expect(announcementBar(context({})).injectHtmlTags?.({ content: undefined })).toEqual({});
  });
});
