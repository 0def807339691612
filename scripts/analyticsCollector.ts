/**
 * A stand-in for a Plausible server, for the browser tests: it accepts page
 * views at `POST /api/event` the way Plausible does (any origin, a JSON body
 * sent as text/plain) and lists what it received at `GET /events`, optionally
 * only the events whose User-Agent contains `?agent=`.
 *
 * The browser tests' build sends page views to it (see `e2eAnalyticsEnv`), and
 * Playwright starts it next to the site for the whole run, so no test sees a
 * page view fail against a closed port.
 *
 *   tsx scripts/analyticsCollector.ts [--port 14173]
 */
import http from 'node:http';

export interface CollectedEvent {
  path: string;
  userAgent: string;
  contentType: string;
  origin: string;
  body: string;
}

/** The collector's port for a given site port: far enough not to meet another site server. */
export function collectorPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.E2E_ANALYTICS_PORT ?? Number(env.E2E_PORT ?? 4173) + 10_000);
}

export const e2eAnalyticsDomain = 'e2e.react-sigma.test';

/** The build settings that make the site send its page views to the collector. */
export function e2eAnalyticsEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { ANALYTICS_ENDPOINT: `http://127.0.0.1:${collectorPort(env)}`, ANALYTICS_DOMAIN: e2eAnalyticsDomain };
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

export function createCollector(): { server: http.Server; events: CollectedEvent[] } {
  const events: CollectedEvent[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://collector');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/api/event') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > 65_536) request.destroy();
      });
      request.on('end', () => {
        events.push({
          path: url.pathname,
          userAgent: String(request.headers['user-agent'] ?? ''),
          contentType: String(request.headers['content-type'] ?? ''),
          origin: String(request.headers.origin ?? ''),
          body,
        });
        response.writeHead(202, { ...corsHeaders, 'Content-Type': 'text/plain' }).end('ok');
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/events') {
      const agent = url.searchParams.get('agent');
      const selected = agent === null ? events : events.filter((event) => event.userAgent.includes(agent));
      response.writeHead(200, { ...corsHeaders, 'Content-Type': 'application/json' }).end(JSON.stringify(selected));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('analytics collector');
      return;
    }
    response.writeHead(404, corsHeaders).end();
  });
  return { server, events };
}

if (require.main === module) {
  const index = process.argv.indexOf('--port');
  const port = index >= 0 ? Number(process.argv[index + 1]) : collectorPort();
  createCollector().server.listen(port, '127.0.0.1', () => {
    console.log(`Analytics collector at http://127.0.0.1:${port}/api/event`);
  });
}
