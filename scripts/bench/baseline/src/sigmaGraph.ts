import Graph from 'graphology';
import { parse } from 'graphology-gexf/browser';
import Sigma from 'sigma';

/**
 * The baseline graph page's drawing: the site's Les Misérables dataset, fetched
 * from `url`, parsed and handed to sigma, with no React component around sigma.
 * Returns what tears it down.
 */
export async function drawLesMiserables(container: HTMLElement, url: string): Promise<() => void> {
  const response = await fetch(url);
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  const renderer = new Sigma(parse(Graph, xml), container);
  container.dataset.state = 'ready';
  return () => renderer.kill();
}
