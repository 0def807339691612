import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus 3.7 hides the announcement bar before React starts when the
 * reader dismissed a bar, any bar: its inline script reads the dismissal but
 * not which bar it was for. A reader who closed an earlier bar therefore did
 * not see a new one (new `id`) on their first visit after the change, only on
 * the next one. This script, which runs right after Docusaurus' own, shows the
 * bar again when the dismissal was for another id; React then forgets the old
 * dismissal as usual.
 */
export function announcementBarScript(id: string): string {
  return `(function () {
  try {
    if (localStorage.getItem('docusaurus.announcement.id') !== ${JSON.stringify(id).replace(/</g, '\\u003c')}) {
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
      return id ? { preBodyTags: [{ tagName: 'script', innerHTML: announcementBarScript(id) }] } : {};
    },
  };
}
