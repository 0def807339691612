import type { PlaygroundSettings } from './settings';

/** What the playground's graph shows, said first by its text twin (src/live/GraphDescription.tsx). */
export function aboutGraph(source: PlaygroundSettings['source'], edited: boolean): string {
  if (edited) return 'Playground: the graph your edited code draws';
  if (source.kind === 'file') return `Playground: the graph of ${source.name}`;
  return `Playground: a ${source.generator} graph generated with seed ${source.seed}`;
}
