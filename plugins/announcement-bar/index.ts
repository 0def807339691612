import type { LoadContext, Plugin, SiteStorage } from '@docusaurus/types';

/**
 * Where @docusaurus/theme-common keeps the id of the bar the reader saw (its
 * `IdStorage` slot); the site's storage namespace is appended, as upstream does.
 * Guard: ./index.test.ts reads it from the installed theme-common.
 */
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/**
 * Docusaurus 3.7 hides the announcement bar before React starts when the
 * reader dismissed a bar, any bar: its inline script reads the dismissal but
 * not which bar it was for. A reader who closed an earlier bar therefore did
 * not see a new one (new `id`) on their first visit after the change, only on
 * the next one. This script, which runs right after Docusaurus' own, shows the
 * bar again when the dismissal was for another id; React then forgets the old
 * dismissal as usual.
 * Figure: a reader who dismissed an earlier bar sees the new one on their
 * first visit (tests/e2e/announcement-bar.spec.ts).
 */
export function announcementBarScript(id: string, storage: SiteStorage = { type: 'localStorage', namespace: '' }): string {
  const key = `${ANNOUNCEMENT_ID_KEY}${storage.namespace}`;
  return `(function () {
  try {
    if (${storage.type}.getItem(${JSON.stringify(key)}) !== ${JSON.stringify(id).replace(/</g, '\\u003c')}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (error) {}
})();`;
}

interface ThemeConfigWithBar {
  announcementBar?: { id?: string };
}

export default function announcementBar(context: LoadContext): Plugin {
  const id = (context.siteConfig.themeConfig as ThemeConfigWithBar).announcementBar?.id;
  return {
    name: 'announcement-bar',
    injectHtmlTags() {
      return id ? { preBodyTags: [{ tagName: 'script', innerHTML: announcementBarScript(id, context.siteStorage) }] } : {};
    },
  };
}
