/**
 * The path a `.html` address stands for: `/docs/faq.html` → `/docs/faq`,
 * `/docs/api/core/index.html` → `/docs/api/core`, `<base>/index.html` → `<base>/`.
 * The same rule as Docusaurus' router (core `normalizeLocation`), including
 * its exception: a path that is itself a route keeps its ending. Returns
 * null when there is nothing to change.
 */
export function htmlPathTarget(pathname: string, baseUrl: string, isExactRoute: (path: string) => boolean): string | null {
  if (!/\.html$/.test(pathname) || isExactRoute(pathname)) return null;
  const stripped = pathname.replace(/(?:\/index)?\.html$/, '');
  // The home page is the one route that ends with a slash.
  return stripped === '' || `${stripped}/` === baseUrl ? baseUrl : stripped;
}
