/**
 * Page-view analytics, set at build time from the environment so the
 * repository holds no endpoint and forks or local builds send nothing:
 *
 *   ANALYTICS_ENDPOINT=https://plausible.example.org ANALYTICS_DOMAIN=sim51.github.io npm run build
 *
 * The endpoint is the origin (optionally with a path prefix) of a Plausible
 * server, hosted or self-hosted; page views go to `<endpoint>/api/event`.
 * With neither variable set, analytics is off. Setting only one is a mistake
 * the build reports rather than silently publishing a site that counts nothing.
 */
export interface AnalyticsConfig {
  /** Where page views are posted: `<endpoint>/api/event`. */
  eventUrl: string;
  /** The site's name in Plausible (its `domain` field). */
  domain: string;
}

export function analyticsFromEnv(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig | null {
  const endpoint = env.ANALYTICS_ENDPOINT?.trim() ?? '';
  const domain = env.ANALYTICS_DOMAIN?.trim() ?? '';
  if (!endpoint && !domain) return null;
  if (!endpoint || !domain) {
    throw new Error('Analytics: set both ANALYTICS_ENDPOINT and ANALYTICS_DOMAIN, or neither.');
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`Analytics: ANALYTICS_ENDPOINT is not a URL: ${endpoint}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Analytics: ANALYTICS_ENDPOINT must be an http(s) URL: ${endpoint}`);
  }
  return { eventUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}/api/event`, domain };
}
