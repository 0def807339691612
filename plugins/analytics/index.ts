import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { AnalyticsConfig } from '../../config/analytics';

/**
 * Page-view analytics without a third-party script: a client module posts one
 * Plausible page view on the first render and one per route change. With no
 * configuration the plugin adds nothing to the site, not even the client module.
 */
export default function analytics(config: AnalyticsConfig | null): () => Plugin {
  return () => ({
    name: 'analytics',
    getClientModules() {
      return config ? [path.join(__dirname, 'client.ts')] : [];
    },
    async contentLoaded({ actions }) {
      if (config) actions.setGlobalData(config);
    },
  });
}
