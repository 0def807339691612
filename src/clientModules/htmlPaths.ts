/**
 * GitHub Pages serves `/docs/faq.html` (and `/docs/api/core/index.html`) with
 * the page of `/docs/faq`. Docusaurus renders such a path as its route, but
 * only after loading the code for the path as typed, which matches no page:
 * the first render then lacks the page's content, React's hydration fails
 * (minified errors #418 and #423) and the whole page is rendered again.
 *
 * Replacing the address with the route's own before Docusaurus starts (client
 * modules run first) makes it load the right code, hydrate cleanly, and show
 * and share the canonical address.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { matchPath } from '@docusaurus/router';
import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import { htmlPathTarget } from '../utils/htmlPath';

interface RouteLike {
  path?: string | string[];
  exact?: boolean;
  routes?: RouteLike[];
}

function isExactRoute(pathname: string, candidates: readonly RouteLike[] = routes): boolean {
  return candidates.some(
    (route) =>
      (route.exact === true && matchPath(pathname, { path: route.path, exact: true }) !== null) ||
      isExactRoute(pathname, route.routes ?? []),
  );
}

if (ExecutionEnvironment.canUseDOM) {
  const target = htmlPathTarget(window.location.pathname, siteConfig.baseUrl, isExactRoute);
  if (target !== null) {
    window.history.replaceState(window.history.state, '', `${target}${window.location.search}${window.location.hash}`);
  }
}
