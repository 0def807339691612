/**
 * The body of a Plausible page view (`POST /api/event`, documented in
 * Plausible's Events API): the full page URL, the site's domain in Plausible
 * and where the visitor came from. Kept free of browser globals so it can be
 * unit-tested.
 */
export interface PageViewEvent {
  name: 'pageview';
  url: string;
  domain: string;
  referrer: string | null;
}

export function pageViewEvent(href: string, domain: string, referrer: string): PageViewEvent {
  return { name: 'pageview', url: href, domain, referrer: referrer || null };
}

interface LocationLike {
  pathname: string;
  search: string;
}

/**
 * A page view is counted on the first render and whenever the path changes. A
 * change of the query alone is the same page keeping its state in the address
 * (the playground's settings as the reader moves a control, the search page's
 * query as they type): counting it would send a view per keystroke. Following
 * an anchor on the same page is not a new view either.
 */
export function isNewPageView(location: LocationLike, previousLocation: LocationLike | null): boolean {
  return previousLocation === null || location.pathname !== previousLocation.pathname;
}
