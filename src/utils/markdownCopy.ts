/**
 * The address of a page's Markdown copy (plugins/llms-txt writes them):
 * `/docs/faq` → `/docs/faq.md`, a folder route `/docs/api/core/` →
 * `/docs/api/core.md` (beside `core.html`), the home page `<base>/` → `<base>/index.md`.
 */
export function markdownCopyPath(route: string, baseUrl: string): string {
  if (route === baseUrl) return `${baseUrl}index.md`;
  return `${route.replace(/\/$/, '')}.md`;
}
