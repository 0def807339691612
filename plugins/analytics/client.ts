import type { ClientModule } from '@docusaurus/types';
import globalData from '@generated/globalData';
import type { AnalyticsConfig } from '../../config/analytics';
import { isNewPageView, pageViewEvent } from './pageView';

const config = globalData.analytics?.default as AnalyticsConfig | undefined;

function send(eventUrl: string, body: string): void {
  // A text/plain body keeps the request "simple": no CORS preflight, which is
  // also how Plausible's own script posts. A beacon survives the page being
  // left at once; where it is missing or refused, fall back to fetch.
  if (navigator.sendBeacon?.(eventUrl, body)) return;
  void fetch(eventUrl, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
    () => undefined,
  );
}

const analytics: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!config || !isNewPageView(location, previousLocation)) return;
    // The router's location, not the address bar: Docusaurus serves `/docs/faq.html` as `/docs/faq`,
    // and both should count as the same page. The hash is not part of the page.
    const href = `${window.location.origin}${location.pathname}${location.search}`;
    send(config.eventUrl, JSON.stringify(pageViewEvent(href, config.domain, document.referrer)));
  },
};

export default analytics;
