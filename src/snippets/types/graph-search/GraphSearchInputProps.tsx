import { useMemo, type JSX } from 'react';
import { GraphSearchInput, type GraphSearchInputProps } from '@react-sigma/graph-search';
import '@react-sigma/graph-search/lib/style.css';

// `children` is a one-element tuple, which a single JSX child is not: pass an array.
// Made once: the input rebuilds its drop-down indicator when `children` changes.
const searchIcon: [JSX.Element] = [
  <span key="icon" aria-hidden="true">
    ⌕
  </span>,
];

/**
 * A search box over nodes only, with its own placeholder and icon. Render inside
 * a GraphSearchContextProvider, which holds the index it searches.
 */
export function NodeSearchInput({ labels, ...props }: Omit<GraphSearchInputProps, 'type' | 'children'>) {
  const withPlaceholder = useMemo(() => ({ placeholder: 'Find a node', ...labels }), [labels]);
  return (
    <GraphSearchInput {...props} type="nodes" labels={withPlaceholder}>
      {searchIcon}
    </GraphSearchInput>
  );
}
