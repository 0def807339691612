import { useState } from 'react';
import { GraphSearch, type GraphSearchOption, type Labels } from '@react-sigma/graph-search';
import '@react-sigma/graph-search/lib/style.css';

// Only the texts given change; the others keep their English defaults.
// Defined once: the input rebuilds its parts when this object changes.
const labels: Labels = {
  placeholder: 'Find a person',
  no_result_found: 'Nobody by that name',
};

/** Render inside a SigmaContainer. */
export function PeopleSearch() {
  const [value, setValue] = useState<GraphSearchOption | null>(null);
  return <GraphSearch type="nodes" labels={labels} value={value} onChange={setValue} />;
}
