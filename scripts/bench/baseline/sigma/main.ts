import Graph from 'graphology';
import { parse } from 'graphology-gexf/browser';
import Sigma from 'sigma';
import { site } from '../../../../config/site';

/**
 * The baseline's graph page: the site's Les Misérables dataset drawn by sigma
 * alone, no React, as its documentation's first example does. Bundled by
 * esbuild like the bench's --bare-examples pages (scripts/bench/baseline.ts).
 */
async function main(): Promise<void> {
  const container = document.querySelector<HTMLElement>('[data-state]')!;
  const response = await fetch(`${site.baseUrl}data/les-miserables.gexf`);
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  const graph = parse(Graph, xml);
  new Sigma(graph, container);
  container.dataset.state = 'ready';
}

void main();
