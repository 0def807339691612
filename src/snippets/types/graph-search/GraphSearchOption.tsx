import type { GraphSearchOption } from '@react-sigma/graph-search';

const MAX_RESULTS = 8;

/**
 * For GraphSearch's `postSearchResult`: the first results, then a line saying how many
 * were left out. A message is an option too, so it takes its place in the list.
 */
export function firstResults(options: GraphSearchOption[]): GraphSearchOption[] {
  if (options.length <= MAX_RESULTS) return options;
  const more: GraphSearchOption = { type: 'message', message: `${options.length - MAX_RESULTS} more: type a few more letters` };
  return [...options.slice(0, MAX_RESULTS), more];
}

// <GraphSearch postSearchResult={firstResults} value={value} onChange={setValue} />
