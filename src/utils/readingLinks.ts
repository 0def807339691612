/** A route path as links and prefetch calls name it: no query, no hash, no trailing slash. */
export function routeKey(pathOrUrl: string, origin = 'http://site.invalid'): string {
  const { pathname } = new URL(pathOrUrl, origin);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether one of `hrefs` (absolute URLs, as `HTMLAnchorElement.href` gives them) leads to `routePath`. */
export function linksTo(routePath: string, hrefs: Iterable<string>, origin = 'http://site.invalid'): boolean {
  const wanted = routeKey(routePath, origin);
  for (const href of hrefs) {
    const url = new URL(href, origin);
    if (url.origin === new URL(origin).origin && routeKey(url.pathname, origin) === wanted) return true;
  }
  return false;
}
